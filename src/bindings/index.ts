// Public surface of the safe expression language. See README.md beside this file for the syntax.
export { evaluate } from './template.ts';
export { resolveDeep, hasBinding, collectBindingErrors } from './resolve.ts';
export type { BindingProblem } from './resolve.ts';
export { compile } from './compile.ts';
export type { CompiledExpression } from './compile.ts';
export { BindingError, setBindingErrorReporter } from './errors.ts';
export type { BindingErrorReporter } from './errors.ts';
export { registerFunction, hasFunction } from './functions/registry.ts';
export type { BindingFunction } from './functions/registry.ts';
export type { Scope } from './evaluate.ts';
export { ROOTS } from './names.ts';
export type { RootName } from './names.ts';
