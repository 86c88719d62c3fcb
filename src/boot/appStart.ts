/**
 * When the app's JavaScript starts loading. The server paints every page it can from its own
 * markup (links work as plain links, taps on buttons are held: earlyClicks.ts), so on such a page
 * the scripts are needed only to hydrate it, and on a slow network they would take the bandwidth
 * the page's pictures need for its largest paint. The document therefore names the entry and its
 * preloads in `<meta name="h5-app">` (server/http/h5.ts moves them there from Vite's tags) and this
 * inline script adds them:
 * - at once when there is no server view (#root empty: the app has to render the page);
 * - on a server view, one frame after the `load` event (the eager pictures are in), or on the
 *   first touch, key or focus (a tap or a field waits for the app), or 3 s after the document
 *   at the latest.
 */
import { EARLY_CLICKS_SCRIPT } from './earlyClicksScript.ts';

/** Plain ES5 source (what the CSP hash covers is what runs). */
export const APP_START_SCRIPT = [
  '(function(){',
  'var started=false,d=document;',
  'function start(){',
  'if(started)return;var m=d.querySelector(\'meta[name="h5-app"]\');if(!m)return;started=true;',
  'var u=(m.getAttribute("content")||"").split(" "),h=d.head;',
  'for(var i=1;i<u.length;i++){var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=u[i];h.appendChild(l);}',
  'var s=d.createElement("script");s.type="module";s.crossOrigin="";s.src=u[0];h.appendChild(s);',
  '}',
  'function later(){requestAnimationFrame(function(){setTimeout(start,0);});}',
  'addEventListener("pointerdown",start,true);addEventListener("keydown",start,true);addEventListener("focusin",start,true);',
  'd.addEventListener("DOMContentLoaded",function(){',
  'var root=d.getElementById("root");',
  'if(!root||!root.firstElementChild){start();return;}',
  'if(d.readyState==="complete")later();else addEventListener("load",later);',
  'setTimeout(start,3000);',
  '});',
  'window.__h5Start=start;',
  '})();',
].join('');

/** The one inline script of the H5 document (server/http/h5.ts writes it, app.ts allows its hash). */
export const HEAD_SCRIPT = EARLY_CLICKS_SCRIPT + APP_START_SCRIPT;

/** The server's switches of the first view (server/config.ts: FIRST_VIEW_DEFER, EARLY_TAPS; both on by default). */
export interface FirstViewSwitches {
  /** The app starts after the server view's pictures (APP_START_SCRIPT, deferAppScripts); off: at once. */
  firstViewDefer: boolean;
  /** Taps and typing before the app listens are held (EARLY_CLICKS_SCRIPT); off: not held. */
  earlyTaps: boolean;
}

/** The inline script for these switches ('' when both are off: the document has none). */
export function headScript(s: FirstViewSwitches): string {
  return (s.earlyTaps ? EARLY_CLICKS_SCRIPT : '') + (s.firstViewDefer ? APP_START_SCRIPT : '');
}

declare global {
  interface Window {
    /** Starts loading the app now (tests, and anything that needs it before the trigger). */
    __h5Start?: () => void;
  }
}

const SCRIPT_TAG = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>\s*/g;
const PRELOAD_TAG = /<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">\s*/g;

/**
 * Vite's index.html with the entry's `<script type="module">` and `<link rel="modulepreload">`
 * tags taken out and named in `<meta name="h5-app" content="entry preload…">` in their place of
 * the head, for APP_START_SCRIPT. A template without an entry script is returned unchanged.
 */
export function deferAppScripts(html: string): string {
  const head = html.indexOf('</head>');
  if (head < 0) return html;
  const part = html.slice(0, head);
  const entries = [...part.matchAll(SCRIPT_TAG)].map((m) => m[1]!);
  if (entries.length !== 1) return html;
  const preloads = [...part.matchAll(PRELOAD_TAG)].map((m) => m[1]!);
  const urls = [entries[0]!, ...preloads];
  if (urls.some((u) => /[\s"<>&]/.test(u))) return html;
  const meta = `<meta name="h5-app" content="${urls.join(' ')}">\n    `;
  let placed = false;
  const rest = part
    .replace(SCRIPT_TAG, () => {
      placed = true;
      return meta;
    })
    .replace(PRELOAD_TAG, '');
  return placed ? rest + html.slice(head) : html;
}
