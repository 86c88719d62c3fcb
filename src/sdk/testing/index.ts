/**
 * Test helpers for widget tests (never imported by production code): a fake API server, rendering
 * a widget or a page, the action environment's fakes, texts. Kits of one area beside this file
 * (./goods.tsx, ./orders.tsx, …).
 */
import type { PageSchema } from '../../renderer/types.ts';

export { fakeFetch, hangUntilAborted, ok, fail, type FakeAnswer, type RecordedRequest } from '../../data/fakeFetch.ts';
export { renderWidget, fakeNavigation } from '../../diy/testing.tsx';
export { configureActions, resetActionEnv } from '../../actions/env.ts';
export { setNavigator, resetNavigator } from '../../data/navigation.ts';
export { initI18n, loadNamespaces } from '../../i18n/index.ts';
export { answerModal, feedbackStore } from '../../shell/feedback.ts';
export { evaluate } from '../../bindings/index.ts';
export { createPageRuntime, type LoaderEnv } from '../../renderer/loader.ts';
export { PageRenderer } from '../../renderer/PageRenderer.tsx';
export { PageView } from '../../renderer/PageView.tsx';
export { refreshPage } from '../../renderer/refresh.ts';
export { page, registerTestWidgets, runtimeWith, noGlobals, renderInPage, withTableSources } from '../../renderer/testing.tsx';
export { readGlobals } from '../../renderer/globals.ts';
export { withNodeSources } from '../../renderer/nodeSources.ts';
export { isLinkAvailable, isLinkShown } from '../../diy/built.ts';
export { sampleProps } from '../../../tests/diy-samples.ts';

/** A system page's schema (src/pages/<id>.page.json) by route id, e.g. `pages/goods/detail`. */
export async function pageFile(id: string): Promise<PageSchema> {
  const files = import.meta.glob<{ default: PageSchema }>('../../pages/**/*.page.json');
  const load = files[`../../pages/${id}.page.json`];
  if (!load) throw new Error(`no page ${id}`);
  return (await load()).default;
}
