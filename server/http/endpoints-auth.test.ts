/**
 * The client's endpoint table (src/data/endpoints.ts) and the server's routes agree on who may call
 * each path they both know (issue 13 item 5): the client decides from `auth` whether to send the
 * token and whether a page needs a login first; the server decides what it checks.
 */
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/data/endpoints.ts';
import { modules } from '../modules/index.ts';

const serverAuth = new Map<string, string>();
for (const m of modules) for (const r of m.routes.routes) serverAuth.set(r.path.toLowerCase(), r.options.auth ?? 'none');

describe('endpoints.ts and the server routes', () => {
  // The table names all of NiuShop's client API; the paths the server does not serve yet are left out.
  it('every path both know has the same auth on both sides', () => {
    const problems: string[] = [];
    let both = 0;
    for (const [name, e] of Object.entries(endpoints)) {
      const auth = serverAuth.get(e.path.toLowerCase());
      if (auth === undefined) continue;
      both += 1;
      if (auth !== e.auth) problems.push(`${name} ${e.path}: client ${e.auth}, server ${auth}`);
    }
    expect(both, 'paths both know').toBeGreaterThan(170);
    expect(problems).toEqual([]);
  });
});
