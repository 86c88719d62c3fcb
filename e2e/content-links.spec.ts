/**
 * Issue 17's routes reached from the links that point at them (not typed into the address bar): a
 * merchant page published through the admin API holds the diy blocks and link kinds NiuShop's
 * decorator offers for them (../shared/reference/niushop-diy.md §4's link catalogue): the Notice
 * block (a notice → its detail), the Article block (an article → its detail), the Notes block (a
 * note → its detail, 查看更多 → the note list), and a graphic nav with NOTES_PREFECTURE, LIVE_LIST,
 * the three games (`/pages_promotion/game/<kind>?id=N`, with `game_id`), a DIY_FORM link, a micro
 * page (`/pages_tool/index/diy?name=…`) and MEMBER_RECOMMEND. The seeded member centre's 邀请有礼
 * entry opens invite friends. (Help, notices and articles from the home's graphic nav are in
 * content.spec.ts; MEMBER_CONTACT → chat in diy-member-links.spec.ts; a help item's outside link →
 * webview in content.spec.ts; code -3 → store closed in content-tools.spec.ts; a game → its record
 * in games.spec.ts; an Alipay payment inside WeChat → wx_pay in pay-guide.spec.ts.)
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, openApp, test, type Lang } from "./fixtures.ts";
import type { Envelope } from "./builtRoutes.ts";
import { freshMember, signInAs } from "./members.ts";

async function post<T = unknown>(
  request: APIRequestContext,
  url: string,
  form: Record<string, string> = {},
): Promise<Envelope<T>> {
  return (await (
    await request.post(url, {
      form: { app_type: "h5", app_type_name: "H5", ...form },
    })
  ).json()) as Envelope<T>;
}

/** The seed's running game of a kind (the info call answers a game only under its own kind). */
async function seedGame(
  request: APIRequestContext,
  kind: "turntable" | "cards" | "egg",
): Promise<number> {
  for (let id = 1; id <= 20; id++) {
    const info = await post<{ status: number }>(
      request,
      `/${kind}/api/${kind}/info`,
      { id: String(id) },
    );
    if (info.code >= 0 && info.data.status === 1) return id;
  }
  throw new Error(`no running ${kind} game`);
}

const item = (id: string, title: string, link: Record<string, unknown>) => ({
  id,
  title,
  imageUrl: "",
  iconType: "img",
  link,
  label: { control: false },
});

interface Games {
  turntable: number;
  cards: number;
  egg: number;
}

/** Publishes the page of blocks and links; answers its name. */
async function publish(
  request: APIRequestContext,
  lang: Lang,
  games: Games,
  formId: number,
): Promise<string> {
  const minted = (await (
    await request.get("/dev/admin-token")
  ).json()) as Envelope<{ token: string }>;
  expect(minted.code).toBe(0);
  const name = `DIY_VIEW_RANDOM_content_links_${lang.replace("-", "_")}_${Date.now().toString(36)}`;
  const game = (kind: string, id: number) => ({
    name: "GAME",
    title: kind,
    wap_url: `/pages_promotion/game/${kind}?id=${id}`,
    game_id: id,
    parent: "GAME_LIST",
  });
  const document = {
    global: {
      title: "E2E content links",
      pageBgColor: "#F6F9FF",
      openBottomNav: false,
    },
    value: [
      {
        id: "notice",
        componentName: "Notice",
        sources: "initial",
        count: 3,
        margin: { top: 8, bottom: 8, both: 12 },
      },
      {
        id: "nav",
        componentName: "GraphicNav",
        mode: "text",
        type: "img",
        showStyle: "fixed",
        rowCount: 4,
        list: [
          item("notes", "L-notes", {
            name: "NOTES_PREFECTURE",
            title: "店铺笔记",
            wap_url: "/pages_tool/store_notes/note_list",
            parent: "NOTES",
          }),
          item("live", "L-live", {
            name: "LIVE_LIST",
            title: "直播",
            wap_url: "/pages_tool/live/list",
            parent: "LIVE",
          }),
          item("wheel", "L-wheel", game("turntable", games.turntable)),
          item("cards", "L-cards", game("cards", games.cards)),
          item("eggs", "L-eggs", game("smash_eggs", games.egg)),
          item("form", "L-form", {
            name: "DIY_FORM",
            title: "活动报名",
            wap_url: `/pages_tool/form/form?id=${formId}`,
            form_id: formId,
            parent: "DIY_FORM",
          }),
          item("micro", "L-micro", {
            name: "DIY_VIEW_RANDOM_NEW_ARRIVALS",
            title: "新品推荐",
            wap_url: "/pages_tool/index/diy?name=DIY_VIEW_RANDOM_NEW_ARRIVALS",
            parent: "MICRO_PAGE_LIST",
          }),
          item("invite", "L-invite", {
            name: "MEMBER_RECOMMEND",
            title: "邀请有礼",
            wap_url: "/pages_tool/member/invite_friends",
            parent: "MARKETING_LINK",
          }),
        ],
        margin: { top: 0, bottom: 0, both: 12 },
      },
      {
        id: "article",
        componentName: "Article",
        sources: "initial",
        count: 3,
        margin: { top: 8, bottom: 8, both: 12 },
      },
      {
        id: "notesblock",
        componentName: "Notes",
        sources: "initial",
        count: 2,
        margin: { top: 8, bottom: 8, both: 12 },
      },
    ],
  };
  const res = await request.post("/admin/diy/publish", {
    headers: { authorization: `Bearer ${minted.data.token}` },
    data: { name, document: JSON.stringify(document) },
  });
  const body = (await res.json()) as Envelope;
  expect(body.code, body.message).toBe(0);
  return name;
}

/** Opens the published page and waits until its blocks have their data. */
async function openLinks(page: Page, name: string): Promise<void> {
  await openApp(page, `/pages_tool/index/diy?name=${name}`);
  await expect(page.locator('[data-node-id="nav"]')).toBeVisible();
  await page.waitForLoadState("networkidle");
}

test.describe("content links", () => {
  test("every content route opens from the diy block or link that points at it", async ({
    page,
    request,
    lang,
    shot,
  }) => {
    const zh = lang === "zh-cn";
    const games: Games = {
      turntable: await seedGame(request, "turntable"),
      cards: await seedGame(request, "cards"),
      egg: await seedGame(request, "egg"),
    };
    const form = await post<{ id: number }>(request, "/form/api/form/info", {
      form_id: "1",
    });
    expect(form.code, form.message).toBeGreaterThanOrEqual(0);
    const name = await publish(request, lang, games, form.data.id);
    await signInAs(page, await freshMember(request, "33"));

    // Notice block: the latest notice → its detail
    const notices = await post<Array<{ id: number; title: string }>>(
      request,
      "/api/notice/lists",
      { num: "3", lang },
    );
    await openLinks(page, name);
    await shot("links-page");
    const notice = page
      .locator('[data-node-id="notice"] a')
      .filter({ hasText: notices.data[0]!.title })
      .first();
    await notice.click();
    await expect(page).toHaveURL(
      new RegExp(
        `/pages_tool/notice/detail\\?notice_id=${notices.data[0]!.id}$`,
      ),
    );
    await expect(page.locator(".diy-rich-text")).toBeVisible();

    // Article block: an article → its detail
    const articles = await post<
      Array<{ article_id: number; article_title: string }>
    >(request, "/api/article/lists", { num: "3", lang });
    await openLinks(page, name);
    await page
      .locator('[data-node-id="article"]')
      .getByRole("link", { name: articles.data[0]!.article_title })
      .click();
    await expect(page).toHaveURL(
      new RegExp(
        `/pages_tool/article/detail\\?article_id=${articles.data[0]!.article_id}$`,
      ),
    );
    await expect(
      page
        .getByRole("heading", {
          level: 1,
          name: articles.data[0]!.article_title,
        })
        .last(),
    ).toBeVisible();

    // Notes block: a note → its detail; 查看更多 → the note list
    const notes = await post<Array<{ note_id: number; note_title: string }>>(
      request,
      "/notes/api/notes/lists",
      { num: "2", lang },
    );
    await openLinks(page, name);
    await page
      .locator('[data-node-id="notesblock"]')
      .getByRole("link", { name: notes.data[0]!.note_title })
      .click();
    await expect(page).toHaveURL(
      new RegExp(
        `/pages_tool/store_notes/note_detail\\?note_id=${notes.data[0]!.note_id}$`,
      ),
    );
    await expect(
      page.getByRole("heading", { level: 1, name: notes.data[0]!.note_title }),
    ).toBeVisible();
    await openLinks(page, name);
    await page
      .locator('[data-node-id="notesblock"]')
      .getByRole("link", { name: zh ? "查看更多" : "More" })
      .click();
    await expect(page).toHaveURL(/\/pages_tool\/store_notes\/note_list$/);
    await expect(page.getByTestId("note-card").first()).toBeVisible();

    // The graphic nav's links
    const hops: Array<[string, RegExp, (p: Page) => Promise<void>]> = [
      [
        "L-notes",
        /\/pages_tool\/store_notes\/note_list$/,
        (p) => expect(p.getByTestId("note-card").first()).toBeVisible(),
      ],
      [
        "L-live",
        /\/pages_tool\/live\/list$/,
        (p) => expect(p.getByTestId("live-room").first()).toBeVisible(),
      ],
      [
        "L-wheel",
        new RegExp(`/pages_promotion/game/turntable\\?id=${games.turntable}$`),
        (p) => expect(p.getByTestId("wheel-slot")).toHaveCount(8),
      ],
      [
        "L-cards",
        new RegExp(`/pages_promotion/game/cards\\?id=${games.cards}$`),
        (p) => expect(p.getByTestId("scratch-card")).toBeVisible(),
      ],
      [
        "L-eggs",
        new RegExp(`/pages_promotion/game/smash_eggs\\?id=${games.egg}$`),
        (p) => expect(p.getByTestId("egg").first()).toBeVisible(),
      ],
      [
        "L-form",
        new RegExp(`/pages_tool/form/form\\?id=${form.data.id}$`),
        (p) => expect(p.getByTestId("form-field").first()).toBeVisible(),
      ],
      [
        "L-micro",
        /\/pages_tool\/index\/diy\?name=DIY_VIEW_RANDOM_NEW_ARRIVALS$/,
        (p) => expect(p.locator('[data-node-id="newgoods1"]')).toBeVisible(),
      ],
      [
        "L-invite",
        /\/pages_tool\/member\/invite_friends$/,
        (p) => expect(p.getByTestId("invite-link")).toBeVisible(),
      ],
    ];
    for (const [label, url, shown] of hops) {
      await openLinks(page, name);
      await page
        .locator('[data-node-id="nav"]')
        .getByRole("link", { name: label, exact: true })
        .click();
      await expect(page, label).toHaveURL(url);
      await shown(page);
    }
  });

  test("the member centre's 邀请有礼 entry opens invite friends", async ({
    page,
    request,
    lang,
  }) => {
    await signInAs(page, await freshMember(request, "32"));
    await openApp(page, "/pages/member/index");
    await page
      .getByRole("link", {
        name: lang === "zh-cn" ? "邀请有礼" : "Invite friends",
        exact: true,
      })
      .click();
    await expect(page).toHaveURL(/\/pages_tool\/member\/invite_friends$/);
    await expect(page.getByTestId("invite-link")).toBeVisible();
  });
});
