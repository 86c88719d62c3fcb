/**
 * Store notes (notes addon, niushop-member-and-tools.md §4): groups, published notes only (NiuShop
 * lists drafts too; we do not), details with their goods, and likes: one per member and note, kept
 * by the unique (note_id, member_id) row, so parallel likes count once; the note's counter moves
 * only when a row was really added or removed, in the same transaction.
 */
import { ApiError, Code } from '../../http/errors.ts';
import type { Lang } from '../../i18n/index.ts';
import type { Db } from '../config/queries.ts';
import { idsParam, pageResult, paging, yuan } from '../goods/format.ts';
import { localize } from '../content/i18n.ts';
import { idList, safeHtml } from '../content/text.ts';

const TYPE_NAMES: Record<string, { 'zh-cn': string; 'en-us': string }> = {
  shop_said: { 'zh-cn': '掌柜说', 'en-us': 'Shop talk' },
  goods_item: { 'zh-cn': '单品介绍', 'en-us': 'Goods story' },
};

/** `/notes/api/notes/group`: groups (`sort asc`) with their note and published counts. */
export async function noteGroups(db: Db, lang: Lang) {
  const rows = await db
    .selectFrom('notes_group as g')
    .leftJoin('notes as n', 'n.group_id', 'g.group_id')
    .select([
      'g.group_id',
      'g.group_name',
      'g.sort',
      'g.i18n',
      (eb) => eb.fn.count<number>('n.note_id').as('notes_num'),
      (eb) => eb.fn.sum<number>(eb.case().when('n.status', '=', 1).then(1).else(0).end()).as('release_num'),
    ])
    .groupBy(['g.group_id', 'g.group_name', 'g.sort', 'g.i18n'])
    .orderBy('g.sort')
    .orderBy('g.group_id')
    .execute();
  return rows.map((r) => {
    const l = localize(r, lang);
    return { group_id: l.group_id, group_name: l.group_name, notes_num: Number(r.notes_num), release_num: Number(r.release_num ?? 0) };
  });
}

const LIST_FIELDS = [
  'n.note_id', 'n.note_type', 'n.note_title', 'n.note_abstract', 'n.group_id', 'n.cover_type', 'n.cover_img', 'n.goods_ids', 'n.goods_highlights', 'n.status',
  'n.is_show_release_time', 'n.is_show_read_num', 'n.is_show_dianzan_num', 'n.read_num', 'n.dianzan_num', 'n.initial_read_num', 'n.initial_dianzan_num',
  'n.sort', 'n.create_time', 'n.update_time', 'n.release_time', 'n.i18n',
] as const;

function published(db: Db) {
  return db.selectFrom('notes as n').leftJoin('notes_group as g', 'g.group_id', 'n.group_id').where('n.status', '=', 1);
}

async function likedSet(db: Db, memberId: number | null, noteIds: number[]): Promise<Set<number>> {
  if (!memberId || !noteIds.length) return new Set();
  const rows = await db.selectFrom('notes_dianzan_record').select('note_id').where('member_id', '=', memberId).where('note_id', 'in', noteIds).execute();
  return new Set(rows.map((r) => r.note_id));
}

type Row = Record<string, unknown> & { note_id: number; note_type: string; i18n: Record<string, Record<string, unknown>>; group_name: string | null; group_i18n: Record<string, Record<string, unknown>> | null };

function present(r: Row, lang: Lang, liked: Set<number> | null) {
  const { group_i18n, ...row } = r;
  const g = localize({ group_name: r.group_name ?? '', i18n: group_i18n ?? {} }, lang);
  return {
    ...localize(row, lang),
    group_name: g.group_name,
    note_type_name: TYPE_NAMES[r.note_type]?.[lang] ?? r.note_type,
    create_time: Number(r.create_time),
    update_time: Number(r.update_time),
    release_time: Number(r.release_time),
    ...(liked ? { is_dianzan: liked.has(r.note_id) ? 1 : 0 } : {}),
  };
}

/** `/notes/api/notes/page`: published notes of a group (or picked ids), `sort asc`; `is_dianzan` for members. */
export async function notePage(db: Db, params: Record<string, unknown>, memberId: number | null, lang: Lang) {
  const { limit, offset, size } = paging(params, 100);
  const ids = idsParam(params.note_id_arr, 'note_id_arr');
  let q = published(db);
  if (Number(params.group_id) > 0) q = q.where('n.group_id', '=', Number(params.group_id));
  if (ids.length) q = q.where('n.note_id', 'in', ids);
  const [{ n }, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    q.select([...LIST_FIELDS, 'g.group_name', 'g.i18n as group_i18n']).orderBy('n.sort').orderBy('n.note_id', 'desc').limit(limit).offset(offset).execute(),
  ]);
  const liked = memberId ? await likedSet(db, memberId, rows.map((r) => r.note_id)) : null;
  return pageResult(Number(n), size, rows.map((r) => present(r as Row, lang, liked)));
}

/** `/notes/api/notes/lists`: the picked notes (in that order) or the first `num` published (diy Notes block). */
export async function noteLists(db: Db, params: Record<string, unknown>, memberId: number | null, lang: Lang) {
  const ids = idsParam(params.note_id_arr, 'note_id_arr');
  const num = Math.min(Math.max(Number(params.num ?? 3) || 3, 1), 50);
  let q = published(db).select([...LIST_FIELDS, 'g.group_name', 'g.i18n as group_i18n']);
  if (ids.length) q = q.where('n.note_id', 'in', ids);
  const rows = await q.orderBy('n.sort').orderBy('n.note_id', 'desc').limit(ids.length || num).execute();
  if (ids.length) rows.sort((a, b) => ids.indexOf(a.note_id) - ids.indexOf(b.note_id));
  const liked = memberId ? await likedSet(db, memberId, rows.map((r) => r.note_id)) : null;
  return rows.map((r) => present(r as Row, lang, liked));
}

/** The on-sale goods a note links, in the note's order. */
async function noteGoods(db: Db, goodsIds: number[]) {
  if (!goodsIds.length) return [];
  const rows = await db
    .selectFrom('goods as g')
    .innerJoin('goods_sku as s', 's.sku_id', 'g.sku_id')
    .select(['g.goods_id', 'g.sku_id', 'g.goods_name', 'g.goods_stock', 'g.goods_image', 's.discount_price', 's.price'])
    .where('g.goods_id', 'in', goodsIds)
    .where('g.goods_state', '=', 1)
    .where('g.is_delete', '=', 0)
    .execute();
  rows.sort((a, b) => goodsIds.indexOf(a.goods_id) - goodsIds.indexOf(b.goods_id));
  return rows.map((r) => ({ goods_id: r.goods_id, sku_id: r.sku_id, goods_name: r.goods_name, goods_stock: r.goods_stock, price: yuan(r.discount_price || r.price), goods_image: r.goods_image }));
}

/** `/notes/api/notes/detail`: a published note (read count + 1) with its goods and, for members, `is_dianzan`. */
export async function noteDetail(db: Db, noteId: number, memberId: number | null, lang: Lang) {
  const row = await db.updateTable('notes').set((eb) => ({ read_num: eb('read_num', '+', 1) })).where('note_id', '=', noteId).where('status', '=', 1).returningAll().executeTakeFirst();
  if (!row) throw new ApiError(Code.ERROR, 'NOTE_NOT_EXIST');
  const group = await db.selectFrom('notes_group').select(['group_name', 'i18n']).where('group_id', '=', row.group_id).executeTakeFirst();
  const liked = memberId ? await likedSet(db, memberId, [noteId]) : null;
  const base = present({ ...row, group_name: group?.group_name ?? '', group_i18n: group?.i18n ?? {} } as unknown as Row, lang, liked);
  return { ...base, note_content: safeHtml(String((base as Record<string, unknown>).note_content ?? '')), goods_list: await noteGoods(db, idList(row.goods_ids)) };
}

/** `/notes/api/record/add`: like once; a second like (also a parallel one) answers NOTE_ALREADY_LIKED. Answers the new count. */
export async function like(db: Db, memberId: number, noteId: number): Promise<{ dianzan_num: number }> {
  return db.transaction().execute(async (trx) => {
    const note = await trx.selectFrom('notes').select('note_id').where('note_id', '=', noteId).where('status', '=', 1).executeTakeFirst();
    if (!note) throw new ApiError(Code.ERROR, 'NOTE_NOT_EXIST');
    const added = await trx.insertInto('notes_dianzan_record').values({ note_id: noteId, member_id: memberId }).onConflict((oc) => oc.columns(['note_id', 'member_id']).doNothing()).returning('record_id').executeTakeFirst();
    if (!added) throw new ApiError(Code.ERROR, 'NOTE_ALREADY_LIKED');
    const n = await trx.updateTable('notes').set((eb) => ({ dianzan_num: eb('dianzan_num', '+', 1) })).where('note_id', '=', noteId).returning('dianzan_num').executeTakeFirstOrThrow();
    return { dianzan_num: n.dianzan_num };
  });
}

/** `/notes/api/record/delete`: takes the member's like back (NOTE_NOT_LIKED when there is none). */
export async function unlike(db: Db, memberId: number, noteId: number): Promise<{ dianzan_num: number }> {
  return db.transaction().execute(async (trx) => {
    const gone = await trx.deleteFrom('notes_dianzan_record').where('note_id', '=', noteId).where('member_id', '=', memberId).returning('record_id').executeTakeFirst();
    if (!gone) throw new ApiError(Code.ERROR, 'NOTE_NOT_LIKED');
    const n = await trx.updateTable('notes').set((eb) => ({ dianzan_num: eb('dianzan_num', '-', 1) })).where('note_id', '=', noteId).where('dianzan_num', '>', 0).returning('dianzan_num').executeTakeFirst();
    return { dianzan_num: n?.dianzan_num ?? 0 };
  });
}

/** `/notes/api/record/isDianzan`: 1 when the member likes the note. */
export async function isLiked(db: Db, memberId: number, noteId: number): Promise<number> {
  return (await likedSet(db, memberId, [noteId])).has(noteId) ? 1 : 0;
}
