import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from './services.ts';

/**
 * The merchant studio's own policy: only the studio's scripts and styles (no inline script, no
 * eval), API calls to this origin, the shop's pages framed for the preview, never framed itself.
 * React's style properties are set through the CSSOM, which style-src does not govern.
 */
export const STUDIO_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' https: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Serves the built studio (vite.studio.config.ts → <dist>/studio) under /admin/: hashed assets
 * from /admin/assets/, every other page path answered by its index.html (history routing). The
 * API (/admin/api/*, /admin/diy/*) is routed before this; unknown API paths stay not found.
 */
export async function registerStudio(app: FastifyInstance, services: Services): Promise<void> {
  const dir = path.join(services.config.distDir, 'studio');
  const assets = path.join(dir, 'assets');
  if (fs.existsSync(assets)) {
    await app.register(fastifyStatic, {
      root: assets,
      prefix: '/admin/assets/',
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: '365d',
      etag: false,
      lastModified: false,
      preCompressed: true,
    });
  }
  const indexFile = path.join(dir, 'index.html');
  const production = services.config.mode === 'production';
  let html: string | null = null;
  const page = async (req: FastifyRequest, reply: FastifyReply) => {
    const rel = (req.params as { '*'?: string })['*'] ?? '';
    if (/^(api|diy|assets)(\/|$)/i.test(rel)) return reply.callNotFound();
    if (!html || !production) html = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
    if (html === null) return reply.code(503).type('text/plain; charset=utf-8').send('The studio is not built yet: run `npm run build`.');
    return reply.header('content-security-policy', STUDIO_CSP).header('cache-control', 'no-cache').header('x-frame-options', 'DENY').type('text/html; charset=utf-8').send(html);
  };
  app.get('/admin', page);
  app.get('/admin/*', page);
}
