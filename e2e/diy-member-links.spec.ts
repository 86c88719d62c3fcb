/**
 * Diy links of the member centre group reach their pages: a merchant page published through the
 * admin API with a graphic nav holding ACCOUNT (the withdrawal accounts), MEMBER_CARD (the paid
 * card), MEMBER_RECHARGE_LIST (the recharge packages) and MEMBER_CONTACT, which goes to customer service as the shop's H5 servicer setting says, as
 * NiuShop's diyRedirectTo: the shop's chat (the seed's `niushop`), or with no customer service the
 * shop's phone.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, type Lang } from './fixtures.ts';
import type { Envelope } from './builtRoutes.ts';
import { freshMember } from './members.ts';

const TEXT = {
  'zh-cn': { recharge: '充值', contact: '客服', chat: '在线客服', account: '账户列表', card: '会员卡', notMember: '您还不是付费会员' },
  'en-us': { recharge: 'Recharge', contact: 'Customer service', chat: 'Customer Service Chat', account: 'Accounts', card: 'Member card', notMember: 'You are not a paid member yet' },
} satisfies Record<Lang, Record<string, string>>;

const RECHARGE = { name: 'MEMBER_RECHARGE_LIST', title: '充值列表', wap_url: '/pages_tool/recharge/list', parent: 'MALL_LINK' };
const CONTACT = { name: 'MEMBER_CONTACT', title: '客服', wap_url: '/pages_tool/member/contact', parent: 'MALL_LINK' };
const ACCOUNT = { name: 'ACCOUNT', title: '账户列表', wap_url: '/pages_tool/member/account', parent: 'MALL_LINK' };
const CARD = { name: 'MEMBER_CARD', title: '会员卡', wap_url: '/pages_tool/member/card', parent: 'MALL_LINK' };

const item = (id: string, title: string, link: Record<string, string>) => ({ id, title, imageUrl: '', iconType: 'img', link, label: { control: false } });

/** Publishes a custom page with the two links (a graphic nav) and answers its name. */
async function publish(request: APIRequestContext, lang: Lang): Promise<string> {
  const minted = (await (await request.get('/dev/admin-token')).json()) as Envelope<{ token: string }>;
  expect(minted.code).toBe(0);
  const name = `DIY_VIEW_RANDOM_member_links_${lang.replace('-', '_')}_${Date.now().toString(36)}`;
  const t = TEXT[lang];
  const document = {
    global: { title: 'E2E member links', pageBgColor: '#F6F9FF', openBottomNav: false },
    value: [
      { id: 'intro', componentName: 'Text', text: 'Member links', fontSize: 16, margin: { top: 12, bottom: 12, both: 12 } },
      {
        id: 'nav',
        componentName: 'GraphicNav',
        mode: 'text',
        type: 'img',
        showStyle: 'fixed',
        rowCount: 4,
        list: [item('recharge', t.recharge, RECHARGE), item('contact', t.contact, CONTACT), item('account', t.account, ACCOUNT), item('card', t.card, CARD)],
        margin: { top: 0, bottom: 0, both: 12 },
      },
    ],
  };
  const res = await request.post('/admin/diy/publish', { headers: { authorization: `Bearer ${minted.data.token}` }, data: { lang: 'en-us', name, document: JSON.stringify(document) } });
  const body = (await res.json()) as Envelope;
  expect(body.code, body.message).toBe(0);
  return name;
}

async function servicer(request: APIRequestContext, h5: Record<string, string>): Promise<void> {
  const res = (await (await request.post('/dev/config', { form: { config_key: 'SERVICER_CONFIG', value: JSON.stringify({ h5 }) } })).json()) as Envelope;
  expect(res.code, res.message).toBe(0);
}

const link = (page: Page, text: string) => page.getByRole('link', { name: text, exact: true });

test.describe('diy member links', () => {
  test('ACCOUNT, MEMBER_CARD and MEMBER_RECHARGE_LIST open their pages; MEMBER_CONTACT the shop’s customer service by its setting', async ({ page, request, lang, shot }) => {
    const t = TEXT[lang];
    const token = await freshMember(request, '53');
    await page.addInitScript((tok) => localStorage.setItem('h5_token', JSON.stringify(tok)), token);
    const name = await publish(request, lang);
    const url = `/h5/pages_tool/index/diy?name=${name}`;

    await page.goto(url);
    await expect(page.getByText('Member links', { exact: true })).toBeVisible();
    await shot('member-links');
    await link(page, t.recharge).click();
    await page.waitForURL(/\/h5\/pages_tool\/recharge\/list$/);
    await expect(page.getByTestId('rp-balance')).toBeVisible();

    // the withdrawal accounts (none yet for a new member) and the paid card (not held yet)
    await page.goBack();
    await link(page, t.account).click();
    await page.waitForURL(/\/h5\/pages_tool\/member\/account$/);
    await expect(page.locator('.wal')).toBeVisible();
    await page.goBack();
    await link(page, t.card).click();
    await page.waitForURL(/\/h5\/pages_tool\/member\/card$/);
    await expect(page.getByText(t.notMember)).toBeVisible();

    // the seed's customer service is the shop's chat
    await page.goBack();
    await page.waitForURL((u) => u.pathname.endsWith('/pages_tool/index/diy'));
    await expect(link(page, t.contact)).toHaveAttribute('href', '/h5/pages_tool/chat/room');
    await link(page, t.contact).click();
    await page.waitForURL(/\/h5\/pages_tool\/chat\/room$/);
    await expect(page.locator('header.sh-navbar')).toContainText(t.chat);
    await shot('member-contact-chat');

    // no customer service: the shop's phone (the seed's site_tel)
    try {
      await servicer(request, { type: 'none' });
      await page.goto(url);
      await expect(link(page, t.contact)).toHaveAttribute('href', 'tel:4008008888');
      // a third-party service: its address
      await servicer(request, { type: 'third', third_url: 'https://kefu.example.com/chat' });
      await page.goto(url);
      await expect(link(page, t.contact)).toHaveAttribute('href', 'https://kefu.example.com/chat');
    } finally {
      await servicer(request, { type: 'niushop' });
    }
  });
});
