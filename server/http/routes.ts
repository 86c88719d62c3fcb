import type { AdminContext, ApiContext, MemberContext } from './context.ts';
import type { Params } from './params.ts';
import type { ApiSchemas } from '../../src/types/generated/api/index.ts';

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

/** A request shape by its schema name: "<area>#/$defs/<Name>" of schemas/api/<area>.json. */
export type ParamsRef = {
  [A in keyof ApiSchemas & string]: `${A}#/$defs/${keyof ApiSchemas[A] & string}`;
}[keyof ApiSchemas & string];

/** The generated type (`npm run gen`) a schema name stands for. */
export type ParamsOf<R extends ParamsRef> = R extends `${infer A}#/$defs/${infer N}`
  ? A extends keyof ApiSchemas
    ? N extends keyof ApiSchemas[A]
      ? ApiSchemas[A][N]
      : never
    : never
  : never;

/**
 * A module's namer of its request shapes: `const P = schemaRef('member')`, then
 * `params: P('ModifySexRequest')` is the schema name "member#/$defs/ModifySexRequest", typed as such
 * (a name schemas/api/member.json lacks does not compile).
 */
export function schemaRef<A extends keyof ApiSchemas & string>(area: A) {
  return <N extends keyof ApiSchemas[A] & string>(name: N): `${A}#/$defs/${N}` => `${area}#/$defs/${name}`;
}

/**
 * Registers GET and POST on a NiuShop path (case-insensitive). The handler's result is `data`.
 * A route naming its request shape by schema name (`params: 'address#/$defs/AddressIdRequest'`)
 * and no type argument reads `ctx.params` as that shape's generated type: the schema is the
 * one source of both the check and the type.
 */
export interface ApiRouter {
  route<R extends ParamsRef>(path: string, options: RouteOptions & { auth: 'required'; params: R }, handler: MemberHandler<ParamsOf<R>>): void;
  route<R extends ParamsRef>(path: string, options: RouteOptions & { auth: 'admin'; params: R }, handler: AdminHandler<ParamsOf<R>>): void;
  route<R extends ParamsRef>(path: string, options: RouteOptions & { params: R }, handler: Handler<ParamsOf<R>>): void;
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
