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
    expect(await s.call('/dev/outbox', {}, { lang: 'en-us' })).toMatchObject({ code: -1, message: 'missing parameter mobile' });
    expect(await s.call('/dev/captcha', {}, { lang: 'en-us' })).toMatchObject({ code: -1, message: 'missing parameter captcha_id' });
  });

  it('/dev/config merges a switchable row and refuses others', async () => {
    const res = await s.call<Record<string, number>>('/dev/config', { config_key: 'CAPTCHA_CONFIG', value: JSON.stringify({ shop_reception_login: 1 }) });
    expect(res.data).toMatchObject({ shop_login: 0, shop_reception_login: 1, shop_reception_register: 0 });
    expect((await s.call('/api/config/getCaptchaConfig')).data).toMatchObject({ shop_reception_login: 1 });
    expect((await s.call('/dev/config', { config_key: 'API_TOKEN_SECRET', value: '{}' }, { lang: 'en-us' })).message).toBe('parameter config_key is not valid');
    expect((await s.call('/dev/config', { config_key: 'CAPTCHA_CONFIG', value: '[1]' }, { lang: 'en-us' })).message).toBe('parameter value is not valid');
    expect((await s.call('/dev/config', { config_key: 'CAPTCHA_CONFIG', value: '{bad' }, { lang: 'en-us' })).message).toBe('parameter value is not valid');
  });
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
    for (const path of ['/dev/outbox?mobile=13800000000', '/dev/captcha?captcha_id=x', '/dev/config?config_key=CAPTCHA_CONFIG&value=%7B%7D']) {
      const res = await p.app.inject({ method: 'GET', url: `${path}&lang=en-us` });
      expect(res.statusCode, path).toBe(404);
      expect(JSON.parse(res.body)).toMatchObject({ code: -1, message: `no such API: ${path.split('?')[0]}` });
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
