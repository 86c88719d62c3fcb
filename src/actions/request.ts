/**
 * request: call a registered endpoint (`api`) with `params`. The answer's `data` becomes
 * `event.result` for the following actions. A failure (code < 0, network) shows its message
 * (unless `toastOnError: false`) and stops the chain.
 */
import { defineAction, ActionArgumentError } from './types.ts';
import { bool, isPlainObject, setEventResult, str } from './util.ts';

export interface RequestArgs {
  api: string;
  params?: Record<string, unknown>;
  toastOnError?: boolean;
}

export default defineAction<RequestArgs>({
  name: 'request',
  async run(args, ctx) {
    const { env } = ctx;
    const api = str('request', 'api', args.api) as string;
    if (!env.hasEndpoint(api)) throw new ActionArgumentError('request', `"${api}" is not a registered endpoint`);
    const params: Record<string, unknown> = {};
    if (isPlainObject(args.params)) for (const [k, v] of Object.entries(args.params)) if (v !== undefined) params[k] = v;
    let res;
    try {
      res = await env.request(api, params);
    } catch (err) {
      res = { code: -1, message: err instanceof Error ? err.message : String(err) };
    }
    if (!res || typeof res.code !== 'number' || res.code < 0) {
      if (bool(args.toastOnError, true) && res?.message) env.toast(res.message);
      return false;
    }
    setEventResult(ctx.scope, res.data);
    return true;
  },
});
