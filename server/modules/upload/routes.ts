import { defineRoutes, schemaRef } from '../../http/routes.ts';
import { ApiError, Code } from '../../http/errors.ts';
import type { MemberContext } from '../../http/context.ts';
import { MAX_IMAGE_BYTES, decodeDataUrl, saveImage, type UploadKind } from './service.ts';

const P = schemaRef('upload');

function fileUpload(kind: UploadKind) {
  return (ctx: MemberContext) => {
    const file = ctx.files.file;
    if (!file) throw new ApiError(Code.ERROR, 'MISSING_PARAM', { name: 'file' });
    return saveImage(ctx.db, { buffer: file.buffer, kind, member_id: ctx.member.member_id, filename: file.filename, dataDir: ctx.config.dataDir, now: ctx.services.now() });
  };
}

export default defineRoutes('upload', (api) => {
  /** Multipart `file` (jpeg/png/gif/webp, ≤ 5 MB) → {pic_path, pic_name, file_ext, pic_spec, update_time, site_id}. */
  api.route('/api/upload/headimg', { auth: 'required', multipart: true, params: P('FileUploadRequest') }, fileUpload('headimg'));
  api.route('/api/upload/evaluateimg', { auth: 'required', multipart: true, params: P('FileUploadRequest') }, fileUpload('evaluate_img'));
  api.route('/api/upload/refundimg', { auth: 'required', multipart: true, params: P('FileUploadRequest') }, fileUpload('refundimg'));
  api.route('/api/upload/chatimg', { auth: 'required', multipart: true, params: P('FileUploadRequest') }, fileUpload('chat_img'));
  api.route('/offlinepay/api/pay/uploadImg', { auth: 'required', multipart: true, params: P('FileUploadRequest') }, fileUpload('offlinepay'));

  /** `images` = a data URL (the cropped avatar); the same checks as file uploads. */
  api.route<{ images: string }>(
    '/api/upload/headimgBase64',
    { auth: 'required', params: P('HeadimgBase64Request'), bodyLimit: Math.ceil(MAX_IMAGE_BYTES * 1.5) + 64 * 1024 },
    async (ctx) => {
      const buffer = decodeDataUrl(ctx.params.images);
      const saved = await saveImage(ctx.db, { buffer, kind: 'headimg', member_id: ctx.member.member_id, filename: 'headimg', dataDir: ctx.config.dataDir, now: ctx.services.now() });
      return { pic_path: saved.pic_path };
    },
  );
});
