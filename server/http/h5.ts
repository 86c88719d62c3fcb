import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, type Transform } from 'node:stream';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isThemeName } from '../../src/theme/themes.ts';
import { themeStyleText } from '../../src/theme/variables.ts';
import type { H5InitOptions } from '../modules/config/h5init.ts';
import { firstViewTexts } from '../modules/config/h5initTexts.ts';
import type { Services } from './services.ts';
import { registerUploads } from './uploads.ts';
import { deferAppScripts, headScript } from '../../src/boot/appStart.ts';
import { SERVER_SHARE_ATTR } from '../../src/shell/shareMark.ts';
import { shareTags } from '../../src/shell/shareTags.ts';
import type { PageMeta } from '../../src/renderer/types.ts';

const MIME: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** JSON safe inside a <script> element: no "</script>", no HTML comment openers, no U+2028/9. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Longest the HTML waits for the server-rendered first view; slower, the browser renders it. */
const SSR_BUDGET_MS = 400;
/** Server renders queued at most (each takes a few ms; a burst beyond this gets client rendering). */
const SSR_MAX_PENDING = 16;

type SsrLang = 'zh-cn' | 'en-us';
type SsrInit = { config: Record<string, unknown>; page?: Record<string, unknown>; [key: string]: unknown };
interface SsrView {
  html: string;
  lang: string;
  /** The answers of the route lookups the render made (src/app/ssr.tsx), inlined as `__INIT__.routes`. */
  routes?: unknown;
}
interface SsrModule {
  render(input: { url: string; lang: SsrLang; init: SsrInit }): Promise<SsrView | null>;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isLang = (v: unknown): v is SsrLang => v === 'zh-cn' || v === 'en-us';

/** The `h5_lang` cookie the app writes (src/boot/start.ts), when it names a language. */
export function cookieLang(header: string | undefined): SsrLang | undefined {
  for (const part of (header ?? '').split(';')) {
    const [k, v] = part.split('=').map((x) => x.trim());
    if (k === 'h5_lang') {
      let value = v ?? '';
      try {
        value = decodeURIComponent(value);
      } catch {
        return undefined;
      }
      return isLang(value) ? value : undefined;
    }
  }
  return undefined;
}

/**
 * The interface language the browser will show: `?lang=`, else the `h5_lang` cookie it writes,
 * else the app's default. The first view is rendered, and its texts inlined, in it.
 */
export function interfaceLang(query: unknown, cookieHeader: string | undefined): SsrLang {
  const q = isObject(query) ? query.lang : undefined;
  return isLang(q) ? q : (cookieLang(cookieHeader) ?? 'zh-cn');
}

/** `src` of the first `<img loading="eager">` of server-rendered markup (a site path), if any. */
export function firstEagerImage(html: string): string | undefined {
  for (const m of html.matchAll(/<img\b[^>]*>/g)) {
    const tag = m[0];
    if (!/\bloading="eager"/.test(tag)) continue;
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1]?.replace(/&amp;/g, '&');
    if (src && src.startsWith('/') && !src.startsWith('//')) return src;
  }
  return undefined;
}

const attr = (v: string): string => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** CSS text safe inside a <style> element. */
const styleText = (css: string): string => css.replace(/<\/style/gi, '<\\/style');

/**
 * The share tags (og:title, og:image, …) of the inlined page, for crawlers and the WeChat share
 * card: `page` is `__INIT__.page`, `pageUrl` the absolute URL of the request. Marked with the
 * page's id so that the browser keeps them while that page is shown (src/shell/PageGlobals.tsx).
 */
export function shareMetaTags(page: unknown, config: unknown, pageUrl: string): string {
  const schema = isObject(page) && isObject(page.schema) ? page.schema : page;
  if (!isObject(schema) || typeof schema.id !== 'string' || !isObject(schema.meta)) return '';
  const meta = schema.meta as PageMeta;
  // A bound title is only known to the page once its data is in; the share title or none then.
  const title = typeof meta.title === 'string' && !meta.title.includes('${') ? meta.title : undefined;
  const logo = isObject(config) && isObject(config.site_info) ? config.site_info.logo_square : undefined;
  return shareTags(meta.share, title, logo, pageUrl)
    .map(([kind, key, value]) => `<meta ${kind}="${attr(key)}" content="${attr(value)}" ${SERVER_SHARE_ATTR}="${attr(schema.id as string)}">`)
    .join('\n    ');
}

/**
 * `<head>` additions for the first page (`head` of the h5Init answer): its widget and i18n chunks
 * as modulepreload and its CSS, so that a page the browser renders loads them in the same round
 * as the entry, and its first large image (the likely largest paint), at high priority.
 * With `readCss` (a server-rendered view), the CSS is written inline instead, so the first paint
 * needs nothing but the document; a disabled link per file (never fetched) tells Vite's chunk
 * loader the styles are there (it would otherwise fetch and wait for them during hydration).
 */
export function headLinks(head: unknown, base = '/h5/', readCss?: (file: string) => string | null): string {
  if (typeof head !== 'object' || head === null) return '';
  const h = head as { js?: unknown; css?: unknown; images?: unknown };
  const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x !== '' && !x.includes('..')) : []);
  const out: string[] = [];
  for (const f of list(h.css)) {
    const css = readCss?.(f);
    if (typeof css === 'string') out.push(`<style data-href="${attr(base + f)}">${styleText(css)}</style><link rel="stylesheet" crossorigin href="${attr(base + f)}" disabled>`);
    else out.push(`<link rel="stylesheet" crossorigin href="${attr(base + f)}">`);
  }
  for (const f of list(h.js)) out.push(`<link rel="modulepreload" crossorigin href="${attr(base + f)}">`);
  // The page paints from the server's markup, so its largest image matters more than the scripts.
  for (const u of list(h.images).slice(0, 2)) out.push(`<link rel="preload" as="image" fetchpriority="high" href="${attr(u)}">`);
  return out.join('\n    ');
}

/**
 * Serves the built app under /h5/: hashed assets with a year of caching, every other path
 * answered by index.html (history routing) with the first render's data inlined, and the
 * uploaded / generated images under /upload/.
 */
export async function registerH5(app: FastifyInstance, services: Services): Promise<void> {
  const { distDir, dataDir } = services.config;
  const uploadDir = path.join(dataDir, 'upload');
  fs.mkdirSync(uploadDir, { recursive: true });

  await registerUploads(app, uploadDir);

  const indexFile = path.join(distDir, 'index.html');
  const base = '/h5/';
  const assetsDir = path.join(distDir, 'assets');
  if (fs.existsSync(assetsDir)) {
    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: '/h5/assets/',
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: '365d',
      // Hashed names never change content: nothing to revalidate or resume.
      etag: false,
      lastModified: false,
      acceptRanges: false,
      // The build's brotli and gzip copies (scripts/precompress.ts) as they are, by Accept-Encoding
      // (with `Vary: Accept-Encoding`); a file without copies goes through the compress plugin.
      preCompressed: true,
    });
  }

  const production = services.config.mode === 'production';
  const cssFiles = new Map<string, string | null>();
  /** A built CSS file's text (kept in production), null when it is not there. */
  const readCss = (file: string): string | null => {
    if (production && cssFiles.has(file)) return cssFiles.get(file) ?? null;
    const full = path.join(distDir, file);
    const text = full.startsWith(distDir) && file.endsWith('.css') && fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : null;
    cssFiles.set(file, text);
    return text;
  };

  let template: string | null = null;
  const inlineScript = headScript(services.config);
  const readTemplate = (): string | null => {
    if (template && production) return template;
    const html = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
    // The entry's stylesheet goes inline: the first paint (a server-rendered view) needs no request.
    // And the inline script (CSP: by hash) that holds taps on the server's view until the app
    // listens (EARLY_TAPS) and starts the app's scripts, named in <meta name="h5-app">: at once
    // without a server view, after the page's pictures with one (FIRST_VIEW_DEFER,
    // src/boot/appStart.ts). Each switch off drops its part; deferral off keeps Vite's tags.
    const deferred = html === null ? undefined : services.config.firstViewDefer ? deferAppScripts(html) : html;
    template = deferred?.replace(/<!--app-head-->/, () => (inlineScript ? `<script>${inlineScript}</script>` : '')).replace(/<link rel="stylesheet"(?: crossorigin)? href="\/h5\/([^"]+\.css)">/g, (tag, file: string) => {
      const css = readCss(file);
      return css === null ? tag : `<style data-href="${attr(base + file)}">${styleText(css)}</style>`;
    }) ?? null;
    return template;
  };

  /** API routes called in-process for the first render's data, as a guest browser would. */
  const inject = async (apiPath: string, params: Record<string, string>, lang: string) => {
    const qs = new URLSearchParams({ app_type: 'h5', app_type_name: 'H5', lang, ...params }).toString();
    const res = await app.inject({ method: 'GET', url: `${apiPath}?${qs}`, headers: { 'accept-language': lang } });
    if (res.statusCode !== 200) return null;
    try {
      return JSON.parse(res.body) as { code: number; message?: string; data?: unknown };
    } catch {
      return null;
    }
  };

  // The server-rendering bundle (dist/server/ssr.js, built with the app), loaded on first use.
  const ssrFile = path.join(distDir, 'server', 'ssr.js');
  let ssr: Promise<SsrModule | null> | null = null;
  const loadSsr = (log: FastifyRequest['log']): Promise<SsrModule | null> => {
    ssr ??= fs.existsSync(ssrFile)
      ? (import(pathToFileURL(ssrFile).href) as Promise<SsrModule>).catch((err: unknown) => {
          log.error(err);
          return null;
        })
      : Promise.resolve(null);
    return ssr;
  };

  // Load it ahead of the first page (not in tests: most never render a page).
  if (services.config.mode !== 'test') void loadSsr(app.log);

  /** Renders waiting or running: renders run one at a time, so past a few the HTML goes without. */
  let ssrPending = 0;

  /** The first view rendered on the server, or null (no inlined page, no bundle, busy, too slow, failed). */
  const renderFirstView = async (req: FastifyRequest, init: Record<string, unknown>): Promise<SsrView | null> => {
    if (!init.page || !isObject(init.config) || ssrPending >= SSR_MAX_PENDING) return null;
    const mod = await loadSsr(req.log);
    if (!mod) return null;
    const lang = interfaceLang(req.query, req.headers.cookie);
    let timer: NodeJS.Timeout | undefined;
    ssrPending++;
    const rendering = mod.render({ url: req.url, lang, init: init as SsrInit }).finally(() => {
      ssrPending--;
    });
    try {
      return await Promise.race([
        rendering,
        new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), SSR_BUDGET_MS);
        }),
      ]);
    } catch (err) {
      req.log.error(err);
      return null;
    } finally {
      clearTimeout(timer);
    }
  };

  /** The first render for this request: <head> additions, #root markup and the inlined data. */
  const firstRender = async (req: FastifyRequest): Promise<{ links: string; html: string; init: string }> => {
    const q = req.query as Record<string, unknown>;
    // One language for the texts and the data inlined: the one the browser will show and ask its
    // API answers in (its h5_lang), not the Accept-Language (a card agreement inlined in Chinese
    // under English texts, otherwise).
    const lang = interfaceLang(q, req.headers.cookie);
    const textLang = lang;
    let init: Record<string, unknown> = {};
    if (services.h5Init) {
      try {
        const opts: H5InitOptions = { inject: (p, params) => inject(p, params, lang) };
        init = await services.h5Init(lang, req.url, opts);
      } catch (err) {
        req.log.error(err);
      }
    }
    const { head, ...inlined } = init;
    // The texts every view shows, those of the page's widgets and the route's title, in the
    // language the page is shown in.
    const stringsOf = (v: unknown): string[] => (Array.isArray(v) ? v.filter((n): n is string => typeof n === 'string') : []);
    const namespaces = isObject(head) ? stringsOf(head.namespaces) : [];
    const titles = isObject(head) ? stringsOf(head.titles) : [];
    if (isObject(inlined.config)) inlined.i18n = firstViewTexts(textLang, req.url, namespaces, titles);
    const view = await renderFirstView(req, inlined);
    if (view) {
      inlined.ssr = { lang: view.lang };
      // Every route the rendered view looked up (the current one among them), so that hydrating
      // it needs no route table.
      if (isObject(view.routes)) inlined.routes = view.routes;
      // The first eagerly loaded picture of the rendered view (a gallery, a banner) is the likely
      // largest paint too.
      const first = firstEagerImage(view.html);
      if (first && isObject(head)) head.images = [...(Array.isArray(head.images) ? (head.images as unknown[]) : []), first].filter((u, i, a) => a.indexOf(u) === i);
      // The view is painted from this markup, so the page's widget chunks are only
      // needed to hydrate it: the core asks for them when it runs, and until then the bandwidth
      // goes to the CSS and the pictures (measured: Lighthouse LCP ~2.7 s with them preloaded,
      // ~1.4 s without, on home and goods detail).
      if (isObject(head)) head.js = [];
    }
    // The theme's variables before the first paint; the browser loads the theme table only to
    // paint another one (src/theme/apply.ts reads data-theme).
    const theme = isObject(inlined.config) && isObject(inlined.config.style_theme) ? inlined.config.style_theme.name : undefined;
    const themeName = isThemeName(theme) ? theme : 'default';
    const style = isObject(inlined.config) ? `<style id="h5-theme" data-theme="${themeName}">:root{${themeStyleText(themeName)}}</style>` : '';
    const share = shareMetaTags(inlined.page, inlined.config, `${req.protocol}://${req.headers.host ?? 'localhost'}${req.url}`);
    const links = [style, share, headLinks(head, base, view ? readCss : undefined)].filter(Boolean).join('\n    ');
    return { links, html: view?.html ?? '', init: `<script id="__INIT__" type="application/json">${scriptJson(inlined)}</script>` };
  };

  /**
   * index.html, streamed: everything before `</head>` (the entry script and its preloads, its CSS
   * inline) leaves at once, so the browser fetches the entry while the server gathers the page's
   * data and renders it; then the page's CSS, preloads and theme, the rendered view and the
   * inlined data. Compressed here (flushed after the first part), not by the compress plugin,
   * which would hold the head back.
   */
  const sendPage = (req: FastifyRequest, reply: FastifyReply, html: string): FastifyReply => {
    // The first part ends at </head>, or earlier where the data goes when a template has it there.
    const marks = [html.indexOf('</head>'), html.indexOf('<!--app-init-->')].filter((i) => i >= 0);
    const cut = marks.length > 0 ? Math.min(...marks) : 0;
    const first = html.slice(0, cut);
    const rest = html.slice(cut);
    const accept = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
    const out: Transform =
      encoding === 'br'
        ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
        : encoding === 'gzip'
          ? zlib.createGzip({ level: 6 })
          : new PassThrough();
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    if (encoding) reply.header('content-encoding', encoding);
    void reply.send(out);
    out.write(first);
    (out as Transform & { flush?: (cb?: () => void) => void }).flush?.();
    void firstRender(req)
      .catch((err: unknown) => {
        req.log.error(err);
        return { links: '', html: '', init: '<script id="__INIT__" type="application/json">{}</script>' };
      })
      .then(({ links, html: view, init }) => {
        const tail = rest.replace('<!--app-html-->', () => view).replace('<!--app-init-->', () => init);
        if (!links) out.end(tail);
        else if (rest.includes('</head>')) out.end(tail.replace('</head>', `  ${links}\n  </head>`));
        else out.end(`${links}\n${tail}`);
      });
    return reply;
  };

  app.get('/', (_req, reply) => reply.redirect('/h5/'));
  // ignoreTrailingSlash makes /h5 and /h5/ one route, so the app answers both (no redirect loop).
  const serve = async (req: FastifyRequest, reply: FastifyReply) => {
    const rel = (req.params as { '*'?: string })['*'] ?? '';
    // Other files of the build (favicons, robots) are served as they are.
    // (Not the build's own files: the manifest, the server-rendering bundle, the studio's build.)
    if (rel && rel.includes('.') && !rel.includes('..') && !/^(\.vite|server|studio)\//.test(rel)) {
      const file = path.join(distDir, rel);
      if (file.startsWith(distDir) && fs.existsSync(file) && fs.statSync(file).isFile()) {
        const type = MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
        return reply.header('cache-control', 'public, max-age=3600').type(type).send(fs.createReadStream(file));
      }
    }
    const html = readTemplate();
    if (html === null) {
      return reply.code(503).type('text/plain; charset=utf-8').send('The H5 app is not built yet: run `npm run build`.');
    }
    return sendPage(req, reply, html);
  };
  app.get('/h5', { compress: false }, serve);
  app.get('/h5/*', { compress: false }, serve);
}
