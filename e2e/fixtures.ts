import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

export type Lang = 'zh-cn' | 'en-us';

/**
 * Every journey fails on a console error, an uncaught page error or a CSP violation, runs in the
 * project's language (stored the way the app stores it) and can save named screenshots.
 */
export const test = base.extend<{ lang: Lang; shot: (name: string) => Promise<void>; problems: string[] }>({
  lang: async ({}, use, info) => {
    await use(info.project.name === 'en-us' ? 'en-us' : 'zh-cn');
  },
  problems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
      });
      page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
      await use(problems);
      expect(problems, 'console errors, page errors or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, lang, baseURL }, use) => {
    // The server renders the first view in the cookie's language (the app writes it when the
    // language is chosen); without it the first view is Chinese and the browser redraws it.
    if (baseURL) await page.context().addCookies([{ name: 'h5_lang', value: lang, url: baseURL }]);
    await page.addInitScript((l) => {
      try {
        if (!localStorage.getItem('h5_lang')) localStorage.setItem('h5_lang', JSON.stringify(l));
      } catch {
        // about:blank and other opaque documents have no storage
      }
    }, lang);
    await use(page);
  },
  shot: async ({ page, lang }, use, info) => {
    const dir = path.join('e2e', 'screenshots', lang);
    fs.mkdirSync(dir, { recursive: true });
    await use(async (name: string) => {
      await page.screenshot({ path: path.join(dir, `${info.titlePath.slice(1, -1).join('-').replace(/\W+/g, '_')}-${name}.png`) });
    });
  },
});

export { expect };

export async function openApp(page: Page, route = '/'): Promise<void> {
  await page.goto(`/h5${route === '/' ? '/' : route}`);
}

/**
 * Why a journey runs in one language only: the other adds nothing the suite does not see anyway
 * (themes.spec.ts pictures every built page in both languages; the bad-input messages run in both).
 */
export const ONE_LANGUAGE = 'one language runs this journey; every page is pictured in both by themes.spec.ts';
