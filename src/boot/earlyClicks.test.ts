import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CLICKS_SCRIPT, releaseEarlyClicks } from './earlyClicks.ts';

/** The server's view: a button and a link under #root. */
function serverView(): { button: HTMLButtonElement; link: HTMLAnchorElement } {
  document.body.innerHTML = '<div id="root"><main><p>x</p><button type="button">立即购买</button><a href="/h5/pages/goods/cart">cart</a></main></div>';
  return { button: document.querySelector('button')!, link: document.querySelector('a')! };
}

function runInlineScript(): void {
  // What the browser does with the inline <script> (tests only: the app itself never evaluates text).
  // eslint-disable-next-line no-eval -- the inline <script> the browser runs; happy-dom does not run scripts
  (0, eval)(EARLY_CLICKS_SCRIPT);
}

afterEach(() => {
  window.__h5Early?.stop();
  delete window.__h5Early;
  document.body.innerHTML = '';
});

describe('taps before the app listens', () => {
  it('holds a tap on the server view and hands it to the same element after hydration', () => {
    const { button } = serverView();
    runInlineScript();
    const early = vi.fn();
    document.addEventListener('click', early);
    button.click();
    expect(early).not.toHaveBeenCalled(); // held, not passed on
    document.removeEventListener('click', early);

    const handler = vi.fn();
    button.addEventListener('click', handler); // React listens once it has hydrated
    releaseEarlyClicks(true);
    expect(handler).toHaveBeenCalledTimes(1);
    // Taps after the release are the app's own, not held again.
    button.click();
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('holds a form submitted before the app listens (Enter in the search box) and submits it again after hydration', () => {
    document.body.innerHTML = '<div id="root"><form role="search" action=""><input value="耳机"><button type="button">Search</button></form></div>';
    const form = document.querySelector('form')!;
    runInlineScript();
    const native = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(native);
    expect(native.defaultPrevented).toBe(true); // the browser does not send the server's form
    expect(window.__h5Early?.taps).toHaveLength(1);

    const submitted = vi.fn((e: Event) => e.preventDefault());
    form.addEventListener('submit', submitted); // React's onSubmit, once hydrated
    releaseEarlyClicks(true);
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('hands several taps over in turn, each a task after the one before (ticking "agree", then "log in")', async () => {
    document.body.innerHTML = '<div id="root"><main><input type="checkbox" aria-label="agree"><button type="button">登录</button></main></div>';
    const box = document.querySelector('input')!;
    const button = document.querySelector('button')!;
    runInlineScript();
    box.click();
    button.click();
    expect(window.__h5Early?.taps).toHaveLength(2);
    const order: string[] = [];
    box.addEventListener('click', () => order.push('agree'));
    button.addEventListener('click', () => order.push('login'));
    releaseEarlyClicks(true);
    expect(order).toEqual(['agree']); // the next tap waits for the state the first one set to render
    await new Promise((r) => setTimeout(r, 0));
    expect(order).toEqual(['agree', 'login']);
    expect(box.checked).toBe(true);
  });

  it('hands a tap on a button\'s icon (an <svg>, which has no click()) to the button after hydration', () => {
    document.body.innerHTML = '<div id="root"><nav><button type="button"><span><svg viewBox="0 0 24 24"><path d="M4 13v-1"></path></svg></span><span>客服</span></button></nav></div>';
    const button = document.querySelector('button')!;
    const icon = document.querySelector('svg')!;
    runInlineScript();
    icon.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(window.__h5Early?.taps).toHaveLength(1);
    const handler = vi.fn();
    button.addEventListener('click', handler); // React's onClick, once hydrated
    releaseEarlyClicks(true);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('leaves links to the browser', () => {
    const { link } = serverView();
    runInlineScript();
    link.click();
    expect(window.__h5Early?.taps).toHaveLength(0);
  });

  it('after a client render over the server view, taps the element at the same place with the same text', async () => {
    const { button } = serverView();
    runInlineScript();
    button.click();
    releaseEarlyClicks(false, 1000);
    // The client render replaces the server's elements.
    const root = document.getElementById('root')!;
    root.innerHTML = '<main><p>x</p><button type="button">立即购买</button><a href="/h5/pages/goods/cart">cart</a></main>';
    const fresh = root.querySelector('button')!;
    const clicked = new Promise<void>((resolve) => fresh.addEventListener('click', () => resolve()));
    await clicked;
    expect(fresh.isConnected).toBe(true);
  });

  it('keeps holding taps until the client render has replaced the server view, then finds the same button elsewhere', async () => {
    serverView();
    runInlineScript();
    releaseEarlyClicks(false, 1000);
    // Tapped after the release, while the server's (dead) view is still shown.
    document.querySelector('button')!.click();
    expect(window.__h5Early?.taps).toHaveLength(1);
    // A member's view: one more block before the button, so its place differs.
    const root = document.getElementById('root')!;
    root.innerHTML = '<main><div>coupon</div><p>x</p><button type="button">立即购买</button></main>';
    const fresh = root.querySelector('button')!;
    await new Promise<void>((resolve) => fresh.addEventListener('click', () => resolve()));
    // Held no more: a later tap is the app's own.
    const own = vi.fn();
    document.addEventListener('click', own);
    fresh.click();
    document.removeEventListener('click', own);
    expect(own).toHaveBeenCalledTimes(1);
  });

  it('a tap on a button\'s icon is held as the button\'s: after a client render it finds the button elsewhere', async () => {
    document.body.innerHTML = '<div id="root"><nav><button type="button"><svg viewBox="0 0 24 24"><path d="M4 13v-1"></path></svg><span>客服</span></button></nav></div>';
    runInlineScript();
    document.querySelector('path')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(window.__h5Early?.taps.map((t) => [t.tag, t.text])).toEqual([['BUTTON', '客服']]);
    releaseEarlyClicks(false, 1000);
    // A member's view: one more button before it, so its place differs.
    const root = document.getElementById('root')!;
    root.innerHTML = '<nav><button type="button">首页</button><button type="button"><svg viewBox="0 0 24 24"><path d="M4 13v-1"></path></svg><span>客服</span></button></nav>';
    const fresh = root.querySelectorAll('button')[1]!;
    await new Promise<void>((resolve) => fresh.addEventListener('click', () => resolve()));
  });

  it('drops a held tap whose element changed text in the client render', async () => {
    const { button } = serverView();
    runInlineScript();
    button.click();
    releaseEarlyClicks(false, 100);
    const root = document.getElementById('root')!;
    root.innerHTML = '<main><p>x</p><button type="button">去登录</button></main>';
    const other = vi.fn();
    root.querySelector('button')!.addEventListener('click', other);
    await new Promise((r) => setTimeout(r, 250));
    expect(other).not.toHaveBeenCalled();
  });

  it('does nothing without the inline script (no server view)', () => {
    expect(() => releaseEarlyClicks(true)).not.toThrow();
  });
});
