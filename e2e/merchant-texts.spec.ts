/**
 * Merchant texts in the shopper's language (docs/merchant-texts.md): the seeded member centre's
 * headings, order entries and tool labels, and the tab bar, come in English for en-us and in
 * Chinese for zh-cn (the home page's texts: diy-static.spec.ts). The server picks the text; the
 * app only shows it.
 */
import { expect, openApp, test } from './fixtures.ts';

const TEXTS = {
  'zh-cn': { headings: ['我的订单', '常用工具'], allOrders: '全部订单', tools: ['个人资料', '收货地址', '我的关注', '我的足迹'], tabs: ['主页', '商品分类', '购物车', '我的'] },
  'en-us': { headings: ['My orders', 'Tools'], allOrders: 'All orders', tools: ['Profile', 'Addresses', 'Favourites', 'History'], tabs: ['Home', 'Category', 'Cart', 'Me'] },
} as const;

test.describe('merchant texts per language', () => {
  test('the member centre and the tab bar show the merchant texts in the shopper language', async ({ page, lang, shot }) => {
    const t = TEXTS[lang];
    await openApp(page, '/pages/member/index');
    await expect(page.locator('[data-node-id="2txcvx3d5u6"]')).toContainText(t.headings[0]);
    await expect(page.locator('[data-node-id="2txcvx3d5u6"]')).toContainText(t.allOrders);
    await expect(page.locator('[data-node-id="405rb6vv3rq0"]')).toContainText(t.headings[1]);
    const tools = page.locator('[data-node-id="5ywbzsnigpw0"]');
    for (const label of t.tools) await expect(tools.getByText(label, { exact: true })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: /tab/i });
    for (const label of t.tabs) await expect(tabs.getByText(label, { exact: true })).toBeVisible();
    // Nothing of the other language's merchant texts is left on the page.
    const other = TEXTS[lang === 'en-us' ? 'zh-cn' : 'en-us'];
    for (const label of [...other.headings, ...other.tools]) await expect(page.getByText(label, { exact: true })).toHaveCount(0);
    await shot('member-centre');
    await tools.scrollIntoViewIfNeeded();
    await shot('member-tools');
  });
});
