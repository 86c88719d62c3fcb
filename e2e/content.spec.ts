/**
 * Content pages (issue 17): help, notices and articles read from the home's graphic nav links
 * (SHOPPING_HELP / SHOPPING_NOTICE / SHOPPING_ARTICLE), with their rich text and read counts; a bad
 * id shows the not-found state. Store notes: a fresh member likes a note on the list, sees the like
 * on its detail with the linked goods, and takes it back. The journeys run in the project's language (zh-cn); the last test
 * opens every new page in both languages for the screenshots.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, openApp, test } from './fixtures.ts';
import type { Envelope } from './builtRoutes.ts';
import { freshMember } from './members.ts';

async function post<T = unknown>(request: APIRequestContext, url: string, form: Record<string, string> = {}): Promise<Envelope<T>> {
  return (await (await request.post(url, { form: { app_type: 'h5', app_type_name: 'H5', ...form } })).json()) as Envelope<T>;
}

test.describe('content', () => {
  test('help, a notice and an article from the home links, with reads counted', async ({ page, request, lang, shot }) => {
    test.skip(lang !== 'zh-cn', 'the journey runs in Chinese; the pages in both languages are the last test');
    await openApp(page, '/');
    await page.getByRole('link', { name: '帮助', exact: true }).click();
    await expect(page).toHaveURL(/\/pages_tool\/help\/list$/);
    await expect(page.getByRole('heading', { name: '购物指南' })).toBeVisible();
    await page.getByRole('button', { name: '如何下单' }).click();
    await expect(page).toHaveURL(/\/pages_tool\/help\/detail\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: '如何下单' }).last()).toBeVisible();
    await expect(page.getByTestId('content-time')).toContainText('发表时间：');
    await expect(page.locator('.diy-rich-text strong')).toHaveText('立即购买');
    await page.goBack();
    // an item that links out opens the webview with its address
    await page.getByRole('button', { name: /联系我们/ }).click();
    await expect(page).toHaveURL(/\/pages_tool\/webview\/webview\?src=https%3A%2F%2Fexample\.com%2Fcontact$/);

    await openApp(page, '/');
    await page.getByRole('link', { name: '公告', exact: true }).click();
    await expect(page).toHaveURL(/\/pages_tool\/notice\/list$/);
    const first = page.getByTestId('notice-row').first();
    await expect(first).toContainText('置顶');
    await expect(first).toContainText('双十二全场满199减30');
    await first.click();
    await expect(page).toHaveURL(/\/pages_tool\/notice\/detail\?notice_id=\d+$/);
    const noticeId = new URL(page.url()).searchParams.get('notice_id')!;
    await expect(page.locator('.diy-rich-text')).toContainText('满199元立减30元');
    const reads = Number((await page.getByTestId('content-reads').textContent())!.replace(/\D/g, ''));
    await page.reload();
    await expect(page.getByTestId('content-reads')).toHaveText(`阅读 ${reads + 1}`);
    const info = await post<{ read_num: number }>(request, '/api/notice/info', { id: noticeId });
    expect(info.data.read_num).toBe(reads + 2);

    await openApp(page, '/');
    await page.getByRole('link', { name: '文章', exact: true }).click();
    await expect(page).toHaveURL(/\/pages_tool\/article\/list$/);
    await expect(page.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
    const cats = await post<Array<{ category_id: number; category_name: string }>>(request, '/api/article/category');
    const second = cats.data[1]!;
    await page.getByRole('tab', { name: second.category_name }).click();
    await expect(page.getByRole('tab', { name: second.category_name })).toHaveAttribute('aria-selected', 'true');
    const inCat = await post<{ list: Array<{ article_title: string }> }>(request, '/api/article/page', { category_id: String(second.category_id), page: '1' });
    await expect(page.getByTestId('article-row')).toHaveCount(inCat.data.list.length);
    await page.getByTestId('article-row').first().click();
    await expect(page).toHaveURL(/\/pages_tool\/article\/detail\?article_id=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: inCat.data.list[0]!.article_title }).last()).toBeVisible();
    await expect(page.locator('.diy-rich-text')).not.toBeEmpty();
    await shot('article-journey');
  });

  test('store notes: like a note on the list, see it on the detail, take it back', async ({ page, request, lang, shot }) => {
    test.skip(lang !== 'zh-cn', 'the journey runs in Chinese');
    const token = await freshMember(request, '37');
    await page.addInitScript((t) => localStorage.setItem('h5_token', JSON.stringify(t)), token);
    const groups = await post<Array<{ group_id: number; group_name: string }>>(request, '/notes/api/notes/group');
    const shop = groups.data[0]!;
    const notes = await post<{ list: Array<{ note_id: number; note_title: string; note_type: string; dianzan_num: number; initial_dianzan_num: number }> }>(request, '/notes/api/notes/page', { group_id: String(shop.group_id), page: '1' });
    const talk = notes.data.list.find((n) => n.note_type === 'shop_said')!;
    const shown = talk.dianzan_num + talk.initial_dianzan_num;

    await openApp(page, '/pages_tool/store_notes/note_list');
    await expect(page.getByRole('tab', { name: shop.group_name })).toHaveAttribute('aria-selected', 'true');
    const card = page.getByTestId('note-card').filter({ hasText: talk.note_title });
    await expect(card.getByTestId('note-like-count')).toHaveText(String(shown));
    await card.getByRole('button', { name: `点赞 ${talk.note_title}` }).click();
    await expect(card.getByRole('button', { name: `取消点赞 ${talk.note_title}` })).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByTestId('note-like-count')).toHaveText(String(shown + 1));
    await expect.poll(async () => (await post<number>(request, '/notes/api/record/isDianzan', { token, note_id: String(talk.note_id) })).data).toBe(1);
    await shot('note-liked');

    await card.getByRole('button', { name: new RegExp(talk.note_title) }).first().click();
    await expect(page).toHaveURL(new RegExp(`/pages_tool/store_notes/note_detail\\?note_id=${talk.note_id}$`));
    await expect(page.getByRole('heading', { level: 1, name: talk.note_title })).toBeVisible();
    const like = page.getByTestId('note-like');
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('note-goods')).toHaveCount(3);
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('note-like-count')).toHaveText(String(shown));
    await expect.poll(async () => (await post<number>(request, '/notes/api/record/isDianzan', { token, note_id: String(talk.note_id) })).data).toBe(0);
    await page.getByTestId('note-goods').first().click();
    await expect(page).toHaveURL(/\/pages\/goods\/detail\?goods_id=\d+$/);
  });

  test('an article\'s lists keep their bullets (the base stylesheet takes them off other lists)', async ({ page, request }) => {
    const articles = await post<{ list: Array<{ article_id: number }> }>(request, '/api/article/page', { page: '1', page_size: '50' });
    let id = 0;
    for (const a of articles.data.list) {
      const info = await post<{ article_content: string }>(request, '/api/article/info', { article_id: String(a.article_id) });
      if (/<ul>/.test(info.data.article_content ?? '')) id = a.article_id;
    }
    expect(id, 'the seed has an article with a bulleted list').toBeGreaterThan(0);
    await openApp(page, `/pages_tool/article/detail?article_id=${id}`);
    const item = page.locator('.diy-rich-text ul > li').first();
    await expect(item).toBeVisible();
    expect(await item.evaluate((li) => getComputedStyle(li).listStyleType)).toBe('disc');
    expect(await item.evaluate((li) => getComputedStyle(li).display)).toBe('list-item');
    // The bullet sits inside the column, not in the margin.
    expect(parseFloat(await page.locator('.diy-rich-text ul').first().evaluate((ul) => getComputedStyle(ul).paddingLeft))).toBeGreaterThanOrEqual(16);
  });

  test('a bad or missing id shows the not-found state', async ({ page, lang }) => {
    test.skip(lang !== 'zh-cn', 'one language');
    for (const url of ['/pages_tool/help/detail?id=99999', '/pages_tool/notice/detail', '/pages_tool/article/detail?article_id=abc', '/pages_tool/store_notes/note_detail?note_id=99999']) {
      await openApp(page, url);
      await expect(page.getByTestId('not-found')).toContainText('您访问的页面不存在');
      await expect(page.locator('.sh-toast')).toHaveCount(0);
    }
  });

  test('every content page (screenshots)', async ({ page, request, shot }) => {
    const helps = await post<Array<{ child_list: Array<{ id: number }> }>>(request, '/api/helpclass/lists');
    const notices = await post<{ list: Array<{ id: number }> }>(request, '/api/notice/page', { page: '1' });
    const articles = await post<{ list: Array<{ article_id: number }> }>(request, '/api/article/page', { page: '1' });
    const notes = await post<{ list: Array<{ note_id: number; note_type: string }> }>(request, '/notes/api/notes/page', { page: '1' });
    const pages: Array<[string, string]> = [
      ['help-list', '/pages_tool/help/list'],
      ['help-detail', `/pages_tool/help/detail?id=${helps.data[0]!.child_list[0]!.id}`],
      ['notice-list', '/pages_tool/notice/list'],
      ['notice-detail', `/pages_tool/notice/detail?notice_id=${notices.data.list[0]!.id}`],
      ['article-list', '/pages_tool/article/list'],
      ['article-detail', `/pages_tool/article/detail?article_id=${articles.data.list[0]!.article_id}`],
      ['note-list', '/pages_tool/store_notes/note_list'],
      ['note-detail-talk', `/pages_tool/store_notes/note_detail?note_id=${notes.data.list.find((n) => n.note_type === 'shop_said')!.note_id}`],
      ['note-detail-goods', `/pages_tool/store_notes/note_detail?note_id=${notes.data.list.find((n) => n.note_type === 'goods_item')!.note_id}`],
    ];
    for (const [name, url] of pages) {
      await openApp(page, url);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(page.locator('.sh-empty, .diy-rich-text, .hc-class, .cl-row, .nl-card').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await shot(name);
    }
  });
});
