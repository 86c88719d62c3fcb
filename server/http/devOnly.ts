import type { ApiContext } from './context.ts';
import { ApiError, Code } from './errors.ts';

/** Development and test helpers (/dev/*) answer only outside production, as unknown paths there. */
export function devOnly(ctx: Pick<ApiContext, 'config' | 'req' | 'reply'>): void {
  if (ctx.config.mode === 'development' || ctx.config.mode === 'test') return;
  void ctx.reply.code(404);
  throw new ApiError(Code.ERROR, 'NOT_FOUND', { path: ctx.req.url.split('?')[0] ?? '' });
}
