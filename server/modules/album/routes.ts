import { defineRoutes } from '../../http/routes.ts';
import { ApiError, Code } from '../../http/errors.ts';
import { createAlbum, listAlbums, listPictures, uploadPicture } from './service.ts';

const P = (name: string) => `album#/$defs/${name}`;

/** The picture library in the studio (service.ts); every route: the admin. */
export default defineRoutes('album', (api) => {
  api.route('/admin/api/album/list', { auth: 'admin', params: P('EmptyRequest') }, (ctx) => listAlbums(ctx.db));
  api.route<{ album_name: string; sort?: number }>('/admin/api/album/create', { auth: 'admin', params: P('CreateRequest') }, (ctx) => createAlbum(ctx.db, ctx.params));
  /** Multipart `file` (jpeg/png/gif/webp, ≤ 5 MB) and `album_id?` → the library's row of the picture. */
  api.route<{ album_id?: number }>('/admin/api/album/upload', { auth: 'admin', multipart: true, params: P('UploadRequest') }, (ctx) => {
    const file = ctx.files.file;
    if (!file) throw new ApiError(Code.ERROR, 'MISSING_PARAM', { name: 'file' });
    return uploadPicture(ctx.db, { buffer: file.buffer, filename: file.filename, ...(ctx.params.album_id ? { album_id: ctx.params.album_id } : {}), dataDir: ctx.config.dataDir, now: ctx.services.now() });
  });
  api.route<{ album_id?: number; keyword?: string; page?: number; page_size?: number }>('/admin/api/album/pics', { auth: 'admin', params: P('PicsRequest') }, (ctx) => listPictures(ctx.db, ctx.params));
});
