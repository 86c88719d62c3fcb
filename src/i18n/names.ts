// Namespace names the app and the server agree on (no Vite here: the server imports it).

/** Keys without a namespace are looked up here. */
export const DEFAULT_NS = 'common';

/**
 * What every view shows (`t('…')` without a namespace, the shell's chrome): inlined by the server
 * with the page (server/modules/config/h5initTexts.ts), else loaded before the first render.
 */
export const FIRST_VIEW_NS: readonly string[] = [DEFAULT_NS, 'shell'];

/** The route titles, by route id (src/routes/titles.ts). */
export const ROUTES_NS = 'routes';
