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
 * Links are left to the browser (the server renders every page, so a full navigation works).
 * A form submitted before the app listens (Enter in the search box) is held the same way: the
 * browser would otherwise send the server's form itself and reload the page.
 */

/** What the inline script keeps on window (`__h5Early`). */
interface EarlyQueue {
  /**
   * Elements tapped before the app listened, with their place under #root and which of the
   * elements with their tag and text they are (`ordinal`, 0 = the first).
   */
  taps: Array<{ el: Element; path: number[]; tag: string; text: string; ordinal: number; submit?: boolean }>;
  /** Stops holding taps; returns what was held. */
  stop(): EarlyQueue['taps'];
}

declare global {
  interface Window {
    __h5Early?: EarlyQueue;
  }
}

/**
 * The script the server inlines in <head> (its CSP allows exactly this text by its hash). Plain
 * ES5 source, not a compiled function's text, so what is hashed is what runs (~0.8 kB).
 */
export const EARLY_CLICKS_SCRIPT = [
  '(function(){',
  'var taps=[],on=true;',
  'function hold(e,submit){',
  'var root=document.getElementById("root"),t=e.target;',
  'if(!on||!root||!t||!t.closest||!root.contains(t)||!root.firstElementChild)return;',
  'if(!submit&&t.closest("a[href]"))return;',
  'var path=[];',
  'for(var n=t;n!==root&&n.parentElement;n=n.parentElement)path.unshift(Array.prototype.indexOf.call(n.parentElement.children,n));',
  'var text=(t.textContent||"").trim().slice(0,80),all=root.getElementsByTagName(t.tagName),k=0;',
  'for(var i=0;i<all.length&&all[i]!==t;i++)if((all[i].textContent||"").trim().slice(0,80)===text)k++;',
  'taps.push({el:t,path:path,tag:t.tagName,text:text,ordinal:k,submit:submit});',
  'e.preventDefault();e.stopPropagation();',
  '}',
  'function click(e){hold(e,false);}',
  'function submit(e){hold(e,true);}',
  'document.addEventListener("click",click,true);',
  'document.addEventListener("submit",submit,true);',
  'window.__h5Early={taps:taps,stop:function(){on=false;document.removeEventListener("click",click,true);document.removeEventListener("submit",submit,true);return taps;}};',
  '})();',
].join('');

/** Hands a held tap (or form submission: Enter in a field) to the element now React's. */
function replay(el: HTMLElement, submit: boolean | undefined): void {
  if (!submit) el.click();
  else if (el instanceof HTMLFormElement) {
    if (typeof el.requestSubmit === 'function') el.requestSubmit();
    else el.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  }
}

function at(root: Element, path: readonly number[]): Element | null {
  let n: Element | null = root;
  for (const i of path) n = n?.children[i] ?? null;
  return n;
}

/** The element a held tap meant in the client's view: same place, else the same tag and text. */
function counterpart(root: Element, tap: EarlyQueue['taps'][number]): HTMLElement | null {
  const same = (el: Element | null): el is HTMLElement => el instanceof HTMLElement && el.tagName === tap.tag && (el.textContent ?? '').trim().slice(0, 80) === tap.text;
  const byPath = at(root, tap.path);
  if (same(byPath)) return byPath;
  if (tap.ordinal < 0 || !tap.text) return null;
  const candidates = Array.from(root.getElementsByTagName(tap.tag)).filter(same);
  return candidates[tap.ordinal] ?? null;
}

/**
 * Call right after hydrateRoot (`hydrated`: the server's elements are kept) or after a client
 * render was started over the server's view. With hydration, taps stop being held at once and are
 * handed to their elements. With a client render, the server's elements stay on screen, dead,
 * until React commits: taps are held until they are gone, then each goes to its counterpart in
 * the client's view (a member's view may differ a little from the guest's the server rendered).
 */
export function releaseEarlyClicks(hydrated: boolean, waitMs = 5000): void {
  const queue = typeof window === 'undefined' ? undefined : window.__h5Early;
  if (!queue) return;
  if (hydrated) {
    const taps = queue.stop();
    for (const tap of taps) if (tap.el.isConnected && tap.el instanceof HTMLElement) replay(tap.el, tap.submit);
    return;
  }
  const root = document.getElementById('root');
  const serverView = root?.firstElementChild;
  if (!root || !serverView) {
    queue.stop();
    return;
  }
  const until = Date.now() + waitMs;
  const pending: EarlyQueue['taps'] = [];
  let stopped = false;
  const attempt = (): void => {
    if (!stopped && (!serverView.isConnected || Date.now() >= until)) {
      stopped = true;
      queue.stop();
    }
    pending.push(...queue.taps.splice(0));
    if (stopped) {
      // The page's own part may still be loading (a lazy chunk): look again until it is there.
      for (let i = 0; i < pending.length; ) {
        const el = counterpart(root, pending[i]!);
        if (el) {
          const [tap] = pending.splice(i, 1);
          replay(el, tap?.submit);
        } else i++;
      }
      if (pending.length === 0 || Date.now() >= until + waitMs) return;
    }
    requestAnimationFrame(attempt);
  };
  attempt();
}
