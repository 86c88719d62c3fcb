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

/**
 * The script the server inlines in <head> (its CSP allows exactly this text by its hash). Plain
 * ES5 source, not a compiled function's text, so what is hashed is what runs (~0.8 kB).
 */
export const EARLY_CLICKS_SCRIPT = [
  '(function(){',
  'var taps=[],fields=[],on=true,CONTROL=\'button,[role="button"],[role="tab"],[role="switch"],[role="checkbox"],[role="radio"],[role="option"],[role="menuitem"]\';',
  'function place(t,root){var p=[];for(var n=t;n!==root&&n.parentElement;n=n.parentElement)p.unshift(Array.prototype.indexOf.call(n.parentElement.children,n));return p;}',
  'function hold(e,submit){',
  'var root=document.getElementById("root"),t=e.target;',
  'if(!on||!root||!t||!t.closest||!root.contains(t)||!root.firstElementChild)return;',
  'if(!submit)t=t.closest(CONTROL)||t;',
  'if(!submit&&t.closest("a[href]"))return;',
  'var text=(t.textContent||"").trim().slice(0,80),all=root.getElementsByTagName(t.tagName),k=0;',
  'for(var i=0;i<all.length&&all[i]!==t;i++)if((all[i].textContent||"").trim().slice(0,80)===text)k++;',
  'taps.push({el:t,path:place(t,root),tag:t.tagName,text:text,ordinal:k,submit:submit});',
  'e.preventDefault();e.stopPropagation();',
  '}',
  'function click(e){hold(e,false);}',
  'function submit(e){hold(e,true);}',
  'function typed(e){',
  'var root=document.getElementById("root"),t=e.target;',
  'if(!on||!root||!t||!root.contains(t)||!/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)||/^(checkbox|radio|file)$/.test(t.type))return;',
  'for(var i=0;i<fields.length;i++)if(fields[i].el===t){fields[i].value=t.value;return;}',
  'fields.push({el:t,path:place(t,root),tag:t.tagName,name:t.getAttribute("name")||"",value:t.value});',
  '}',
  'document.addEventListener("click",click,true);',
  'document.addEventListener("submit",submit,true);',
  'document.addEventListener("input",typed,true);',
  'window.__h5Early={taps:taps,fields:fields,stop:function(){on=false;document.removeEventListener("click",click,true);document.removeEventListener("submit",submit,true);document.removeEventListener("input",typed,true);return taps;}};',
  '})();',
].join('');

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
