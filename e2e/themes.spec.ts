/**
 * The colour themes on every built page. The route list is read at run time (src/routes/routes.json:
 * every route with a page file under src/pages/, plus the diy tab pages), so a new page is covered
 * as soon as its file exists. Each page opens once per language, under one of two themes besides the
 * default (alternating, so across the two languages every page is seen under both):
 *
 * - `black`: its price colour (#c8a063) differs from every other theme's, and its main colour is far
 *   from the default red;
 * - `yellow`: its button text colour (#303133) is the only one that is not white, so white text hard-coded
 *   on a main-coloured button shows up.
 *
 * The shop's theme is a merchant setting (SHOP_STYLE_CONFIG): the test switches it on the real server
 * through `/dev/config` (the server then inlines the theme into the page's HTML and answers it from
 * /api/config/init at once) and puts the shop's own theme back afterwards. It is a setting of the
 * whole shop, so the spec runs serially, and the suite runs one worker (playwright.config.ts): no
 * other spec sees these themes. Everything asserted is what the shopper sees, computed colours:
 *
 * 1. the page paints something (a button, an active tab, a badge…) in the theme's main colour;
 * 2. nothing paints a colour that belongs to another theme and not to this one (a hard-coded
 *    `#f4391c` where `var(--base-color)` belongs, a default-theme price red under black);
 * 3. text standing on the main colour uses the theme's button text colour.
 *
 * Each page's screenshot is saved under e2e/screenshots/pages/<language>/: the one place every
 * built page is pictured in both languages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { asGuest, builtRoutes, makeFixture, urlOf, type Envelope } from './builtRoutes.ts';
import { expect, test } from './fixtures.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHOTS = path.join('e2e', 'screenshots', 'pages');

// ---------------------------------------------------------------------------------------------
// Themes (src/theme/themes.json) and the colours each one may paint.

type ThemeTable = Record<string, Record<string, string | Record<string, string>>>;
const THEMES = JSON.parse(fs.readFileSync(path.join(ROOT, 'src/theme/themes.json'), 'utf8')) as ThemeTable;
const UNDER_TEST = ['black', 'yellow'] as const;
type ThemeName = (typeof UNDER_TEST)[number];

/** A colour of a theme, at the top level (`main_color`) or in a group (`goods_detail.goods_btn_color`). */
function colour(name: string, key: string): string {
  const [a, b] = key.split('.') as [string, string | undefined];
  const v = THEMES[name]?.[a];
  const c = typeof v === 'string' ? v : b !== undefined ? v?.[b] : undefined;
  if (c === undefined) throw new Error(`themes.json: ${name} has no ${key}`);
  return c;
}

/** '#F4391c', 'rgb(252,82,39)', 'rgba(252,82,39,1)' → '244,57,28'; undefined when not a colour. */
function rgbKey(colour: string): string | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (hex) {
    const h = hex[1]!.length === 3 ? [...hex[1]!].map((c) => c + c).join('') : hex[1]!;
    return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)).join(',');
  }
  const fn = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i.exec(colour.trim());
  return fn ? `${fn[1]},${fn[2]},${fn[3]}` : undefined;
}

/** The main colour mixed with white, 90 % … 50 % (the theme's --base-color-light-9 … -5). */
function lightSteps(main: string): string[] {
  const rgb = rgbKey(main)!.split(',').map(Number);
  const out: string[] = [];
  for (let i = 9; i >= 5; i--) out.push(rgb.map((v) => Math.round(v * (1 - i / 10) + 255 * (i / 10))).join(','));
  return out;
}

/** Every colour of a theme (top level, groups, light steps), as rgb keys. */
function palette(name: string): Set<string> {
  const theme = THEMES[name]!;
  const out = new Set<string>(lightSteps(colour(name, 'main_color')));
  for (const v of Object.values(theme)) {
    for (const c of typeof v === 'string' ? [v] : Object.values(v)) {
      const k = rgbKey(c);
      if (k) out.add(k);
    }
  }
  return out;
}

/** Greys, white and near-black are every theme's text and lines, never a theme's signature. */
function isNeutral(key: string): boolean {
  const [r, g, b] = key.split(',').map(Number) as [number, number, number];
  return Math.max(r, g, b) - Math.min(r, g, b) < 20;
}

/**
 * Colours no theme owns although one lists them: pure red is black's cart-count corner and also any
 * merchant's red (the seeded home page's coupon amounts are #FF0000 by its diy document); #FA6400 is
 * green's and blue's aux colour and also the seeded seckill block's title gradient start (its diy
 * document's `bgColorStart`: the merchant's colour, painted under every theme).
 */
const GENERIC = new Set(['255,0,0', '250,100,0']);

/** Colours of the other themes that `name` does not have: none of them may be painted under it. */
function foreignColours(name: string): string[] {
  const own = palette(name);
  const out = new Set<string>();
  for (const other of Object.keys(THEMES)) {
    if (other === name) continue;
    for (const k of palette(other)) if (!own.has(k) && !isNeutral(k) && !GENERIC.has(k)) out.add(k);
  }
  return [...out];
}

/** The shop's theme row as /api/config/init answers it (`style_theme`). */
type StyleTheme = Record<string, unknown> & { name: string };

async function currentTheme(request: APIRequestContext): Promise<StyleTheme> {
  const init = (await (await request.get('/api/config/init')).json()) as Envelope<{ style_theme: StyleTheme }>;
  expect(init.code, init.message).toBeGreaterThanOrEqual(0);
  return init.data.style_theme;
}

/**
 * Makes `style` (a theme name, or a whole theme row to put back) the shop's theme, as the merchant
 * would: /dev/config stores it and the server shows it on the next page at once.
 */
async function setTheme(request: APIRequestContext, style: ThemeName | StyleTheme): Promise<void> {
  const value = typeof style === 'string' ? { name: style } : style;
  const res = (await (await request.post('/dev/config', { form: { config_key: 'SHOP_STYLE_CONFIG', value: JSON.stringify(value) } })).json()) as Envelope<StyleTheme>;
  expect(res.code, `/dev/config SHOP_STYLE_CONFIG ${JSON.stringify(value)}: ${res.message}`).toBeGreaterThanOrEqual(0);
  expect(res.data.name).toBe(value.name);
}

// ---------------------------------------------------------------------------------------------
// What the page paints.

interface Paint {
  where: string;
  prop: string;
  colour: string;
}
interface Census {
  main: Paint[];
  foreign: Paint[];
  unreadable: Paint[];
}

/** Runs in the page: every visible element and its ::before/::after, the colours it paints. */
function census(args: { main: string; buttonBgs: string[]; buttonText: string; foreign: string[] }): Census {
  const out: Census = { main: [], foreign: [], unreadable: [] };
  const foreign = new Set(args.foreign);
  const buttonBgs = new Set(args.buttonBgs);
  const keys = (value: string): string[] => {
    const found: string[] = [];
    for (const m of value.matchAll(/rgba?\(\s*(\d+)[,\s]+(\d+)[,\s]+(\d+)(?:[,\s/]+([\d.]+))?\s*\)/g)) {
      if (m[4] !== undefined && Number(m[4]) === 0) continue;
      found.push(`${m[1]},${m[2]},${m[3]}`);
    }
    // pictures drawn in CSS (url("data:image/svg+xml,…fill='%23f4391c'…"))
    for (const m of value.matchAll(/(?:%23|#)([0-9a-f]{6})\b/gi)) {
      const h = m[1]!;
      found.push([0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)).join(','));
    }
    return found;
  };
  const name = (el: Element): string => {
    const parts: string[] = [];
    for (let e: Element | null = el; e && e !== document.body && parts.length < 3; e = e.parentElement) {
      const tid = e.getAttribute('data-testid');
      const cls = typeof e.className === 'string' && e.className.trim() ? '.' + e.className.trim().split(/\s+/).join('.') : '';
      parts.unshift(`${e.tagName.toLowerCase()}${tid ? `[data-testid=${tid}]` : ''}${cls}`);
    }
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 24);
    return parts.join(' > ') + (text ? ` "${text}"` : '');
  };
  const ownText = (el: Element): boolean => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
  /** The colour behind el's text, or undefined behind a picture or a gradient. */
  const backdrop = (el: Element): string | undefined => {
    for (let e: Element | null = el; e; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (cs.backgroundImage !== 'none') return undefined;
      const k = keys(cs.backgroundColor)[0];
      if (k) return k;
    }
    return undefined;
  };

  for (const el of document.body.querySelectorAll('*')) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    for (const pseudo of [null, '::before', '::after'] as const) {
      const cs = getComputedStyle(el, pseudo);
      if (pseudo && (cs.content === 'none' || cs.content === 'normal')) continue;
      if (cs.visibility === 'hidden' || cs.display === 'none') continue;
      const where = name(el) + (pseudo ?? '');
      const props: Array<[string, string]> = [];
      const parent = el.parentElement ? getComputedStyle(el.parentElement).color : '';
      if (pseudo || cs.color !== parent) props.push(['color', cs.color]);
      props.push(['background-color', cs.backgroundColor]);
      if (cs.backgroundImage !== 'none') props.push(['background-image', cs.backgroundImage]);
      for (const side of ['Top', 'Right', 'Bottom', 'Left'] as const) {
        if (parseFloat(cs[`border${side}Width`]) > 0 && cs[`border${side}Style`] !== 'none') props.push([`border-${side.toLowerCase()}-color`, cs[`border${side}Color`]]);
      }
      if (cs.boxShadow !== 'none') props.push(['box-shadow', cs.boxShadow]);
      if (el instanceof SVGElement) props.push(['fill', cs.fill], ['stroke', cs.stroke]);
      for (const [prop, value] of props) {
        for (const k of new Set(keys(value))) {
          if (k === args.main) out.main.push({ where, prop, colour: value });
          if (foreign.has(k)) out.foreign.push({ where, prop, colour: value });
        }
      }
      if (!pseudo && ownText(el)) {
        const bg = backdrop(el);
        const text = keys(cs.color)[0];
        if (bg && buttonBgs.has(bg) && text !== args.buttonText) out.unreadable.push({ where, prop: `color on rgb(${bg})`, colour: cs.color });
      }
    }
  }
  return out;
}

async function paints(page: Page, name: ThemeName): Promise<Census> {
  const key = (k: string): string => rgbKey(colour(name, k))!;
  const buttonBgs = new Set(['main_color', 'bg_color', 'promotion_color', 'goods_detail.goods_btn_color'].map(key));
  return page.evaluate(census, { main: key('main_color'), buttonBgs: [...buttonBgs], buttonText: key('btn_text_color'), foreign: foreignColours(name) });
}

/**
 * Pages that have no primary-coloured element in their first view (nothing is selected or to be
 * confirmed yet; the wallet's record lists and the game record of a member with no records show only their empty state;
 * the member card's agreement, the help centre and the help, notice and article details are text only;
 * the route walk's webview shows the refusal of an address the shop does not allow).
 */
const WITHOUT_PRIMARY = new Set([
  'pages_tool/order/refund_type_select',
  'pages_tool/member/withdrawal',
  'pages_tool/recharge/order_list',
  'pages_tool/member/card_agreement',
  'pages_tool/help/list',
  'pages_tool/help/detail',
  'pages_tool/notice/detail',
  'pages_tool/article/detail',
  'pages_promotion/game/record',
  'pages_tool/webview/webview',
]);

/**
 * Pages that send the shopper on by what they find (the cancellation status: no application yet →
 * the agreement; the closed-shop page of an open shop → home).
 */
const SENDS_ON = new Set(['pages_tool/member/cancelstatus', 'pages_tool/storeclose/storeclose']);

const ROUTES = builtRoutes();

/** Polls the page until `ok` holds or `ms` pass; answers the last census. */
async function settle(page: Page, theme: ThemeName, ok: (c: Census) => boolean, ms = 5000): Promise<Census> {
  const until = Date.now() + ms;
  for (;;) {
    const seen = await paints(page, theme);
    if (ok(seen) || Date.now() > until) return seen;
    await page.waitForTimeout(250);
  }
}

// The theme is the whole shop's: this spec's tests never run beside each other, and whatever happens
// the shop gets its own theme back.
test.describe.configure({ mode: 'serial' });

let shopTheme: StyleTheme | undefined;

test.beforeAll(async ({ playwright }, info) => {
  const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  try {
    shopTheme = await currentTheme(request);
  } finally {
    await request.dispose();
  }
});

// Also after a test that timed out (its own `finally` does not run then).
test.afterAll(async ({ playwright }, info) => {
  if (!shopTheme) return;
  const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  try {
    await setTheme(request, shopTheme);
  } finally {
    await request.dispose();
  }
});

// One test per language walks every page in one browser page (a context per page would double the
// run time); each page is a step and its findings are soft, so one run lists every page that fails.
test('themes on every built page', async ({ page, lang, request }) => {
  test.setTimeout(ROUTES.length * 10_000);
  expect(ROUTES.length, 'built routes in the manifest').toBeGreaterThan(40);
  expect(ROUTES.map((r) => r.path)).toEqual(expect.arrayContaining(['/', '/pages/goods/detail', '/pages/order/list', '/pages_tool/member/address']));

  const fx = await makeFixture(request, lang);
  fs.mkdirSync(path.join(SHOTS, lang), { recursive: true });

  // The member's token on every page but the account pages, which a guest sees.
  const guestPaths = ROUTES.filter(asGuest).map((r) => `/h5${r.path}`);
  await page.addInitScript(
    ([token, sku, guests]) => {
      if (guests.includes(location.pathname)) {
        localStorage.removeItem('h5_token');
        localStorage.removeItem('h5_memberInfo');
      } else {
        localStorage.setItem('h5_token', JSON.stringify(token));
      }
      localStorage.setItem('h5_orderCreateData', JSON.stringify({ sku_id: Number(sku), num: 1 }));
    },
    [fx.token, fx.values.sku_id!, guestPaths] as const,
  );
  let current: ThemeName | undefined;

  try {
    for (const [index, route] of ROUTES.entries()) {
      const theme = UNDER_TEST[(index + (lang === 'en-us' ? 1 : 0)) % UNDER_TEST.length]!;
      const url = urlOf(route, fx);
      await test.step(`${url} in ${theme}`, async () => {
        if (theme !== current) {
          await setTheme(request, theme);
          current = theme;
        }
        await page.goto(url);
        await page.waitForLoadState('networkidle');
        if (!SENDS_ON.has(route.id)) expect.soft(new URL(page.url()).pathname, `${url} stays on its page`).toBe(new URL(url, 'http://x').pathname);

        const primary = !WITHOUT_PRIMARY.has(route.id);
        const seen = await settle(page, theme, (c) => !primary || c.main.length > 0);
        // 1. the theme's main colour is on the page
        if (primary) expect.soft(seen.main.length, `${url}: something painted in ${theme}'s main colour ${colour(theme, 'main_color')}`).toBeGreaterThan(0);
        // 2. no colour of another theme
        expect.soft(seen.foreign, `${url} under ${theme}: colours of other themes (hard-coded where a theme variable belongs)`).toEqual([]);
        // 3. text on the main colour in the theme's button text colour
        expect.soft(seen.unreadable, `${url} under ${theme}: text on the main colour not in btn_text_color ${colour(theme, 'btn_text_color')}`).toEqual([]);
        // Every built page in both languages, for looking at (journeys run in one language each).
        await page.screenshot({ path: path.join(SHOTS, lang, `${route.id.replace(/\W+/g, '_')}.png`) });
      });
    }
  } finally {
    if (shopTheme) await setTheme(request, shopTheme);
  }
});
