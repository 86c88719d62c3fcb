import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_START_SCRIPT, deferAppScripts } from './appStart.ts';

const VITE_HTML = [
  '<!doctype html><html><head><title>Shop</title>',
  '    <!--app-head-->',
  '    <script type="module" crossorigin src="/h5/assets/index-E.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/h5/assets/rolldown-runtime-R.js">',
  '    <link rel="modulepreload" crossorigin href="/h5/assets/core-C.js">',
  '    <link rel="stylesheet" crossorigin href="/h5/assets/core-C.css">',
  '  </head><body><div id="root"><!--app-html--></div><!--app-init--></body></html>',
].join('\n');

describe('deferAppScripts', () => {
  it('moves the entry and its preloads into <meta name="h5-app">', () => {
    const out = deferAppScripts(VITE_HTML);
    expect(out).toContain('<meta name="h5-app" content="/h5/assets/index-E.js /h5/assets/rolldown-runtime-R.js /h5/assets/core-C.js">');
    expect(out).not.toContain('<script type="module"');
    expect(out).not.toContain('modulepreload');
    // Everything else stays where it was.
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/h5/assets/core-C.css">');
    expect(out).toContain('<div id="root"><!--app-html--></div><!--app-init-->');
  });

  it('leaves a template it does not understand unchanged', () => {
    const two = VITE_HTML.replace('</head>', '<script type="module" src="/h5/assets/other.js"></script></head>');
    expect(deferAppScripts(two)).toBe(two);
    const none = '<html><head></head><body></body></html>';
    expect(deferAppScripts(none)).toBe(none);
  });
});

/** The document after the server wrote it: the meta, and a server view in #root or not. */
function documentWith(serverView: boolean): void {
  document.head.innerHTML = '<meta name="h5-app" content="/h5/assets/index-E.js /h5/assets/core-C.js">';
  document.body.innerHTML = serverView ? '<div id="root"><main><button>buy</button></main></div>' : '<div id="root"></div>';
}

function runInlineScript(): void {
  // What the browser does with the inline <script> (tests only: the app itself never evaluates text).
  // eslint-disable-next-line no-eval -- the inline <script> the browser runs; happy-dom does not run scripts
  (0, eval)(APP_START_SCRIPT);
}

// happy-dom would fetch an added module script; the tests keep what the script adds instead.
const appended: Element[] = [];

/** Whether the app's scripts were added (as the browser would then fetch them). */
function started(): { script: string | null; preloads: string[] } {
  const script = appended.find((n) => n instanceof HTMLScriptElement);
  return {
    script: script?.getAttribute('src') ?? null,
    preloads: appended.filter((n) => n instanceof HTMLLinkElement && n.rel === 'modulepreload').map((l) => l.getAttribute('href') ?? ''),
  };
}

describe('APP_START_SCRIPT', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // As while the document's pictures are still loading.
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    vi.spyOn(HTMLHeadElement.prototype, 'appendChild').mockImplementation((node) => {
      appended.push(node as unknown as Element);
      return node;
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    appended.length = 0;
    delete window.__h5Start;
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('starts at once when the server sent no view', () => {
    documentWith(false);
    runInlineScript();
    expect(started().script).toBeNull();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(started()).toEqual({ script: '/h5/assets/index-E.js', preloads: ['/h5/assets/core-C.js'] });
  });

  it('on a server view, waits for the pictures (load) and one frame', () => {
    documentWith(true);
    runInlineScript();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(started().script).toBeNull();
    window.dispatchEvent(new Event('load'));
    expect(started().script).toBeNull(); // not before the frame after load
    vi.advanceTimersByTime(50);
    expect(started().script).toBe('/h5/assets/index-E.js');
  });

  it('on a server view, starts on the first touch, and only once', () => {
    documentWith(true);
    runInlineScript();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    window.dispatchEvent(new Event('pointerdown'));
    expect(started().script).toBe('/h5/assets/index-E.js');
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(5000);
    expect(appended.filter((n) => n instanceof HTMLScriptElement)).toHaveLength(1);
  });

  it('on a server view, starts when a field is focused', () => {
    documentWith(true);
    runInlineScript();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    document.body.querySelector('button')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(started().script).toBe('/h5/assets/index-E.js');
  });

  it('on a server view whose pictures never finish, starts after 3 s', () => {
    documentWith(true);
    runInlineScript();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    vi.advanceTimersByTime(2900);
    expect(started().script).toBeNull();
    vi.advanceTimersByTime(200);
    expect(started().script).toBe('/h5/assets/index-E.js');
  });
});
