import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The merchant studio (src/studio/): a build of its own, served under /admin/ by
 * server/http/studio.ts from <dist>/studio. Nothing of it is part of the shop's build (vite.config.ts),
 * so the shop's first load and route budgets cannot see it. `npm run build` builds both.
 */
const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: path.join(root, 'src/studio'),
  base: '/admin/',
  plugins: [
    react(),
    {
      name: 'precompress',
      async writeBundle(options: { dir?: string }, bundle: Record<string, unknown>) {
        if (!options.dir) return;
        const { precompressFiles } = await import('./scripts/precompress.ts');
        await precompressFiles(options.dir, Object.keys(bundle).filter((f) => f !== 'index.html' && !f.startsWith('.vite/')));
      },
    },
  ],
  build: {
    outDir: path.join(root, 'dist/studio'),
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // No data: URLs for scripts or styles: the studio's policy allows its own files only.
    assetsInlineLimit: 0,
  },
  server: { host: '127.0.0.1', proxy: { '/admin/api': process.env.API_TARGET ?? 'http://127.0.0.1:8080', '/api': process.env.API_TARGET ?? 'http://127.0.0.1:8080' } },
});
