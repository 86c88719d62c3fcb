import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { ApiError } from '../../http/errors.ts';
import { translate } from '../../i18n/index.ts';
import { checkCaptcha, CAPTCHA_TTL_SEC } from './service.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

async function fresh(): Promise<{ id: string; code: string }> {
  const c = await s.call<{ id: string; img: string }>('/api/captcha/captcha');
  const d = await s.call<{ code: string }>('/dev/captcha', { captcha_id: c.data.id });
  return { id: c.data.id, code: d.data.code };
}

async function message(p: Promise<unknown>): Promise<{ code: number; zh: string; en: string }> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ApiError) return { code: err.code, zh: translate('zh-cn', err.key, err.vars), en: translate('en-us', err.key, err.vars) };
    throw err;
  }
  throw new Error('expected a failure');
}

describe('image captcha', () => {
  it('answers {id, img} with a 4-digit SVG captcha readable through /dev/captcha', async () => {
    const res = await s.call<{ id: string; img: string }>('/api/captcha/captcha');
    expect(res.code).toBe(0);
    expect(res.data.id).toMatch(/^[0-9a-f]{32}$/);
    expect(res.data.img.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const svg = Buffer.from(res.data.img.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toContain('<svg');
    const dev = await s.call<{ code: string }>('/dev/captcha', { captcha_id: res.data.id });
    expect(dev.data.code).toMatch(/^\d{4}$/);
  });

  it('discards the old captcha named by captcha_id', async () => {
    const a = await fresh();
    const b = await s.call<{ id: string }>('/api/captcha/captcha', { captcha_id: a.id });
    expect(b.data.id).not.toBe(a.id);
    expect((await s.call('/dev/captcha', { captcha_id: a.id })).code).toBe(-1);
  });

  it('checks with NiuShop messages in both languages', async () => {
    const db = s.db();
    expect(await message(checkCaptcha(db, undefined, '1234'))).toEqual({ code: -1, zh: '缺少参数captcha_id', en: 'Missing parameter captcha_id' });
    expect(await message(checkCaptcha(db, 'x', ''))).toEqual({ code: -1, zh: '缺少参数captcha_code', en: 'Missing parameter captcha_code' });
    expect(await message(checkCaptcha(db, 'nope', '1234'))).toMatchObject({ zh: '验证码已失效', en: 'The verification code has expired, please refresh it' });
    const c = await fresh();
    const wrong = c.code === '0000' ? '1111' : '0000';
    expect(await message(checkCaptcha(db, c.id, wrong))).toMatchObject({ zh: '验证码不正确', en: 'Wrong verification code' });
    // A wrong guess voids the captcha: the right code no longer works.
    expect(await message(checkCaptcha(db, c.id, c.code))).toMatchObject({ zh: '验证码已失效' });
  });

  it('keeps a captcha when not consuming, removes it when consuming, expires it after 10 minutes', async () => {
    const db = s.db();
    const c = await fresh();
    await checkCaptcha(db, c.id, c.code, { consume: false });
    await checkCaptcha(db, c.id, c.code, { consume: true });
    expect(await message(checkCaptcha(db, c.id, c.code))).toMatchObject({ zh: '验证码已失效' });
    const d = await fresh();
    const later = Math.floor(Date.now() / 1000) + CAPTCHA_TTL_SEC + 5;
    expect(await message(checkCaptcha(db, d.id, d.code, { now: later }))).toMatchObject({ zh: '验证码已失效' });
  });

  it('refuses a malformed captcha_id without storing anything', async () => {
    const before = await s.db().selectFrom('captcha').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const res = await s.call('/api/captcha/captcha', { captcha_id: 'x'.repeat(65) }, { lang: 'en-us' });
    expect(res).toMatchObject({ code: -1, message: 'Parameter captcha_id is too long' });
    const after = await s.db().selectFrom('captcha').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
