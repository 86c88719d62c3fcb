/**
 * JSON paths of publishing problems: `$` is the document, `$.content[3].props.list[0].link.wap_url`.
 * Same spelling as the adapter's issue paths (src/diy/adapter.ts), so both can be merged by path.
 */

/** The path of a child: `$.a`, `$.a[2]`, `$.a["odd key"]`. */
export function at(base: string, key: string | number): string {
  if (typeof key === 'number') return `${base}[${key}]`;
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? `${base}.${key}` : `${base}[${JSON.stringify(key)}]`;
}

/** An ajv instancePath (JSON pointer, `/content/3/props/list/0`) under `base` as a JSON path. */
export function pointerToPath(base: string, pointer: string): string {
  if (!pointer) return base;
  let out = base;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    out = /^(0|[1-9]\d*)$/.test(key) ? at(out, Number(key)) : at(out, key);
  }
  return out;
}

export interface Problem {
  /** JSON path into the submitted document. */
  path: string;
  message: string;
}

/**
 * Problems, at most `cap` listed (a hostile document can produce thousands); further ones are
 * only counted. One problem per path: the first one found wins (the adapter repeats some of ours).
 */
export class ProblemList {
  readonly items: Problem[] = [];
  private readonly seen = new Set<string>();
  dropped = 0;

  constructor(private readonly cap: number) {}

  add(path: string, message: string): void {
    if (this.seen.has(path)) return;
    this.seen.add(path);
    if (this.items.length >= this.cap) {
      this.dropped++;
      return;
    }
    this.items.push({ path, message });
  }

  has(path: string): boolean {
    return this.seen.has(path);
  }

  get count(): number {
    return this.items.length + this.dropped;
  }
}
