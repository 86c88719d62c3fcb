import type { ApiContext } from '../../http/context.ts';
import type { PublishEnv } from './publish.ts';

declare module '../../http/services.ts' {
  interface Services {
    /**
     * Called with the page name after a diy page was published, rolled back or deleted (e.g. to
     * drop a cached first-render page). Subscribe with `(services.diyPublished ??= []).push(fn)`.
     */
    diyPublished?: Array<(name: string) => void>;
  }
}

/** What publishing needs of a request: its language, the clock, the data directory (images). */
export const publishEnv = (ctx: ApiContext): PublishEnv => ({ t: ctx.t, now: ctx.services.now(), dataDir: ctx.config.dataDir });

/** Tells the `diyPublished` listeners that page `name` changed; answers `result`. */
export function published<T>(ctx: ApiContext, name: string, result: T): T {
  for (const fn of ctx.services.diyPublished ?? []) {
    try {
      fn(name);
    } catch (err) {
      ctx.req.log.error(err);
    }
  }
  return result;
}
