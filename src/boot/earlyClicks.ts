/**
 * Taps before the app is interactive. The server paints the first view long before the JS has
 * loaded and hydrated it; a shopper who taps "buy now" or "claim" in that window would lose the tap
 * (React listens only once it runs). A tiny inline script (EARLY_CLICKS_SCRIPT, placed in the
 * document's head by the server, allowed by its CSP hash) holds such taps; the entry hands them
 * back once React listens:
 * - after hydrateRoot the server's elements are React's own, so each held tap is dispatched on its
 *   element again (React replays it itself if that part has not hydrated yet);
 * - after a client render over the server's view (a member, another language) the elements are new:
 *   the held tap goes to the element at the same place with the same tag and text, once it exists.
 * A tap is held as the control's it landed in (a button, or an element with a control's role): a
 * finger on a button's icon lands on its <svg>, which has no text to find it again by and no click().
 * Links are left to the browser (the server renders every page, so a full navigation works).
 * A form submitted before the app listens (Enter in the search box) is held the same way: the
 * browser would otherwise send the server's form itself and reload the page.
 * Text typed into the server's fields (a phone number on the login page) is handed over too: React
 * keeps it on screen when it hydrates a controlled field but not in its state, so the form would
 * submit empty values and wipe the text at its next render. Held taps wait for the fields.
 */

import { inTurn, replay, type EarlyQueue } from './earlyQueue.ts';

export type { EarlyField, EarlyQueue } from './earlyQueue.ts';

/** The rarer hand-overs (typed fields; after a client render), loaded only when needed. */
const handOver = () => import('./earlyHandover.ts');

declare global {
  interface Window {
    __h5Early?: EarlyQueue;
  }
}

export { EARLY_CLICKS_SCRIPT } from './earlyClicksScript.ts';

/**
 * Call right after hydrateRoot (`hydrated`: the server's elements are kept) or after a client
 * render was started over the server's view. With hydration, taps stop being held at once and are
 * handed to their elements (after the typed fields, once React owns them). With a client render,
 * the server's elements stay on screen, dead, until React commits: taps are held until they are
 * gone, then the typed text goes to the same fields and each tap to its counterpart in the
 * client's view (a member's view may differ a little from the guest's the server rendered).
 */
export function releaseEarlyClicks(hydrated: boolean, waitMs = 5000): void {
  const queue = typeof window === 'undefined' ? undefined : window.__h5Early;
  if (!queue) return;
  if (hydrated) {
    const taps = queue.stop();
    const replayAll = (): void => inTurn(taps.map((tap) => () => tap.el.isConnected && replay(tap.el, tap.submit)));
    const fields = (queue.fields ?? []).filter((f) => f.el.isConnected);
    if (!fields.length) replayAll();
    else void handOver().then((m) => m.handOverFields(fields, null, Date.now() + waitMs, replayAll));
    return;
  }
  const root = document.getElementById('root');
  const serverView = root?.firstElementChild;
  if (!root || !serverView) {
    queue.stop();
    return;
  }
  // Taken now: React's commit replaces it.
  void handOver().then((m) => m.afterClientRender(queue, root, serverView, waitMs));
}
