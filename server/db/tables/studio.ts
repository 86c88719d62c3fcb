import type { Generated } from 'kysely';

/**
 * Tables of the merchant studio (issue 18): admin sessions (migration 0050_admin_session), the
 * picture library (0052_album). The admin row itself is in member.ts. Times are unix seconds.
 */

/** A signed-in admin: the random session id is kept only as its sha256 (hex). */
export interface AdminSessionTable {
  session_hash: string;
  admin_id: number;
  ip: Generated<string>;
  user_agent: Generated<string>;
  create_time: number;
  /** Slid forward while the session is used; never past create_time + the absolute lifetime. */
  expire_time: number;
}

/** A picture album (NiuShop's `album`); exactly one is the default. */
export interface AlbumTable {
  album_id: Generated<number>;
  site_id: Generated<number>;
  album_name: string;
  sort: Generated<number>;
  is_default: Generated<number>;
  create_time: Generated<number>;
}

/** A picture of the library; the file (and its variants) was written by the upload road. */
export interface AlbumPicTable {
  pic_id: Generated<number>;
  site_id: Generated<number>;
  album_id: number;
  pic_name: Generated<string>;
  /** Under the data directory, as `/upload/…` serves it: `upload/album/<yyyymmdd>/<name>.<ext>`. */
  pic_path: string;
  /** NiuShop's `<width>*<height>`. */
  pic_spec: Generated<string>;
  width: Generated<number>;
  height: Generated<number>;
  size: Generated<number>;
  create_time: Generated<number>;
}

export interface StudioTables {
  admin_session: AdminSessionTable;
  album: AlbumTable;
  album_pic: AlbumPicTable;
}
