import { expect, openApp, test } from './fixtures.ts';

test.describe('first load', () => {
  test('home opens on the real server with the tab bar, in the chosen language', async ({ page, lang, shot }) => {
    await openApp(page, '/');
    const tabs = page.getByRole('navigation', { name: /tab/i });
    await expect(tabs).toBeVisible();
    await expect(tabs.getByText(lang === 'en-us' ? 'Home' : '主页')).toBeVisible();
    await shot('home');
  });
});
