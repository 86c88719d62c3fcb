import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pickLang } from '../i18n/index.ts';
import type { Services } from './services.ts';

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

/**
 * Serves the built app under /h5/: hashed assets with a year of caching, every other path
 * answered by index.html (history routing) with the first render's data inlined, and the
 * uploaded / generated images under /upload/.
 */
export async function registerH5(app: FastifyInstance, services: Services): Promise<void> {
  const { distDir, dataDir } = services.config;
  const uploadDir = path.join(dataDir, 'upload');
  fs.mkdirSync(uploadDir, { recursive: true });

  await app.register(fastifyStatic, {
    root: uploadDir,
    prefix: '/upload/',
    decorateReply: false,
    index: false,
    maxAge: '7d',
  });

  const indexFile = path.join(distDir, 'index.html');
  const assetsDir = path.join(distDir, 'assets');
  if (fs.existsSync(assetsDir)) {
    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: '/h5/assets/',
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: '365d',
    });
  }

  let template: string | null = null;
  const readTemplate = (): string | null => {
    if (template && services.config.mode === 'production') return template;
    template = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
    return template;
  };

  const page = async (req: FastifyRequest) => {
    const html = readTemplate();
    if (!html) return null;
    const q = req.query as Record<string, unknown>;
    const lang = pickLang(q.lang, req.headers['accept-language']);
    let init: Record<string, unknown> = {};
    if (services.h5Init) {
      try {
        init = await services.h5Init(lang, req.url);
      } catch (err) {
        req.log.error(err);
      }
    }
    return html.replace('<!--app-init-->', `<script id="__INIT__" type="application/json">${scriptJson(init)}</script>`);
  };

  app.get('/', (_req, reply) => reply.redirect('/h5/'));
  // ignoreTrailingSlash makes /h5 and /h5/ one route, so the app answers both (no redirect loop).
  const serve = async (req: FastifyRequest, reply: FastifyReply) => {
    const rel = (req.params as { '*'?: string })['*'] ?? '';
    // Other files of the build (favicons, robots) are served as they are.
    if (rel && rel.includes('.') && !rel.includes('..')) {
      const file = path.join(distDir, rel);
      if (file.startsWith(distDir) && fs.existsSync(file) && fs.statSync(file).isFile()) {
        const type = MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
        return reply.header('cache-control', 'public, max-age=3600').type(type).send(fs.createReadStream(file));
      }
    }
    const html = await page(req);
    if (html === null) {
      return reply.code(503).type('text/plain; charset=utf-8').send('The H5 app is not built yet: run `npm run build`.');
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
  app.get('/h5', serve);
  app.get('/h5/*', serve);
}
