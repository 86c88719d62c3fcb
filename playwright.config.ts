import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4321);
export const baseURL = `http://127.0.0.1:${PORT}`;

/** Debian's Chromium, never a downloaded browser; flags keep it off the (closed) network. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

const mobile = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  launchOptions: chromium,
  baseURL,
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: { trace: 'off', screenshot: 'only-on-failure' },
  projects: [
    { name: 'zh-cn', use: { ...mobile, locale: 'zh-CN' } },
    { name: 'en-us', use: { ...mobile, locale: 'en-US' } },
  ],
  webServer: {
    // A fresh embedded database per run, in test mode (development helpers on, logs quiet). The
    // journeys' API calls may name the shopper's address (e2e/members.ts): X-Forwarded-For from here is believed.
    command: `bash -c 'export DATA_DIR=$(mktemp -d) SHOP_MODE=test PORT=${PORT} TRUST_PROXY=127.0.0.1; exec node --import tsx server/main.ts'`,
    url: `${baseURL}/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
