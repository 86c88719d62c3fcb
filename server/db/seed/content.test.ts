/**
 * Issue 17's demo data: after the seed every content and engagement page has something to show
 * (help classes and items, notices, article categories and articles, store notes with goods, live
 * rooms, the custom form and a form attached to a goods item, one running game of each kind with
 * prizes, the invite rule), with their addon flags on.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/harness.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe("content seed", () => {
  it("turns on the flags of the content and engagement pages", async () => {
    const init = await s.call<{ addon_is_exist: Record<string, number> }>(
      "/api/config/init",
    );
    expect(init.data.addon_is_exist).toMatchObject({
      notes: 1,
      live: 1,
      form: 1,
      turntable: 1,
      cards: 1,
      egg: 1,
      memberrecommend: 1,
      birthdaygift: 1,
      memberconsume: 1,
      memberregister: 1,
      servicer: 1,
    });
  });

  it("gives help, notices, articles, notes with goods and live rooms something to list", async () => {
    const help = await s.call<Array<{ child_list: unknown[] }>>(
      "/api/helpclass/lists",
    );
    expect(help.data.length).toBeGreaterThan(0);
    expect(help.data.every((c) => c.child_list.length > 0)).toBe(true);
    expect(
      (await s.call<{ list: unknown[] }>("/api/notice/page", { page: 1 })).data
        .list.length,
    ).toBeGreaterThan(0);
    const cats = await s.call<Array<{ category_id: number }>>(
      "/api/article/category",
    );
    expect(cats.data.length).toBeGreaterThan(1);
    expect(
      (await s.call<{ list: unknown[] }>("/api/article/page", { page: 1 })).data
        .list.length,
    ).toBeGreaterThan(0);
    const notes = await s.call<{ list: Array<{ note_id: number }> }>(
      "/notes/api/notes/page",
      { page: 1 },
    );
    expect(notes.data.list.length).toBeGreaterThan(0);
    const withGoods = await Promise.all(
      notes.data.list.map((n) =>
        s.call<{ goods_list?: unknown[] }>("/notes/api/notes/detail", {
          note_id: n.note_id,
        }),
      ),
    );
    expect(withGoods.some((d) => (d.data.goods_list ?? []).length > 0)).toBe(
      true,
    );
    expect(
      (await s.call<{ list: unknown[] }>("/live/api/live/page", { page: 1 }))
        .data.list.length,
    ).toBeGreaterThan(0);
  });

  it("has the custom form, a form on a goods item, a running game of each kind with prizes and the invite rule", async () => {
    expect(
      (
        await s.call<{ form_name: string }>("/form/api/form/info", {
          form_id: 1,
        })
      ).data.form_name,
    ).toBe("活动报名");
    const goodsForm = await s.call<{ json_data?: unknown[] } | null>(
      "/form/api/form/goodsform",
      { goods_id: 48 },
    );
    expect(goodsForm.code).toBe(0);
    expect(goodsForm.data).toBeTruthy();
    for (const kind of ["turntable", "cards", "egg"]) {
      const running: number[] = [];
      for (let id = 1; id <= 10; id++) {
        const info = await s.call<{ status: number }>(
          `/${kind}/api/${kind}/info`,
          { id },
        );
        if (info.code >= 0 && info.data.status === 1) running.push(id);
      }
      expect(running, kind).toHaveLength(1);
      // the scratch card keeps its prizes to itself until played: counted in the table
      const prizes = await s
        .db()
        .selectFrom("promotion_games_award")
        .select("award_id")
        .where("game_id", "=", running[0]!)
        .where("remaining_num", ">", 0)
        .execute();
      expect(prizes.length, kind).toBeGreaterThan(0);
    }
    const rule = await s.call<{ recommend_name: string; max_fetch: number }>(
      "/memberrecommend/api/memberrecommend/info",
    );
    expect(rule.data.recommend_name).toBeTruthy();
    expect(rule.data.max_fetch).toBeGreaterThan(0);
  });
});
