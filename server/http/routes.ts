import type { AdminContext, ApiContext, MemberContext } from './context.ts';
import type { Params } from './params.ts';

/**
 * 'admin': the shop's admin (a bearer token, or a studio session with its CSRF header), checked
 * before the parameters; every path under /admin/ must use it (or say `adminOpen`, sign-in only).
 */
export type Auth = 'none' | 'optional' | 'required' | 'admin';

export interface RouteOptions {
  auth?: Auth;
  /** Request shape: "<area>#/$defs/<Name>" in schemas/api/<area>.json, or an inline JSON Schema. */
  params?: string | object;
  /** Accept multipart/form-data with files (uploads). */
  multipart?: boolean;
  /** Skip the shop-closed (-3) check (health, dev helpers, admin). */
  ignoreSiteClose?: boolean;
  /** Body size limit in bytes for this route (default: the app's 1 MB; base64 uploads need more). */
  bodyLimit?: number;
  /** Answer the raw handler result instead of the envelope (payment gateway callbacks). */
  raw?: boolean;
  /** An /admin/ path open without the admin (sign-in itself). */
  adminOpen?: boolean;
}

export type Handler<P = Params> = (ctx: ApiContext<P>) => Promise<unknown> | unknown;
export type MemberHandler<P = Params> = (ctx: MemberContext<P>) => Promise<unknown> | unknown;
export type AdminHandler<P = Params> = (ctx: AdminContext<P>) => Promise<unknown> | unknown;

export interface RouteDef {
  path: string;
  options: RouteOptions;
  handler: Handler<never>;
}

export interface ApiRouter {
  /** Registers GET and POST on a NiuShop path (case-insensitive). The handler's result is `data`. */
  route<P = Params>(path: string, options: RouteOptions & { auth: 'required' }, handler: MemberHandler<P>): void;
  route<P = Params>(path: string, options: RouteOptions & { auth: 'admin' }, handler: AdminHandler<P>): void;
  route<P = Params>(path: string, options: RouteOptions, handler: Handler<P>): void;
}

export interface RouteModule {
  name: string;
  routes: RouteDef[];
}

export function defineRoutes(name: string, build: (api: ApiRouter) => void): RouteModule {
  const routes: RouteDef[] = [];
  const api: ApiRouter = {
    route(path: string, options: RouteOptions, handler: Handler<never> | MemberHandler<never> | AdminHandler<never>) {
      // The overloads give handlers their precise context; at run time both are the same function.
      routes.push({ path, options, handler: handler as Handler<never> });
    },
  };
  build(api);
  return { name, routes };
}
