import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The API server (server/main.ts) listens here in development; `npm run dev` proxies to it.
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/h5/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    assetsInlineLimit: 2048,
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': apiTarget,
      '/upload': apiTarget,
      '/dev': apiTarget,
      '^/[a-z]+/api/': apiTarget,
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-web.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite runs in-process; a few files at a time keep 2 cores responsive.
          maxWorkers: 2,
          // Runs after the web project: the two have different worker counts.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
