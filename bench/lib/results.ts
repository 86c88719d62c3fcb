/**
 * Every bench writes its figures to bench/results/<name>.json and one row of
 * bench/results/latest.md. Figures are medians of several runs (the JSON keeps every run);
 * nothing here asserts: a missed target is reported, not failed.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runAllCleanups } from './cleanup.ts';
import { repoRoot, resultsDir } from './paths.ts';

export interface TargetCheck {
  /** What is compared, e.g. "home first-load JS gzip". */
  figure: string;
  /** The target in words, e.g. "≤ 110 kB". */
  target: string;
  /** The figure, formatted; null when it could not be measured. */
  value: string | null;
  /** null = not measured. */
  met: boolean | null;
}

export type Status = 'ok' | 'partial' | 'failed';

export interface BenchResult {
  name: string;
  description: string;
  status: Status;
  started: string;
  finished: string;
  seconds: number;
  git: { commit: string; dirty: boolean } | null;
  machine: { cpus: number; cpuModel: string; node: string; platform: string; loadavgAtStart: number[] };
  settings: Record<string, unknown>;
  figures: Record<string, unknown>;
  targets: TargetCheck[];
  /** One line for latest.md. */
  summary: string;
  notes: string[];
  errors: string[];
}

/** A needed API path answers "no such API" (not built yet): the bench cannot measure it. */
export class MissingApiError extends Error {
  constructor(
    readonly apiPath: string,
    detail = '',
  ) {
    super(`${apiPath} is not implemented yet (the server answers "no such API")${detail ? `: ${detail}` : ''}`);
    this.name = 'MissingApiError';
  }
}

/** Something the bench needs is absent (the H5 build, PostgreSQL, a seeded row): not a crash. */
export class PrerequisiteError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PrerequisiteError';
  }
}

export class BenchContext {
  readonly settings: Record<string, unknown> = {};
  readonly figures: Record<string, unknown> = {};
  readonly targets: TargetCheck[] = [];
  readonly notes: string[] = [];
  readonly errors: string[] = [];
  private readonly summaryParts: string[] = [];

  constructor(readonly name: string) {}

  log(message: string): void {
    console.log(`[${this.name}] ${message}`);
  }

  note(message: string): void {
    this.notes.push(message);
    this.log(`note: ${message}`);
  }

  /** A part that could not be measured; the bench goes on with the rest (status "partial"). */
  error(part: string, err: unknown): void {
    const message = `${part}: ${describeError(err)}`;
    this.errors.push(message);
    console.error(`[${this.name}] ${message}`);
  }

  target(figure: string, target: string, value: string | null, met: boolean | null): void {
    this.targets.push({ figure, target, value, met });
  }

  summary(part: string): void {
    this.summaryParts.push(part);
  }

  summaryText(): string {
    return this.summaryParts.join('; ');
  }
}

// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;]*m/g;

export function describeError(err: unknown): string {
  if (err instanceof MissingApiError || err instanceof PrerequisiteError) return err.message;
  const text = err instanceof Error ? err.message : String(err);
  // Playwright appends a call log; the first lines say what happened.
  return text.replace(ANSI, '').split(/\nCall log:/)[0]!.trim();
}

function gitInfo(): BenchResult['git'] {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8', timeout: 10_000 }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: repoRoot, encoding: 'utf8', timeout: 10_000 }).trim() !== '';
    return { commit, dirty };
  } catch {
    return null;
  }
}

const LATEST_HEADER = [
  '# Latest benchmark figures',
  '',
  'Written by the bench scripts (`bash bench/run.sh` runs them all; each script replaces its own row).',
  'Every figure is a median of several runs unless the row says otherwise; the full figures, every run and',
  'the settings are in `bench/results/<name>.json`. Targets: see bench/README.md. "load" is the machine\'s',
  '1-minute load average when the bench started (2 cores shared with other work: high load = slow, noisy figures).',
  '',
  '| bench | status | when | figures | targets |',
  '|---|---|---|---|---|',
];

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n+/g, ' ');
}

function targetsText(targets: TargetCheck[]): string {
  if (targets.length === 0) return '';
  return targets.map((t) => `${t.met === null ? '–' : t.met ? '✅' : '❌'} ${t.figure} ${t.value ?? 'n/a'} (${t.target})`).join('<br>');
}

/** Replaces (or appends) this bench's row in latest.md. */
export function writeLatestRow(result: BenchResult): void {
  const file = path.join(resultsDir, 'latest.md');
  const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n') : [...LATEST_HEADER];
  if (!lines.some((l) => l.startsWith('| bench |'))) lines.splice(0, lines.length, ...LATEST_HEADER);
  const status = result.status === 'ok' ? 'ok' : result.status === 'partial' ? 'partial' : 'FAILED';
  const figures = [result.summary, ...result.errors.map((e) => `⚠ ${e.split('\n')[0]}`)].filter(Boolean).join('<br>');
  const load = result.machine?.loadavgAtStart?.[0];
  const when = `${result.finished.slice(0, 16).replace('T', ' ')}Z${load !== undefined ? `, load ${load}` : ''}`;
  const row = `| ${result.name} | ${status} | ${when} | ${cell(figures)} | ${cell(targetsText(result.targets))} |`;
  const at = lines.findIndex((l) => l.startsWith(`| ${result.name} |`));
  if (at >= 0) lines[at] = row;
  else {
    // After the last table row.
    let last = lines.length - 1;
    while (last > 0 && !lines[last]!.startsWith('|')) last--;
    lines.splice(last + 1, 0, row);
  }
  fs.writeFileSync(file, lines.join('\n').replace(/\n*$/, '\n'));
}

/** The benches in report order. */
export const BENCH_ORDER = ['sizes', 'rounds', 'lighthouse', 'firstview-switch', 'render', 'api', 'contention', 'flashsale', 'profile-order'];

/** Rewrites latest.md from every bench/results/<name>.json (bench/run.sh does this at the end). */
export function rebuildLatest(): void {
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, 'latest.md');
  fs.writeFileSync(file, `${LATEST_HEADER.join('\n')}\n`);
  const names = fs
    .readdirSync(resultsDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5))
    .sort((a, b) => (BENCH_ORDER.indexOf(a) + 1 || 99) - (BENCH_ORDER.indexOf(b) + 1 || 99) || a.localeCompare(b));
  for (const name of names) {
    try {
      const result = JSON.parse(fs.readFileSync(path.join(resultsDir, `${name}.json`), 'utf8')) as BenchResult;
      if (result.name === name && typeof result.finished === 'string') writeLatestRow(result);
    } catch {
      /* not a bench result */
    }
  }
}

/**
 * Runs one bench: `fn` fills the context; the result is written whatever happens, every
 * registered clean-up runs, and the process exits 0 (ok) or 1 (partial/failed).
 */
export async function runBench(name: string, description: string, fn: (ctx: BenchContext) => Promise<void>): Promise<void> {
  const ctx = new BenchContext(name);
  const started = new Date();
  const loadavg = os.loadavg().map((x) => Math.round(x * 100) / 100);
  ctx.log(`${description} (load average ${loadavg.join(' ')})`);
  let fatal: unknown = null;
  try {
    await fn(ctx);
  } catch (err) {
    fatal = err;
    ctx.error('stopped', err);
    if (!(err instanceof MissingApiError || err instanceof PrerequisiteError) && err instanceof Error && err.stack) console.error(err.stack);
  } finally {
    await runAllCleanups();
  }
  const finished = new Date();
  const measured = Object.keys(ctx.figures).length > 0;
  const status: Status = fatal !== null && !measured ? 'failed' : ctx.errors.length > 0 ? (measured ? 'partial' : 'failed') : 'ok';
  const cpus = os.cpus();
  const result: BenchResult = {
    name,
    description,
    status,
    started: started.toISOString(),
    finished: finished.toISOString(),
    seconds: Math.round((finished.getTime() - started.getTime()) / 100) / 10,
    git: gitInfo(),
    machine: { cpus: cpus.length, cpuModel: cpus[0]?.model ?? '', node: process.version, platform: `${os.platform()} ${os.release()}`, loadavgAtStart: loadavg },
    settings: ctx.settings,
    figures: ctx.figures,
    targets: ctx.targets,
    summary: ctx.summaryText(),
    notes: ctx.notes,
    errors: ctx.errors,
  };
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
  writeLatestRow(result);
  ctx.log(`${status} in ${result.seconds} s → ${path.relative(process.cwd(), path.join(resultsDir, `${name}.json`)) || path.join(resultsDir, `${name}.json`)}`);
  if (result.summary) ctx.log(result.summary);
  for (const t of result.targets) ctx.log(`target ${t.met === null ? '–' : t.met ? 'met' : 'MISSED'}: ${t.figure} ${t.value ?? 'n/a'} (${t.target})`);
  process.exit(status === 'ok' ? 0 : 1);
}
