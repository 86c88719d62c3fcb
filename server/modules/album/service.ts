import { sql } from 'kysely';
import { ApiError, Code } from '../../http/errors.ts';
import type { Db } from '../config/queries.ts';
import { saveImage } from '../upload/service.ts';

/**
 * The shop's picture library (NiuShop's album): the studio uploads pictures into an album and picks
 * them for its pages. Uploads go the one upload road (saveImage: type by magic bytes, ≤ 5 MB,
 * re-encoded without metadata, _BIG/_MID/_SMALL and WebP copies, an `upload_file` row); the library
 * files them here.
 */
export interface AlbumRow {
  album_id: number;
  album_name: string;
  sort: number;
  is_default: number;
  /** Pictures in the album. */
  num: number;
  /** The newest picture's path ('' when empty). */
  cover: string;
}

export async function listAlbums(db: Db): Promise<AlbumRow[]> {
  const rows = await db
    .selectFrom('album as a')
    .select(['a.album_id', 'a.album_name', 'a.sort', 'a.is_default'])
    .select(sql<number>`(select count(*) from album_pic p where p.album_id = a.album_id)`.as('num'))
    .select(sql<string | null>`(select p.pic_path from album_pic p where p.album_id = a.album_id order by p.pic_id desc limit 1)`.as('cover'))
    .orderBy('a.is_default', 'desc')
    .orderBy('a.sort')
    .orderBy('a.album_id')
    .execute();
  return rows.map((r) => ({ album_id: r.album_id, album_name: r.album_name, sort: Number(r.sort), is_default: Number(r.is_default), num: Number(r.num), cover: r.cover ?? '' }));
}

export async function createAlbum(db: Db, input: { album_name: string; sort?: number }): Promise<{ album_id: number }> {
  const name = input.album_name.trim();
  if (!name) throw new ApiError(Code.ERROR, 'ALBUM_NAME_EMPTY');
  const exists = await db.selectFrom('album').select('album_id').where('album_name', '=', name).executeTakeFirst();
  if (exists) throw new ApiError(Code.ERROR, 'ALBUM_NAME_TAKEN', { name });
  return db.insertInto('album').values({ album_name: name, sort: input.sort ?? 0 }).returning('album_id').executeTakeFirstOrThrow();
}

/** The album asked for, else the default one; code -1 for an album that does not exist. */
async function albumId(db: Db, id: number | undefined): Promise<number> {
  const row = id
    ? await db.selectFrom('album').select('album_id').where('album_id', '=', id).executeTakeFirst()
    : await db.selectFrom('album').select('album_id').orderBy('is_default', 'desc').orderBy('album_id').limit(1).executeTakeFirst();
  if (!row) throw new ApiError(Code.ERROR, 'ALBUM_NOT_FOUND');
  return row.album_id;
}

export interface PicRow {
  pic_id: number;
  album_id: number;
  pic_name: string;
  pic_path: string;
  pic_spec: string;
  width: number;
  height: number;
  size: number;
  create_time: number;
}

const presentPic = (r: { pic_id: number; album_id: number; pic_name: string; pic_path: string; pic_spec: string; width: number; height: number; size: number; create_time: number }): PicRow => ({
  pic_id: r.pic_id,
  album_id: r.album_id,
  pic_name: r.pic_name,
  pic_path: r.pic_path,
  pic_spec: r.pic_spec,
  width: Number(r.width),
  height: Number(r.height),
  size: Number(r.size),
  create_time: Number(r.create_time),
});

/** Stores an uploaded picture through the upload road and files it in an album (default: the default album). */
export async function uploadPicture(db: Db, input: { buffer: Buffer; filename: string; album_id?: number; dataDir: string; now: number }): Promise<PicRow> {
  const album = await albumId(db, input.album_id);
  const saved = await saveImage(db, { buffer: input.buffer, kind: 'album', member_id: 0, filename: input.filename, dataDir: input.dataDir, now: input.now });
  const file = await db.selectFrom('upload_file').select(['size', 'width', 'height']).where('path', '=', saved.pic_path).executeTakeFirstOrThrow();
  const name = (input.filename || saved.pic_path.split('/').pop() || '').slice(0, 100);
  const row = await db
    .insertInto('album_pic')
    .values({ album_id: album, pic_name: name, pic_path: saved.pic_path, pic_spec: saved.pic_spec, width: file.width, height: file.height, size: file.size, create_time: input.now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return presentPic(row);
}

export interface PicPage {
  count: number;
  page_count: number;
  list: PicRow[];
}

/** Pictures newest first, of one album or all, optionally by a part of their name. */
export async function listPictures(db: Db, input: { album_id?: number; keyword?: string; page?: number; page_size?: number }): Promise<PicPage> {
  const page = input.page ?? 1;
  const size = input.page_size || 20;
  let q = db.selectFrom('album_pic');
  if (input.album_id) q = q.where('album_id', '=', input.album_id);
  const kw = input.keyword?.trim();
  if (kw) q = q.where('pic_name', 'ilike', `%${kw.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const [total, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    q.selectAll().orderBy('pic_id', 'desc').limit(size).offset((page - 1) * size).execute(),
  ]);
  const count = Number(total.n);
  return { count, page_count: Math.ceil(count / size), list: rows.map(presentPic) };
}
