/**
 * The CLI round trip against a real server process: start `server/main.ts` on a free port with a
 * fresh data directory, take the admin token it prints once at first start, then run
 * `server/cli/diy.ts` as a child process to publish, list, read the page back through
 * /api/diyview/info, be refused (problems one per line, exit 1), list versions and roll back.
 *
 * The server runs in development mode: test mode neither prints nor seeds an admin token.
 * Always on the embedded database (its own temporary directory), also under TEST_PG_URL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../config.ts';
import { SAMPLES } from './test-helpers.ts';

const fixture = (which: keyof typeof SAMPLES) => path.join(repoRoot, 'fixtures/diy', SAMPLES[which]);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

let server: ChildProcess | null = null;
let dataDir = '';
let baseUrl = '';
let token = '';
let serverLog = '';

beforeAll(async () => {
  const port = await freePort();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-cli-'));
  baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: path.join(dataDir, 'no-dist'), SHOP_MODE: 'development' };
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  server = child;
  token = await new Promise<string>((resolve, reject) => {
    let found = '';
    const timer = setTimeout(() => reject(new Error(`the server did not start in time:\n${serverLog}`)), 240_000);
    const onData = (chunk: Buffer) => {
      serverLog += chunk.toString();
      const m = /admin token \(shown once\): ([A-Za-z0-9_-]{43})/.exec(serverLog);
      if (m) found = m[1]!;
      if (/open http:\/\//.test(serverLog)) {
        clearTimeout(timer);
        if (found) resolve(found);
        else reject(new Error(`the server printed no admin token:\n${serverLog}`));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (c: Buffer) => (serverLog += c.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${String(code)}):\n${serverLog}`));
    });
  });
}, 300_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

async function cli(args: string[], env: Record<string, string> = {}): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/diy.ts', ...args], {
      cwd: repoRoot,
      env: { ...process.env, SHOP_URL: baseUrl, SHOP_ADMIN_TOKEN: token, SHOP_LANG: 'en-us', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function info(name: string): Promise<{ code: number; data: { version: number; title: string; value: string; schema?: { content: Array<{ type: string }> } } }> {
  const res = await fetch(`${baseUrl}/api/diyview/info?name=${name}&lang=en-us`);
  return (await res.json()) as never;
}

describe('npm run diy (CLI) against a running server', () => {
  const name = 'DIY_VIEW_RANDOM_cli';

  it('publishes, lists, serves, refuses, lists versions and rolls back', async () => {
    let r = await cli(['publish', fixture('member'), '--name', name, '--title', 'CLI page']);
    expect(r, r.stderr).toMatchObject({ code: 0 });
    expect(r.stdout).toMatch(new RegExp(`^published ${name} version 1 \\(niushop, 6 widgets\\): CLI page`));

    r = await cli(['list']);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[0]).toMatch(/^NAME\s+VERSION\s+VERSIONS\s+FORMAT/);
    expect(r.stdout).toMatch(new RegExp(`${name}\\s+1\\s+1\\s+niushop\\s+\\S+ \\S+\\s+CLI page`));
    expect(r.stdout).toMatch(/DIY_VIEW_INDEX\s+1\s+1\s+niushop/);

    // What the shop serves: NiuShop's shape for NiuShop clients, our page for ours.
    let page = await info(name);
    expect(page.code).toBe(0);
    expect(page.data).toMatchObject({ version: 1, title: 'CLI page' });
    expect((JSON.parse(page.data.value) as { value: Array<{ componentName: string }> }).value[0]!.componentName).toBe('MemberInfo');
    expect(page.data.schema!.content[0]!.type).toBe('diy-member-info');

    // A refusal: exit 1, the problems one per line with their paths, nothing changed.
    const bad = path.join(dataDir, 'bad.json');
    fs.writeFileSync(bad, JSON.stringify({ global: { title: 'Bad' }, value: [{ id: 'a', componentName: 'Text', text: 'x', link: { wap_url: 'javascript:alert(1)' } }, { id: 'b', componentName: 'Text', text: 42 }] }));
    r = await cli(['publish', bad, '--name', name]);
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split('\n')).toEqual([
      'the page was not published: 2 problem(s)',
      '$.value[0].link.wap_url: link "javascript:alert(1)" is neither a shop route nor an http(s) URL',
      '$.value[1].text: must be string',
    ]);
    expect((await info(name)).data.version).toBe(1);

    r = await cli(['publish', fixture('home'), '--name', name]);
    expect(r.stdout).toMatch(new RegExp(`^published ${name} version 2 \\(niushop, 12 widgets\\): 官方模板一`));

    r = await cli(['versions', name]);
    expect(r.code).toBe(0);
    const rows = r.stdout.trim().split('\n');
    expect(rows[0]).toMatch(/^VERSION\s+CREATED \(UTC\)\s+FORMAT\s+NOTE\s+TITLE$/);
    expect(rows[1]).toMatch(/^\*2\s+\S+ \S+\s+niushop\s+publish\s+官方模板一$/);
    expect(rows[2]).toMatch(/^ 1\s+\S+ \S+\s+niushop\s+publish\s+CLI page$/);

    r = await cli(['rollback', name]);
    expect(r, r.stderr).toMatchObject({ code: 0 });
    expect(r.stdout.trim()).toBe(`rolled back ${name}: version 3 restores version 1: CLI page`);
    page = await info(name);
    expect(page.data.version).toBe(3);
    expect(page.data.schema!.content[0]!.type).toBe('diy-member-info');

    r = await cli(['rollback', name, '--version', '2', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ code: 0, data: { name, version: 4, restored_from: 2 } });
    expect((await info(name)).data.schema!.content[0]!.type).toBe('diy-search');
  }, 300_000);

  it('fails clearly: a wrong token (exit 1), the request language, usage (exit 2), no server (exit 1)', async () => {
    let r = await cli(['list'], { SHOP_ADMIN_TOKEN: 'x'.repeat(43) });
    expect(r).toMatchObject({ code: 1 });
    expect(r.stderr.trim()).toBe('missing or invalid admin token');

    r = await cli(['rollback', 'DIY_VIEW_RANDOM_nothing', '--lang', 'zh-cn']);
    expect(r.code).toBe(1);
    expect(r.stderr.trim()).toBe('不存在名为 DIY_VIEW_RANDOM_nothing 的自定义页面');

    r = await cli(['publish', fixture('home')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^diy: publish needs --name <PAGE_NAME>\nusage:/);
    r = await cli(['frobnicate']);
    expect(r.code).toBe(2);

    r = await cli(['list'], { SHOP_URL: 'http://127.0.0.1:9' });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^diy: cannot reach the shop at http:\/\/127\.0\.0\.1:9/);
  }, 120_000);
});
