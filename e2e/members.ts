/**
 * Members made for one journey, so that a journey which changes a member (a paid card, a
 * cancellation) leaves the demo member as the other suites expect it.
 */
import type { APIRequestContext } from '@playwright/test';
import type { Envelope } from './builtRoutes.ts';
import { expect } from './fixtures.ts';

async function post<T = unknown>(request: APIRequestContext, url: string, form: Record<string, string> = {}): Promise<Envelope<T>> {
  return (await (await request.post(url, { form: { app_type: 'h5', app_type_name: 'H5', ...form } })).json()) as Envelope<T>;
}

let serial = 0;
/** A new member registered by mobile (the code read from the development outbox). */
export async function freshMember(request: APIRequestContext, prefix: string): Promise<string> {
  serial += 1;
  const mobile = `1${prefix}${String((Date.now() + serial * 7919) % 100_000_000).padStart(8, '0')}`;
  const key = (await post<{ key: string }>(request, '/api/register/mobileCode', { mobile })).data.key;
  let code = '';
  await expect
    .poll(async () => {
      const res = (await (await request.get(`/dev/outbox?mobile=${mobile}`)).json()) as Envelope<Array<{ code: string }>>;
      code = res.data?.[0]?.code ?? '';
      return code;
    })
    .not.toBe('');
  const reg = await post<{ token: string }>(request, '/api/register/mobile', { mobile, key, code });
  expect(reg.code, reg.message).toBeGreaterThanOrEqual(0);
  return reg.data.token;
}
