// Registers the built-in functions. Imported for its effect by compile.ts, so they exist before any parse.
import { collectionFunctions } from './collection.ts';
import { formatFunctions } from './format.ts';
import { i18nFunctions } from './i18n.ts';
import { imageFunctions } from './image.ts';
import { logicFunctions } from './logic.ts';
import { mathFunctions } from './math.ts';
import { registerFunction } from './registry.ts';
import type { BindingFunction } from './registry.ts';
import { textFunctions } from './text.ts';

const groups: ReadonlyArray<Readonly<Record<string, BindingFunction>>> = [
  i18nFunctions,
  formatFunctions,
  imageFunctions,
  textFunctions,
  collectionFunctions,
  mathFunctions,
  logicFunctions,
];

for (const group of groups) {
  for (const [name, fn] of Object.entries(group)) registerFunction(name, fn);
}

export const BUILTIN_FUNCTIONS: readonly string[] = groups.flatMap((group) => Object.keys(group));
