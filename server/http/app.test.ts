import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { signToken } from './token.ts';
import { siteStatusReader } from './site.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

describe('HTTP envelope', () => {
  it('answers the health check inside the envelope', async () => {
    const res = await s.call<{ status: string }>('/health');
    expect(res.code).toBe(0);
    expect(res.data.status).toBe('ok');
    expect(typeof res.timestamp).toBe('number');
  });

  it('matches NiuShop paths case-insensitively and by GET or POST', async () => {
    const a = await s.call<number>('/api/config/time', undefined, { method: 'GET' });
    const b = await s.call<number>('/API/Config/Time', {}, { method: 'POST' });
    expect(a.code).toBe(0);
    expect(b.code).toBe(0);
  });

  it('answers unknown paths with an envelope naming the path, in the request language', async () => {
    const zh = await s.app.inject({ method: 'GET', url: '/api/nope/nope?lang=zh-cn' });
    expect(zh.statusCode).toBe(404);
    expect(JSON.parse(zh.body)).toMatchObject({ code: -1, message: '接口不存在：/api/nope/nope' });
    const en = await s.app.inject({ method: 'GET', url: '/api/nope/nope', headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(JSON.parse(en.body).message).toBe('No such API: /api/nope/nope');
  });

  it('answers a malformed body with a clear error and no stack trace', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/api/config/time?lang=en-us', payload: '{"broken', headers: { 'content-type': 'application/json' } });
    const body = JSON.parse(res.body);
    expect(body.code).toBe(-1);
    expect(body.message).toBe('Malformed request');
    expect(res.body).not.toMatch(/at .*\.ts/);
  });

  it('sends security headers with a strict CSP', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('closes the shop with code -3 when the site status is off', async () => {
    s.services.isSiteOpen = siteStatusReader(s.db(), 0);
    await s.db().updateTable('sys_config').set({ value: JSON.stringify({ shop_h5_status: 0 }) as never }).where('config_key', '=', 'SHOP_STATUS_CONFIG').execute();
    await s.db().insertInto('sys_config').values({ config_key: 'SHOP_STATUS_CONFIG', value: JSON.stringify({ shop_h5_status: 0 }) as never }).onConflict((oc) => oc.column('config_key').doNothing()).execute();
    const res = await s.call('/api/config/time', undefined, { lang: 'en-us' });
    expect(res).toMatchObject({ code: -3, message: 'The shop is closed' });
    await s.db().updateTable('sys_config').set({ value: JSON.stringify({ shop_h5_status: 1 }) as never }).where('config_key', '=', 'SHOP_STATUS_CONFIG').execute();
    expect((await s.call('/api/config/time')).code).toBe(0);
  });
});

describe('tokens', () => {
  it('verifies signatures and expiry', async () => {
    const { verifyToken } = await import('./token.ts');
    const good = signToken('k', { member_id: 7, iat: 100, exp: 1000, v: 0 });
    expect(verifyToken('k', good, 500)).toMatchObject({ ok: true });
    expect(verifyToken('k', good, 1001)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyToken('Other', good, 500)).toEqual({ ok: false, reason: 'error' });
    expect(verifyToken('k', good.slice(0, -2) + 'xx', 500)).toEqual({ ok: false, reason: 'error' });
    expect(verifyToken('k', 'garbage', 500)).toEqual({ ok: false, reason: 'error' });
  });
});
