/**
 * Publishing merchant diy pages from the command line, through a running server's admin API.
 *
 *   npm run diy -- publish <file.json> --name <PAGE_NAME> [--title T] [--note N]
 *   npm run diy -- list
 *   npm run diy -- versions <PAGE_NAME>
 *   npm run diy -- rollback <PAGE_NAME> [--version N]
 *
 * Options: --url (default $SHOP_URL or http://127.0.0.1:8080), --token (default
 * $SHOP_ADMIN_TOKEN; the admin token the server printed at first start, or `npm run admin --
 * rotate`), --lang zh-cn|en-us (default $SHOP_LANG, else from $LANG), --json (print the raw answer).
 *
 * The file is NiuShop's diy document (`{global, value: [components]}`, or a template/row
 * `{name, title, value}` holding one) or our page schema (`schemaVersion`). It is sent as text,
 * so the server can point at every problem by JSON path. A refusal prints one problem per line
 * (`$.value[3].list[0].link.wap_url: …`) on stderr and exits 1; usage errors exit 2.
 *
 * HTTP is the only path: the embedded database belongs to the running server (one process per
 * data directory).
 */
import fs from 'node:fs';
import path from 'node:path';

interface Envelope {
  code: number;
  message: string;
  data: unknown;
}

interface Problem {
  path: string;
  message: string;
}

const USAGE = `usage:
  npm run diy -- publish <file.json> --name <PAGE_NAME> [--title T] [--note N]
  npm run diy -- list
  npm run diy -- versions <PAGE_NAME>
  npm run diy -- rollback <PAGE_NAME> [--version N]
options: --url URL (or SHOP_URL, default http://127.0.0.1:8080)  --token T (or SHOP_ADMIN_TOKEN)
         --lang zh-cn|en-us  --json`;

class UsageError extends Error {}

interface Args {
  command: string;
  positional: string[];
  options: Record<string, string | true>;
}

const VALUE_OPTIONS = new Set(['name', 'title', 'note', 'version', 'url', 'token', 'lang']);
const FLAG_OPTIONS = new Set(['json', 'help']);

function parseArgs(argv: string[]): Args {
  const positional: string[] = [];
  const options: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--') continue;
    if (a === '-h') {
      options.help = true;
      continue;
    }
    if (a.startsWith('--')) {
      const eq = a.indexOf('=');
      const key = a.slice(2, eq < 0 ? undefined : eq);
      if (FLAG_OPTIONS.has(key)) {
        options[key] = true;
        continue;
      }
      if (!VALUE_OPTIONS.has(key)) throw new UsageError(`unknown option --${key}`);
      const value = eq >= 0 ? a.slice(eq + 1) : argv[++i];
      if (value === undefined) throw new UsageError(`--${key} needs a value`);
      options[key] = value;
      continue;
    }
    positional.push(a);
  }
  const [command = '', ...rest] = positional;
  return { command, positional: rest, options };
}

function langOf(opt: string | true | undefined): 'zh-cn' | 'en-us' {
  const v = typeof opt === 'string' ? opt : process.env.SHOP_LANG || process.env.LC_ALL || process.env.LANG || '';
  return /^zh/i.test(v) ? 'zh-cn' : 'en-us';
}

interface Client {
  call(pathname: string, body: Record<string, unknown>): Promise<Envelope>;
}

function client(args: Args): Client {
  const base = (typeof args.options.url === 'string' ? args.options.url : process.env.SHOP_URL || 'http://127.0.0.1:8080').replace(/\/+$/, '');
  const token = typeof args.options.token === 'string' ? args.options.token : process.env.SHOP_ADMIN_TOKEN || '';
  if (!token) throw new UsageError('no admin token: pass --token or set SHOP_ADMIN_TOKEN');
  const lang = langOf(args.options.lang);
  return {
    async call(pathname, body) {
      let res: Response;
      try {
        res = await fetch(`${base}${pathname}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': lang },
          body: JSON.stringify({ lang, ...body }),
        });
      } catch (err) {
        throw new Error(`cannot reach the shop at ${base} (${err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err)}); is the server running? (--url / SHOP_URL)`, { cause: err });
      }
      const text = await res.text();
      try {
        return JSON.parse(text) as Envelope;
      } catch (e) {
        throw new Error(`${base}${pathname} answered HTTP ${res.status} with something that is not the shop's JSON`, { cause: e });
      }
    },
  };
}

const out = (line = '') => process.stdout.write(`${line}\n`);
const err = (line = '') => process.stderr.write(`${line}\n`);

const date = (unix: unknown) => (typeof unix === 'number' && unix > 0 ? new Date(unix * 1000).toISOString().replace('T', ' ').slice(0, 19) : '-');

function table(rows: string[][]): void {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  for (const r of rows) out(r.map((cell, c) => (c === r.length - 1 ? cell : cell.padEnd(widths[c]!))).join('  '));
}

function printProblems(list: unknown, prefix = ''): void {
  if (!Array.isArray(list)) return;
  for (const p of list as Problem[]) err(`${prefix}${p.path}: ${p.message}`);
}

/** Prints a refusal (message, then one problem per line) and answers the exit code. */
function refused(env: Envelope): number {
  err(env.message);
  const data = env.data as { errors?: unknown; warnings?: unknown } | null;
  printProblems(data?.errors);
  printProblems(data?.warnings, 'warning: ');
  return 1;
}

async function run(args: Args): Promise<number> {
  const json = args.options.json === true;
  const api = client(args);
  const finish = (env: Envelope, print: (data: never) => void): number => {
    if (json) {
      out(JSON.stringify(env, null, 2));
      return env.code >= 0 ? 0 : 1;
    }
    if (env.code < 0) return refused(env);
    print(env.data as never);
    return 0;
  };

  switch (args.command) {
    case 'publish': {
      const file = args.positional[0];
      const name = args.options.name;
      if (!file) throw new UsageError('publish needs a file');
      if (typeof name !== 'string') throw new UsageError('publish needs --name <PAGE_NAME>');
      let text: string;
      try {
        text = fs.readFileSync(path.resolve(file), 'utf8');
      } catch (e) {
        throw new Error(`cannot read ${file}: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
      }
      const body: Record<string, unknown> = { name, document: text };
      if (typeof args.options.title === 'string') body.title = args.options.title;
      if (typeof args.options.note === 'string') body.note = args.options.note;
      return finish(await api.call('/admin/api/diy/publish', body), (d: { name: string; version: number; title: string; format: string; nodes: number; warnings: Problem[] }) => {
        out(`published ${d.name} version ${d.version} (${d.format}, ${d.nodes} widgets): ${d.title}`);
        for (const w of d.warnings) out(`warning: ${w.path}: ${w.message}`);
      });
    }
    case 'list':
      return finish(await api.call('/admin/api/diy/list', {}), (rows: Array<{ name: string; title: string; version: number; versions: number; modify_time: number; format: string }>) => {
        table([['NAME', 'VERSION', 'VERSIONS', 'FORMAT', 'MODIFIED (UTC)', 'TITLE'], ...rows.map((r) => [r.name, String(r.version), String(r.versions), r.format, date(r.modify_time), r.title])]);
      });
    case 'versions': {
      const name = args.positional[0] ?? (typeof args.options.name === 'string' ? args.options.name : undefined);
      if (!name) throw new UsageError('versions needs a page name');
      return finish(await api.call('/admin/api/diy/versions', { name }), (d: { name: string; list: Array<{ version: number; current: boolean; create_time: number; format: string; note: string; restored_from: number | null; title: string }> }) => {
        table([
          ['VERSION', 'CREATED (UTC)', 'FORMAT', 'NOTE', 'TITLE'],
          ...d.list.map((v) => [`${v.current ? '*' : ' '}${v.version}`, date(v.create_time), v.format, v.note || (v.restored_from ? `rollback to v${v.restored_from}` : ''), v.title]),
        ]);
      });
    }
    case 'rollback': {
      const name = args.positional[0] ?? (typeof args.options.name === 'string' ? args.options.name : undefined);
      if (!name) throw new UsageError('rollback needs a page name');
      const body: Record<string, unknown> = { name };
      if (args.options.version !== undefined) {
        const v = Number(args.options.version);
        if (!Number.isInteger(v) || v < 1) throw new UsageError('--version must be a version number');
        body.version = v;
      }
      return finish(await api.call('/admin/api/diy/rollback', body), (d: { name: string; version: number; restored_from: number; title: string }) => {
        out(`rolled back ${d.name}: version ${d.version} restores version ${d.restored_from}: ${d.title}`);
      });
    }
    default:
      throw new UsageError(args.command ? `unknown command ${args.command}` : 'no command');
  }
}

async function main(argv: string[]): Promise<number> {
  let args: Args;
  try {
    args = parseArgs(argv);
    if (args.options.help || !args.command) {
      (args.options.help ? out : err)(USAGE);
      return args.options.help ? 0 : 2;
    }
    return await run(args);
  } catch (e) {
    if (e instanceof UsageError) {
      err(`diy: ${e.message}`);
      err(USAGE);
      return 2;
    }
    err(`diy: ${e instanceof Error ? e.message : String(e)}`);
    return 1;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    err(`diy: ${e instanceof Error ? e.message : String(e)}`);
    process.exitCode = 1;
  },
);
