/**
 * Help, notices and articles (niushop-member-and-tools.md §4): classes and categories, paged lists,
 * details with the merchant's rich text sanitised, and read counts (every detail read adds one,
 * atomically). Drafts (article status 0) are never shown.
 */
import { sql } from 'kysely';
import { ApiError, Code } from '../../http/errors.ts';
import type { Lang } from '../../i18n/index.ts';
import type { Db } from '../config/queries.ts';
import { idsParam, pageResult, paging } from '../goods/format.ts';
import { localize } from './i18n.ts';
import { safeHtml } from './text.ts';

const notFound = (key: string) => new ApiError(Code.ERROR, key);

// ---- help -------------------------------------------------------------------------------------------

/** `/api/helpclass/lists`: every class with its items (`sort asc, create_time desc` for both). */
export async function helpClassLists(db: Db, lang: Lang) {
  const classes = await db.selectFrom('help_class').select(['class_id', 'class_name', 'sort', 'i18n']).orderBy('sort').orderBy('create_time', 'desc').orderBy('class_id').execute();
  const items = await db.selectFrom('help').select(['id', 'title', 'link_address', 'class_id', 'i18n']).orderBy('sort').orderBy('create_time', 'desc').orderBy('id').execute();
  return classes.map((c) => {
    const lc = localize(c, lang);
    return {
      class_id: lc.class_id,
      class_name: lc.class_name,
      child_list: items.filter((i) => i.class_id === c.class_id).map((i) => {
        const li = localize(i, lang);
        return { id: li.id, title: li.title, link_address: li.link_address };
      }),
    };
  });
}

/** `/api/help/page`: a class's items (or all), paged. */
export async function helpPage(db: Db, params: { class_id?: number } & Record<string, unknown>, lang: Lang) {
  const { limit, offset, size } = paging(params, 100);
  let q = db.selectFrom('help').innerJoin('help_class', 'help_class.class_id', 'help.class_id');
  if (params.class_id) q = q.where('help.class_id', '=', params.class_id);
  const [{ n }, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    q
      .select(['help.id', 'help.title', 'help.class_id', 'help_class.class_name', 'help.sort', 'help.create_time', 'help.i18n', 'help_class.i18n as class_i18n'])
      .orderBy('help.sort')
      .orderBy('help.create_time', 'desc')
      .orderBy('help.id')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return pageResult(Number(n), size, rows.map((r) => {
    const { class_i18n, ...row } = r;
    const cls = localize({ class_name: r.class_name, i18n: class_i18n }, lang);
    return { ...localize(row, lang), class_name: cls.class_name, create_time: Number(r.create_time) };
  }));
}

/** `/api/help/info`: one item (read count + 1); REQUEST_ID / HELP_NOT_EXIST. */
export async function helpInfo(db: Db, id: number, lang: Lang) {
  const row = await db.updateTable('help').set((eb) => ({ read_num: eb('read_num', '+', 1) })).where('id', '=', id).returningAll().executeTakeFirst();
  if (!row) throw notFound('HELP_NOT_EXIST');
  const cls = await db.selectFrom('help_class').select(['class_name', 'i18n']).where('class_id', '=', row.class_id).executeTakeFirst();
  const r = localize(row, lang);
  return {
    id: r.id,
    title: r.title,
    content: safeHtml(r.content),
    class_id: r.class_id,
    class_name: cls ? localize(cls, lang).class_name : '',
    sort: r.sort,
    link_address: r.link_address,
    read_num: r.read_num,
    create_time: Number(r.create_time),
    modify_time: Number(r.modify_time),
  };
}

// ---- notices ---------------------------------------------------------------------------------------


function presentNotice(row: { id: number; title: string; content: string; is_top: number; sort: number; receiving_type: string; read_num: number; create_time: number; i18n: Record<string, Record<string, unknown>> }, lang: Lang) {
  const r = localize(row, lang);
  return {
    id: r.id,
    title: r.title,
    content: safeHtml(r.content),
    is_top: r.is_top,
    sort: r.sort,
    receiving_type: r.receiving_type,
    receiving_name: r.receiving_type.split(',').includes('mobile') ? (lang === 'en-us' ? 'Mobile' : '手机端') : '',
    read_num: r.read_num,
    create_time: Number(r.create_time),
  };
}

function mobileNotices(db: Db) {
  return db.selectFrom('notice').where(sql<boolean>`(',' || receiving_type || ',') like '%,mobile,%'`);
}

/** `/api/notice/page`: notices for mobile, `is_top desc, sort desc, create_time desc`; `id_arr` picks some. */
export async function noticePage(db: Db, params: Record<string, unknown>, lang: Lang) {
  const { limit, offset, size } = paging(params, 100);
  const ids = idsParam(params.id_arr, 'id_arr');
  let q = mobileNotices(db);
  if (ids.length) q = q.where('id', 'in', ids);
  const [{ n }, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    q.selectAll().orderBy('is_top', 'desc').orderBy('sort', 'desc').orderBy('create_time', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
  ]);
  return pageResult(Number(n), size, rows.map((r) => presentNotice(r, lang)));
}

/** `/api/notice/lists`: the picked notices (`id_arr`) or the latest `num` (diy Notice block). */
export async function noticeLists(db: Db, params: Record<string, unknown>, lang: Lang) {
  const ids = idsParam(params.id_arr, 'id_arr');
  const num = Math.min(Math.max(Number(params.num ?? 10) || 10, 1), 50);
  let q = mobileNotices(db).selectAll();
  if (ids.length) q = q.where('id', 'in', ids);
  const rows = await q.orderBy('is_top', 'desc').orderBy('sort', 'desc').orderBy('create_time', 'desc').orderBy('id', 'desc').limit(ids.length || num).execute();
  return rows.map((r) => presentNotice(r, lang));
}

/** `/api/notice/info`: one notice (read count + 1). */
export async function noticeInfo(db: Db, id: number, lang: Lang) {
  const row = await db.updateTable('notice').set((eb) => ({ read_num: eb('read_num', '+', 1) })).where('id', '=', id).returningAll().executeTakeFirst();
  if (!row) throw notFound('NOTICE_NOT_EXIST');
  return presentNotice(row, lang);
}

// ---- articles --------------------------------------------------------------------------------------

/** `/api/article/category`: categories (`sort desc`) with their published article counts. */
export async function articleCategories(db: Db, lang: Lang) {
  const rows = await db
    .selectFrom('article_category as c')
    .leftJoin('article as a', (j) => j.onRef('a.category_id', '=', 'c.category_id').on('a.status', '=', 1))
    .select(['c.category_id', 'c.category_name', 'c.sort', 'c.i18n', (eb) => eb.fn.count<number>('a.article_id').as('article_num')])
    .groupBy(['c.category_id', 'c.category_name', 'c.sort', 'c.i18n'])
    .orderBy('c.sort', 'desc')
    .orderBy('c.category_id')
    .execute();
  return rows.map((r) => {
    const l = localize(r, lang);
    return { category_id: l.category_id, category_name: l.category_name, article_num: Number(r.article_num) };
  });
}

const ARTICLE_LIST_FIELDS = [
  'a.article_id', 'a.article_title', 'a.article_abstract', 'a.category_id', 'a.cover_img', 'a.status', 'a.is_show_release_time', 'a.is_show_read_num',
  'a.is_show_dianzan_num', 'a.read_num', 'a.dianzan_num', 'a.initial_read_num', 'a.initial_dianzan_num', 'a.sort', 'a.create_time', 'a.i18n',
] as const;

function publishedArticles(db: Db) {
  return db.selectFrom('article as a').leftJoin('article_category as c', 'c.category_id', 'a.category_id').where('a.status', '=', 1);
}

type ListRow = { i18n: Record<string, Record<string, unknown>>; category_name: string | null; category_i18n: Record<string, Record<string, unknown>> | null; create_time: number } & Record<string, unknown>;

function presentListRow(r: ListRow, lang: Lang): Record<string, unknown> & { article_id: number } {
  const { category_i18n, ...row } = r;
  const cat = localize({ category_name: r.category_name ?? '', i18n: category_i18n ?? {} }, lang);
  return { ...localize(row, lang), article_id: Number(r.article_id), category_name: cat.category_name, create_time: Number(r.create_time) };
}

/** `/api/article/page`: published articles, `sort desc, create_time desc`; by category or picked ids. */
export async function articlePage(db: Db, params: Record<string, unknown>, lang: Lang) {
  const { limit, offset, size } = paging(params, 100);
  const ids = idsParam(params.article_id_arr, 'article_id_arr');
  let q = publishedArticles(db);
  if (Number(params.category_id) > 0) q = q.where('a.category_id', '=', Number(params.category_id));
  if (ids.length) q = q.where('a.article_id', 'in', ids);
  const [{ n }, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    q.select([...ARTICLE_LIST_FIELDS, 'c.category_name', 'c.i18n as category_i18n']).orderBy('a.sort', 'desc').orderBy('a.create_time', 'desc').orderBy('a.article_id', 'desc').limit(limit).offset(offset).execute(),
  ]);
  return pageResult(Number(n), size, rows.map((r) => presentListRow(r as ListRow, lang)));
}

/** `/api/article/lists`: the picked (`article_id_arr`, in that order) or the latest `num` published articles (diy Article block). */
export async function articleLists(db: Db, params: Record<string, unknown>, lang: Lang) {
  const ids = idsParam(params.article_id_arr, 'article_id_arr');
  const num = Math.min(Math.max(Number(params.num ?? 8) || 8, 1), 100);
  let q = publishedArticles(db).select([...ARTICLE_LIST_FIELDS, 'c.category_name', 'c.i18n as category_i18n']);
  if (ids.length) q = q.where('a.article_id', 'in', ids);
  const rows = (await q.orderBy('a.sort', 'desc').orderBy('a.create_time', 'desc').orderBy('a.article_id', 'desc').limit(ids.length || num).execute()).map((r) => presentListRow(r as ListRow, lang));
  if (ids.length) rows.sort((x, y) => ids.indexOf(x.article_id) - ids.indexOf(y.article_id));
  return rows;
}

/** `/api/article/info`: a published article (read count + 1, atomically); ARTICLE_NOT_EXIST. */
export async function articleInfo(db: Db, id: number, lang: Lang) {
  const row = await db
    .updateTable('article')
    .set((eb) => ({ read_num: eb('read_num', '+', 1) }))
    .where('article_id', '=', id)
    .where('status', '=', 1)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound('ARTICLE_NOT_EXIST');
  const cat = await db.selectFrom('article_category').select(['category_name', 'i18n']).where('category_id', '=', row.category_id).executeTakeFirst();
  const r = localize(row, lang);
  return {
    article_id: r.article_id,
    article_title: r.article_title,
    article_abstract: r.article_abstract,
    category_id: r.category_id,
    category_name: cat ? localize(cat, lang).category_name : '',
    cover_img: r.cover_img,
    article_content: safeHtml(r.article_content),
    is_show_release_time: r.is_show_release_time,
    is_show_read_num: r.is_show_read_num,
    is_show_dianzan_num: r.is_show_dianzan_num,
    read_num: r.read_num,
    dianzan_num: r.dianzan_num,
    initial_read_num: r.initial_read_num,
    initial_dianzan_num: r.initial_dianzan_num,
    create_time: Number(r.create_time),
  };
}
