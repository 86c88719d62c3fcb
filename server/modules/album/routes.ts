import { defineRoutes, schemaRef } from '../../http/routes.ts';
import { ApiError, Code } from '../../http/errors.ts';
import { createAlbum, listAlbums, listPictures, uploadPicture } from './service.ts';

const P = schemaRef('album');

/** The picture library in the studio (service.ts); every route: the admin. */
export default defineRoutes('album', (api) => {
  api.route('/admin/api/album/list', { auth: 'admin', params: P('EmptyRequest') }, (ctx) => listAlbums(ctx.db));
  api.route('/admin/api/album/create', { auth: 'admin', params: P('CreateRequest') }, (ctx) => createAlbum(ctx.db, ctx.params));
  /** Multipart `file` (jpeg/png/gif/webp, ≤ 5 MB) and `album_id?` → the library's row of the picture. */
  api.route('/admin/api/album/upload', { auth: 'admin', multipart: true, params: P('UploadRequest') }, (ctx) => {
    const file = ctx.files.file;
    if (!file) throw new ApiError(Code.ERROR, 'MISSING_PARAM', { name: 'file' });
    return uploadPicture(ctx.db, { buffer: file.buffer, filename: file.filename, ...(ctx.params.album_id ? { album_id: ctx.params.album_id } : {}), dataDir: ctx.config.dataDir, now: ctx.services.now() });
  });
  api.route('/admin/api/album/pics', { auth: 'admin', params: P('PicsRequest') }, (ctx) => listPictures(ctx.db, ctx.params));
});
