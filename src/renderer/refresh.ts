/**
 * Page refresh (pull-to-refresh, the `refresh` action, a page's `on.show`): the page's data
 * sources reload (widgets declare theirs: `data.ts`), and the returned promise settles when they
 * have (the pull indicator ends then). Part of the first-load bundle: kept tiny.
 */
import type { PageCapabilities } from '../actions/types.ts';
import { openAllGates } from './hydrationGates.ts';
import type { PageRuntime } from './loader.ts';

/**
 * One source (and its dependants), or without `source` every loaded source (neither rejects).
 * Widgets still kept as the server's markup below the fold hydrate first (with the data they were
 * rendered from), or the new data would not reach them until they scroll into view.
 */
export function refreshPage(runtime: PageRuntime, source?: string): Promise<void> {
  return openAllGates(runtime).then(() => runtime.refresh(source));
}

/** What actions may do to the page (refresh, setState, popups). */
export function pageCaps(runtime: PageRuntime): PageCapabilities {
  return {
    refresh: (source) => refreshPage(runtime, source),
    setState: (path, value) => runtime.setState(path, value),
    setPopup: (id, open) => runtime.setPopup(id, open),
  };
}
