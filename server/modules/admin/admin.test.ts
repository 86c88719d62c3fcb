import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { ApiError } from '../../http/errors.ts';
import { verifyPassword } from '../member/password.ts';
import { ensureAdmin, requireAdmin, rotateAdminToken, setAdminCredentials } from './service.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const ctx = (authorization?: string) => ({ db: s.db(), req: { headers: authorization ? { authorization } : {} } }) as unknown as Parameters<typeof requireAdmin>[0];

describe('admin token', () => {
  it('is created once with a password, kept only as hashes, and rotated', async () => {
    await s.db().deleteFrom('admin').execute();
    const first = await ensureAdmin(s.db(), 1000);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(await ensureAdmin(s.db(), 1001)).toEqual({ token: null, password: null, username: 'admin' });
    const row = await s.db().selectFrom('admin').selectAll().executeTakeFirstOrThrow();
    expect(row.token_hash).not.toContain(first.token!);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.password_hash).not.toContain(first.password!);
    expect(await verifyPassword(first.password!, row.password_hash)).toBe(true);
    expect(await requireAdmin(ctx(`Bearer ${first.token!}`))).toMatchObject({ username: 'admin', via: 'token' });

    const second = await rotateAdminToken(s.db(), 2000);
    expect(second).not.toBe(first.token);
    expect(await requireAdmin(ctx(`Bearer ${second}`))).toMatchObject({ admin_id: row.admin_id });
    await expect(requireAdmin(ctx(`Bearer ${first.token!}`))).rejects.toBeInstanceOf(ApiError);
    expect(Number((await s.db().selectFrom('admin').select('rotate_time').executeTakeFirstOrThrow()).rotate_time)).toBe(2000);
  });

  it('gives an admin from before passwords one at start, once; a renamed admin is not made again', async () => {
    await s.db().updateTable('admin').set({ password_hash: '' }).execute();
    const made = await ensureAdmin(s.db(), 3000);
    expect(made.token).toBeNull();
    expect(made.password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect((await ensureAdmin(s.db(), 3001)).password).toBeNull();

    await setAdminCredentials(s.db(), { password: 'another-pass', username: 'boss' }, 3002);
    expect(await ensureAdmin(s.db(), 3003)).toEqual({ token: null, password: null, username: 'boss' });
    const rows = await s.db().selectFrom('admin').select(['username']).execute();
    expect(rows).toEqual([{ username: 'boss' }]);
  });

  it('refuses a missing, malformed or unknown token', async () => {
    for (const h of [undefined, 'Basic abc', 'Bearer ', 'Bearer short', `Bearer ${'x'.repeat(43)}`]) {
      await expect(requireAdmin(ctx(h))).rejects.toMatchObject({ code: -1, key: 'ADMIN_UNAUTHORIZED' });
    }
  });
});
