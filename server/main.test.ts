import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './config.ts';

/** The real start command on the embedded database: data survives a restart, one process per directory. */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-restart-'));
const children: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

function start(port: number): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SHOP_MODE: 'test', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

// A first start migrates and seeds (pictures included): minutes on a loaded 2-core machine.
async function waitHealthy(port: number, ms = 180_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/health`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy');
}

async function post(port: number, p: string, params: Record<string, string>): Promise<{ code: number; message: string; data: Record<string, unknown> }> {
  const res = await fetch(`http://127.0.0.1:${port}${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ app_type: 'h5', app_type_name: 'H5', token: '', lang: 'en-us', ...params }).toString(),
  });
  return (await res.json()) as { code: number; message: string; data: Record<string, unknown> };
}

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('start, stop and restart on the embedded database', () => {
  it('keeps what was written across a graceful restart and refuses a second process on the same data', async () => {
    const port = await freePort();
    const first = start(port);
    await waitHealthy(port);
    expect(first.output()).toContain(`http://127.0.0.1:${port}/h5/`);

    const reg = await post(port, '/api/register/username', { username: 'restart_user', password: 'secret123' });
    expect(reg.code).toBe(0);

    // A second process on the same directory must not open the database.
    const second = start(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by process/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const again = start(port);
    await waitHealthy(port);
    const login = await post(port, '/api/login/login', { username: 'restart_user', password: 'secret123' });
    expect(login.code).toBe(0);
    expect(typeof login.data.token).toBe('string');
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 420_000);
});
