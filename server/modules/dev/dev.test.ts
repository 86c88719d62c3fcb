import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';

describe('development endpoints', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => {
    await s.close();
  });

  it('answer in test mode, naming missing parameters', async () => {
    expect((await s.call('/dev/outbox', { mobile: '13800000000' })).code).toBe(0);
    expect(await s.call('/dev/outbox', {}, { lang: 'en-us' })).toMatchObject({ code: -1, message: 'Missing parameter mobile' });
    expect(await s.call('/dev/captcha', {}, { lang: 'en-us' })).toMatchObject({ code: -1, message: 'Missing parameter captcha_id' });
  });

  it('/dev/config merges a switchable row and refuses others', async () => {
    const res = await s.call<Record<string, number>>('/dev/config', { config_key: 'CAPTCHA_CONFIG', value: JSON.stringify({ shop_reception_login: 1 }) });
    expect(res.data).toMatchObject({ shop_login: 0, shop_reception_login: 1, shop_reception_register: 0 });
    expect((await s.call('/api/config/getCaptchaConfig')).data).toMatchObject({ shop_reception_login: 1 });
    expect((await s.call('/dev/config', { config_key: 'API_TOKEN_SECRET', value: '{}' }, { lang: 'en-us' })).message).toBe('Parameter config_key is not valid');
    expect((await s.call('/dev/config', { config_key: 'CAPTCHA_CONFIG', value: '[1]' }, { lang: 'en-us' })).message).toBe('Parameter value is not valid');
    expect((await s.call('/dev/config', { config_key: 'CAPTCHA_CONFIG', value: '{bad' }, { lang: 'en-us' })).message).toBe('Parameter value is not valid');
  });

  it('/dev/store/labels sets a store\'s labels (the default store without store_id), answers the previous ones, refuses a store that does not exist', async () => {
    const labels = async (store_id: number) => (await s.db().selectFrom('store').select('label_name').where('store_id', '=', store_id).executeTakeFirstOrThrow()).label_name;
    const first = await s.call<{ store_id: number; previous: string }>('/dev/store/labels', { label_name: 'Parking,Wi-Fi' });
    expect(first.code).toBe(0);
    expect(await labels(first.data.store_id)).toBe('Parking,Wi-Fi');
    const back = await s.call<{ store_id: number; previous: string }>('/dev/store/labels', { store_id: first.data.store_id, label_name: first.data.previous });
    expect(back.data).toEqual({ store_id: first.data.store_id, previous: 'Parking,Wi-Fi' });
    expect(await labels(first.data.store_id)).toBe(first.data.previous);
    expect(await s.call('/dev/store/labels', { store_id: 999999, label_name: 'x' }, { lang: 'en-us' })).toMatchObject({ code: -1, message: 'Parameter store_id is not valid' });
  });
});

describe('/dev/config and the colour theme (SHOP_STYLE_CONFIG)', () => {
  type Style = { id: number; title: string; name: string; main_color: string; aux_color: string };
  const theme = async (s: TestServer): Promise<Style> => (await s.call<{ style_theme: Style }>('/api/config/init')).data.style_theme;
  /** The theme of the /h5/ page as the server writes it (inlined config and the theme variables). */
  const page = async (s: TestServer): Promise<{ inlined: string; variables: string }> => {
    const html = (await s.app.inject({ method: 'GET', url: '/h5/' })).body;
    const init = JSON.parse(/<script id="__INIT__" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as { config?: { style_theme?: Style } };
    return { inlined: init.config?.style_theme?.name ?? '', variables: /<style id="h5-theme" data-theme="([^"]+)"/.exec(html)?.[1] ?? '' };
  };

  // Development mode: the public-read cache keeps the config 5 s there (it keeps nothing in test mode).
  for (const mode of ['test', 'development'] as const) {
    it(`switches the theme, seen at once by the API and the page (${mode} mode)`, async () => {
      const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-theme-dist-'));
      fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-init--></body></html>');
      const s = await startTestServer({ mode, distDir: dist });
      try {
        const before = await theme(s);
        expect(before).toMatchObject({ name: 'default', main_color: '#F4391c' });
        // Both caches hold the default now.
        expect(await page(s)).toEqual({ inlined: 'default', variables: 'default' });

        const res = await s.call<Style>('/dev/config', { config_key: 'SHOP_STYLE_CONFIG', value: JSON.stringify({ name: 'black' }) });
        expect(res.code, res.message).toBe(0);
        // The theme's own colours come with its name.
        expect(res.data).toMatchObject({ name: 'black', main_color: '#452e31', aux_color: '#FFFFFF' });
        expect(await theme(s)).toMatchObject({ name: 'black', main_color: '#452e31' });
        expect(await page(s)).toEqual({ inlined: 'black', variables: 'black' });

        // Colours given with the name are kept; a patch without a name keeps the theme.
        await s.call('/dev/config', { config_key: 'SHOP_STYLE_CONFIG', value: JSON.stringify({ name: 'yellow', main_color: '#FFB644' }) });
        expect(await theme(s)).toMatchObject({ name: 'yellow', main_color: '#FFB644' });
        await s.call('/dev/config', { config_key: 'SHOP_STYLE_CONFIG', value: JSON.stringify({ title: 'x' }) });
        expect(await theme(s)).toMatchObject({ name: 'yellow', title: 'x' });
        expect(await page(s)).toEqual({ inlined: 'yellow', variables: 'yellow' });

        // A name that is not one of the eight is refused, and nothing changes.
        for (const value of [{ name: 'red' }, { name: 3 }, { name: '' }]) {
          const bad = await s.call('/dev/config', { config_key: 'SHOP_STYLE_CONFIG', value: JSON.stringify(value) }, { lang: 'en-us' });
          expect(bad).toMatchObject({ code: -1, message: expect.stringMatching(/^parameter value\.name \(default\|green\|blue\|pink\|gold\|purple\|yellow\|black\) is not valid$/i) });
        }
        expect(await theme(s)).toMatchObject({ name: 'yellow' });

        // Restoring the row as it was brings the default back everywhere.
        await s.call('/dev/config', { config_key: 'SHOP_STYLE_CONFIG', value: JSON.stringify(before) });
        expect(await theme(s)).toEqual(before);
        expect(await page(s)).toEqual({ inlined: 'default', variables: 'default' });
      } finally {
        await s.close();
        fs.rmSync(dist, { recursive: true, force: true });
      }
    });
  }
});

describe('in production mode', () => {
  let p: TestServer;
  beforeAll(async () => {
    p = await startTestServer({ mode: 'production' });
  });
  afterAll(async () => {
    await p.close();
  });

  it('they are not found', async () => {
    for (const path of ['/dev/outbox?mobile=13800000000', '/dev/captcha?captcha_id=x', '/dev/config?config_key=CAPTCHA_CONFIG&value=%7B%7D', '/dev/refund/approve?order_goods_id=1', '/dev/refund/agree?order_goods_id=1', '/dev/refund/refuse?order_goods_id=1', '/dev/store/labels?label_name=x']) {
      const res = await p.app.inject({ method: 'GET', url: `${path}&lang=en-us` });
      expect(res.statusCode, path).toBe(404);
      expect(JSON.parse(res.body)).toMatchObject({ code: -1, message: `No such API: ${path.split('?')[0]}` });
    }
    // The rest of the API answers as usual.
    expect((await p.call('/api/config/getCaptchaConfig')).code).toBe(0);
  });
});

describe('development balance top-up', () => {
  it('adds stored balance with a ledger row, and is absent in production', async () => {
    const s = await startTestServer();
    try {
      const res = await s.call<{ balance: number }>('/dev/member/balance', { mobile: '13800000000', balance: '12.34' });
      expect(res.code).toBe(0);
      expect(res.data.balance).toBe(50000 + 1234);
      const row = await s.db().selectFrom('member_account').select(['account_data', 'from_type']).where('from_type', '=', 'adjust').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ account_data: 1234, from_type: 'adjust' });
      expect((await s.call('/dev/member/balance', { mobile: '123', balance: '1' }, { lang: 'en-us' })).message).toMatch(/mobile/);
    } finally {
      await s.close();
    }
    const p = await startTestServer({ mode: 'production' });
    try {
      const res = await p.app.inject({ method: 'POST', url: '/dev/member/balance', payload: 'mobile=13800000000&balance=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(res.statusCode).toBe(404);
    } finally {
      await p.close();
    }
  });
});
