import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { ApiError } from '../../http/errors.ts';
import { ensureAdmin, requireAdmin, rotateAdminToken } from './service.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const ctx = (authorization?: string) => ({ db: s.db(), req: { headers: authorization ? { authorization } : {} } }) as unknown as Parameters<typeof requireAdmin>[0];

describe('admin token', () => {
  it('is created once, kept only as a hash, and rotated', async () => {
    // Test mode neither seeds nor prints an admin; the first ensureAdmin makes one.
    await s.db().deleteFrom('admin').execute();
    const first = await ensureAdmin(s.db(), 1000);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await ensureAdmin(s.db(), 1001)).toBeNull();
    const row = await s.db().selectFrom('admin').selectAll().executeTakeFirstOrThrow();
    expect(row.token_hash).not.toContain(first!);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await requireAdmin(ctx(`Bearer ${first!}`))).toMatchObject({ username: 'admin' });

    const second = await rotateAdminToken(s.db(), 2000);
    expect(second).not.toBe(first);
    expect(await requireAdmin(ctx(`Bearer ${second}`))).toMatchObject({ admin_id: row.admin_id });
    await expect(requireAdmin(ctx(`Bearer ${first!}`))).rejects.toBeInstanceOf(ApiError);
    expect(Number((await s.db().selectFrom('admin').select('rotate_time').executeTakeFirstOrThrow()).rotate_time)).toBe(2000);
  });

  it('refuses a missing, malformed or unknown token', async () => {
    for (const h of [undefined, 'Basic abc', 'Bearer ', 'Bearer short', `Bearer ${'x'.repeat(43)}`]) {
      await expect(requireAdmin(ctx(h))).rejects.toMatchObject({ code: -1, key: 'ADMIN_UNAUTHORIZED' });
    }
  });
});
