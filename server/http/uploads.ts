import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { acceptsWebp, WEBP_SOURCE, webpPathOf } from '../lib/webp.ts';

/**
 * The uploaded and generated pictures under /upload/ (a week of caching). A JPEG or PNG with a
 * WebP copy beside it (server/lib/webp.ts) is answered with the copy when the browser accepts
 * WebP, under the same URL; `Vary: Accept` keeps caches from handing one to the other.
 */
export async function registerUploads(app: FastifyInstance, uploadDir: string): Promise<void> {
  await app.register(async (scope) => {
    // `serve: false`: this scope's route below picks the file; the plugin sends it (ETag,
    // Last-Modified, ranges, 304, content type, cache headers, traversal checks).
    await scope.register(fastifyStatic, { root: uploadDir, serve: false, index: false, maxAge: '7d' });
    scope.get('/upload/*', (req, reply) => {
      const rel = (req.params as { '*': string })['*'];
      if (WEBP_SOURCE.test(rel)) {
        reply.header('vary', 'Accept');
        const copy = webpPathOf(rel);
        if (acceptsWebp(req.headers.accept) && !rel.split('/').includes('..') && fs.existsSync(path.join(uploadDir, copy))) return reply.sendFile(copy);
      }
      return reply.sendFile(rel);
    });
  });
}
