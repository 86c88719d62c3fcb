/**
 * Debian's Chromium through Playwright, with the same launch flags and mobile context as the e2e
 * journeys (playwright.config.ts: no network beyond loopback, 375×812, DPR 2, touch).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type LaunchOptions } from '@playwright/test';
import pwConfig from '../../playwright.config.ts';
import { onCleanup } from './cleanup.ts';
import { distDir } from './paths.ts';
import { PrerequisiteError } from './results.ts';

const FALLBACK_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Launch options of the first Playwright project (one source of truth for the flags). */
export function chromiumLaunchOptions(): { executablePath: string; args: string[] } {
  const launch: LaunchOptions | undefined = pwConfig.projects?.[0]?.use?.launchOptions;
  const executablePath = launch?.executablePath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const args = launch?.args && launch.args.length > 0 ? [...launch.args] : FALLBACK_ARGS;
  if (!fs.existsSync(executablePath)) throw new PrerequisiteError(`Chromium not found at ${executablePath} (apt-get install -y chromium)`);
  return { executablePath, args };
}

export async function launchBrowser(): Promise<Browser> {
  const { executablePath, args } = chromiumLaunchOptions();
  const browser = await chromium.launch({ executablePath, args, headless: true, timeout: 60_000 });
  onCleanup(() => browser.close());
  return browser;
}

/** A fresh mobile context (empty cache) like the e2e zh-cn project. */
export async function mobileContext(browser: Browser, locale = 'zh-CN'): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale,
  });
}

/** The built H5 app must exist (npm run build); the browser benches measure dist/. */
export function requireBuild(): void {
  const index = path.join(distDir, 'index.html');
  if (!fs.existsSync(index)) throw new PrerequisiteError(`the H5 app is not built (${path.relative(process.cwd(), index) || index} missing): run \`npm run build\` first`);
  if (!fs.readFileSync(index, 'utf8').includes('/h5/assets/')) {
    throw new PrerequisiteError(`${index} does not reference /h5/assets/: not a production build (run \`npm run build\`)`);
  }
}

/** The pages the browser benches visit, by name → path under the origin. */
export function shopPages(skuId: number | undefined): Record<string, string> {
  return {
    home: '/h5/',
    category: '/h5/pages/goods/category',
    list: '/h5/pages/goods/list',
    detail: skuId ? `/h5/pages/goods/detail?sku_id=${skuId}` : '/h5/pages/goods/detail',
    cart: '/h5/pages/goods/cart',
  };
}
