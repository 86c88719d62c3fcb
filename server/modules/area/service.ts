import type { Db } from '../account/ledger.ts';
import { byId, children, upToLevel, type AreaRow } from './queries.ts';

export type AreaNode = AreaRow & { child_list?: AreaNode[] };

export const areaService = {
  /** `/api/address/lists`: the children of `pid` (0 = provinces). */
  lists(db: Db, pid: number): Promise<AreaRow[]> {
    return children(db, pid);
  },

  /**
   * `/api/address/tree`: as NiuShop, the children of `id`; with `deep` (our addition) the whole
   * subtree below `id` nested in `child_list`, for a picker that loads once.
   */
  async tree(db: Db, id: number, deep: boolean): Promise<AreaNode[]> {
    if (!deep) return children(db, id);
    const rows = await upToLevel(db, 3);
    const byPid = new Map<number, AreaNode[]>();
    for (const r of rows) {
      const list = byPid.get(r.pid) ?? [];
      list.push({ ...r });
      byPid.set(r.pid, list);
    }
    const build = (pid: number): AreaNode[] =>
      (byPid.get(pid) ?? []).map((n) => {
        const kids = build(n.id);
        return kids.length ? { ...n, child_list: kids } : n;
      });
    return build(id);
  },

  /** `/api/address/info`: one area, or null when there is none (as NiuShop). */
  async info(db: Db, id: number): Promise<AreaRow | null> {
    return (await byId(db, id)) ?? null;
  },
};
