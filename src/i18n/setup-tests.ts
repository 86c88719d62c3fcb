// Unit tests (vite.config.ts, web project) start with the first view's texts of both languages,
// as a page does (inlined by the server, or loaded before the first render: instance.ts).
import { LANGUAGES } from '../stores/language.ts';
import { i18n } from './instance.ts';
import { FIRST_VIEW_NS, loadResource } from './namespaces.ts';

for (const lng of LANGUAGES) {
  for (const ns of FIRST_VIEW_NS) i18n.addResourceBundle(lng, ns, await loadResource(lng, ns), true, true);
}
