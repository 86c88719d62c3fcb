/**
 * Whole-page refresh (pull-to-refresh, the `refresh` action without a source): the page's data
 * sources and its self-fetching widgets reload in parallel, and the returned promise settles when
 * all of them have (the pull indicator ends then). The widgets' side (a refresh generation they
 * fold into their fetch keys) lives in refreshSignal.ts, loaded with the first widget that uses
 * it: this file stays tiny because it is part of the first-load bundle.
 */
import type { PageCapabilities } from '../actions/types.ts';
import type { PageRuntime } from './loader.ts';

const widgetRefresh = new WeakMap<PageRuntime, () => Promise<void>>();

/** Called by refreshSignal.ts: how to refresh the self-fetching widgets of `runtime`. */
export function setWidgetRefresh(runtime: PageRuntime, refresh: () => Promise<void>): void {
  widgetRefresh.set(runtime, refresh);
}

/** One source (and its dependants), or without `source` the whole page (neither rejects). */
export function refreshPage(runtime: PageRuntime, source?: string): Promise<void> {
  return (source === undefined ? Promise.all([runtime.refresh(), widgetRefresh.get(runtime)?.()]) : runtime.refresh(source)) as Promise<never>;
}

/** What actions may do to the page (refresh, setState, popups). */
export function pageCaps(runtime: PageRuntime): PageCapabilities {
  return {
    refresh: (source) => refreshPage(runtime, source),
    setState: (path, value) => runtime.setState(path, value),
    setPopup: (id, open) => runtime.setPopup(id, open),
  };
}
