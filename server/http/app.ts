import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import compress from '@fastify/compress';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { ServerConfig } from '../config.ts';
import type { DbHandle } from '../db/index.ts';
import { pickLang, translate, type Lang } from '../i18n/index.ts';
import { modules } from '../modules/index.ts';
import { ApiError, Code } from './errors.ts';
import { envelope, type Envelope } from './envelope.ts';
import { dropEmpty, hostileTextParam, isBadText, outOfRangeIdParam, paramError, paramValidator, type Params, type UploadedFile } from './params.ts';
import type { RouteDef } from './routes.ts';
import type { Services } from './services.ts';
import { ensureTokenSecret, siteStatusReader, type SiteStatusReader } from './site.ts';
import { signToken, verifyToken, TOKEN_LIFETIME_SEC, TOKEN_REFRESH_WINDOW_SEC } from './token.ts';
import { registerH5 } from './h5.ts';
import { registerStudio } from './studio.ts';
import type { ApiContext } from './context.ts';
import { sharedJson } from '../cache/json.ts';
import { startDueJobs } from '../jobs/index.ts';
import { frameSourcePolicy } from '../modules/content/webview.ts';
import { headScript } from '../../src/boot/appStart.ts';
import crypto from 'node:crypto';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * Security headers a built script or style sheet keeps (server/http/h5.ts serves them): no MIME
 * sniffing, no reads from other sites. HSTS comes with every document, which is what a browser needs.
 */
const ASSET_HEADERS = new Set(['x-content-type-options', 'cross-origin-resource-policy']);

export interface BuiltApp {
  app: FastifyInstance;
  services: Services;
}

export async function buildApp(config: ServerConfig, dbh: DbHandle): Promise<BuiltApp> {
  const app = Fastify({
    logger: config.mode === 'test' ? false : { level: config.mode === 'production' ? 'info' : 'warn', stream: batchedStdout() },
    logController: new OneLineAccessLog(),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
  });

  const services: Services = {
    db: dbh.db,
    dbKind: dbh.kind,
    config,
    tokenSecret: await ensureTokenSecret(dbh.db),
    now: () => Math.floor(Date.now() / 1000),
    isSiteOpen: siteStatusReader(dbh.db),
    jobs: [],
    onClose: [],
  };

  // The security headers are the same on every answer: made once by @fastify/helmet (which would
  // otherwise rebuild helmet's middleware and re-parse the CSP on every request, 7% of a cached
  // catalogue read's CPU) and set by one hook.
  const inlineScript = headScript(config);
  const headers = await securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Plus the one inline script of the H5 document (taps held until the app listens; the app's
        // start), as the switches FIRST_VIEW_DEFER and EARLY_TAPS make it; none when both are off.
        scriptSrc: ["'self'", ...(inlineScript ? [`'sha256-${crypto.createHash('sha256').update(inlineScript).digest('base64')}'`] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'https:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // Only the shop's webview hosts (WEBVIEW_CONFIG), added per request by frameSourcePolicy.
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  const frames = frameSourcePolicy(dbh.db, headers['content-security-policy'] ?? '');
  await frames.refresh();
  // The built scripts and styles (hashed, cached for a year) carry only the headers that mean
  // something for a script or a style sheet: the document policies (CSP, framing, referrer, opener…)
  // apply to documents, and on ~15 files of a first load they were ~800 bytes each on the wire.
  const assetHeaders = Object.fromEntries(Object.entries(headers).filter(([name]) => ASSET_HEADERS.has(name)));
  app.addHook('onRequest', (req, reply, done) => {
    if (req.url.startsWith('/h5/assets/')) {
      reply.headers(assetHeaders);
      return done();
    }
    reply.headers(headers);
    reply.header('content-security-policy', frames.current());
    done();
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(formbody);
  await app.register(multipart, { attachFieldsToBody: true, limits: { fileSize: MAX_UPLOAD_BYTES, files: 9, fields: 100 } });

  // Bodies the client did not send as form/multipart/JSON still reach the handler as text.
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_req, body, done) => done(null, body));

  for (const mod of modules) {
    await mod.init?.(services);
  }
  services.jobs = modules.flatMap((m) => m.jobs ?? []);
  startDueJobs(services, services.jobs);
  for (const mod of modules) {
    // Queued, not awaited: awaiting a plugin here would build the routes above before the error
    // handler below is set.
    const plugin = mod.plugin;
    if (plugin) void app.register(async (scope) => plugin(scope, services));
    for (const def of mod.routes.routes) registerApiRoute(app, services, def);
  }

  app.setNotFoundHandler((req, reply) => {
    const lang = langOf(req);
    void reply.code(404).send(envelope(Code.ERROR, translate(lang, 'NOT_FOUND', { path: req.url.split('?')[0] ?? '' }), null));
  });

  app.setErrorHandler((err: Error & { statusCode?: number; code?: string }, req, reply) => {
    const lang = langOf(req);
    if (err.statusCode === 413 || TOO_LARGE_CODES.has(err.code ?? '')) {
      return reply.code(200).send(envelope(Code.ERROR, translate(lang, 'PAYLOAD_TOO_LARGE'), null));
    }
    // A body that cannot be read (a cut-off or malformed multipart form …) is the client's fault.
    if ((err.statusCode && err.statusCode >= 400 && err.statusCode < 500) || isBodyParseError(req, err)) {
      req.log.warn({ err: err.message }, 'unreadable request body');
      return reply.code(200).send(envelope(Code.ERROR, translate(lang, 'MALFORMED_REQUEST'), null));
    }
    req.log.error(err);
    return reply.code(500).send(envelope(Code.ERROR, translate(lang, 'SERVER_ERROR'), null));
  });

  await registerH5(app, services);
  await registerStudio(app, services);

  app.addHook('onClose', async () => {
    for (const fn of services.onClose) await fn();
  });

  return { app, services };
}

/** fastify's access log ("incoming request" and "request completed") in one line per request. */
class OneLineAccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/**
 * The log's destination: stdout, one write per event-loop turn for all the lines of that turn
 * (pino's default makes a synchronous write per line: with the access log that was a fifth of the
 * CPU of a cached catalogue read). Lines left are written when the process exits.
 */
function batchedStdout(): { write(line: string): void } {
  return stdoutBatch;
}

/** One batch per process (one stdout), however many apps it builds (tests build many). */
const stdoutBatch = (() => {
  let lines: string[] = [];
  let scheduled = false;
  let hooked = false;
  const flush = () => {
    scheduled = false;
    if (lines.length === 0) return;
    const chunk = lines.join('');
    lines = [];
    process.stdout.write(chunk);
  };
  return {
    write(line: string) {
      lines.push(line);
      if (!hooked) {
        hooked = true;
        process.once('exit', flush);
      }
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
  };
})();

/** The headers @fastify/helmet adds to an answer with these options (a throwaway app, asked once). */
async function securityHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const answer = async (withHelmet: boolean) => {
    const probe = Fastify({ logger: false });
    if (withHelmet) await probe.register(helmet, options);
    probe.get('/', async () => 'ok');
    try {
      return (await probe.inject({ method: 'GET', url: '/' })).headers;
    } finally {
      await probe.close();
    }
  };
  const [bare, secured] = await Promise.all([answer(false), answer(true)]);
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(secured)) {
    if (name in bare || value === undefined) continue;
    out[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return out;
}

/** @fastify/multipart's refusals of a body over its limits (size, files, fields, parts). */
const TOO_LARGE_CODES = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT']);

/** An error of reading a multipart body (busboy's and @fastify/multipart's own). */
function isBodyParseError(req: FastifyRequest, err: Error & { code?: string }): boolean {
  if (typeof err.code === 'string' && err.code.startsWith('FST_') && /MULTIPART|PROTO|PART|FIELD|FILE/.test(err.code)) return true;
  const multipart = typeof req.isMultipart === 'function' && req.isMultipart();
  return multipart && /unexpected end of form|malformed|boundary|multipart|part header|truncated/i.test(err.message);
}

function langOf(req: FastifyRequest): Lang {
  const q = req.query as Record<string, unknown> | undefined;
  const b = req.body as Record<string, unknown> | undefined;
  const param = (q && q.lang) ?? (b && typeof b === 'object' ? b.lang : undefined);
  return pickLang(param, req.headers['accept-language']);
}

/** `envelope()` as JSON bytes around `data` given as JSON bytes (same fields, same order). */
function envelopeJson(code: number, message: string, dataJson: Buffer, refreshtoken?: string): Buffer {
  const head: Omit<Envelope, 'data' | 'timestamp'> = { code, message };
  const tail: Pick<Envelope, 'timestamp' | 'refreshtoken'> = { timestamp: Math.floor(Date.now() / 1000) };
  if (refreshtoken) tail.refreshtoken = refreshtoken;
  return Buffer.concat([Buffer.from(`${JSON.stringify(head).slice(0, -1)},"data":`), dataJson, Buffer.from(`,${JSON.stringify(tail).slice(1)}`)]);
}

/** Query, form body and multipart fields merged into one parameter bag (the body wins), files apart. */
async function collectParams(req: FastifyRequest): Promise<{ params: Params; files: Record<string, UploadedFile> }> {
  const params: Params = {};
  const files: Record<string, UploadedFile> = {};
  const q = req.query;
  if (q && typeof q === 'object') Object.assign(params, q);
  const body = req.body;
  if (body && typeof body === 'object' && !Buffer.isBuffer(body)) {
    if (req.isMultipart()) {
      for (const [key, raw] of Object.entries(body as Record<string, unknown>)) {
        const parts = Array.isArray(raw) ? raw : [raw];
        for (const part of parts as Array<Record<string, unknown>>) {
          if (part.type === 'file') {
            const buffer = await (part.toBuffer as () => Promise<Buffer>)();
            files[key] = { field: key, filename: String(part.filename ?? ''), mimetype: String(part.mimetype ?? ''), buffer };
          } else if (part.type === 'field') {
            params[key] = part.value;
          }
        }
      }
    } else {
      Object.assign(params, body);
    }
  }
  return { params, files };
}

function registerApiRoute(app: FastifyInstance, services: Services, def: RouteDef): void {
  const { options } = def;
  if (/^\/admin\//i.test(def.path) && options.auth !== 'admin' && !options.adminOpen) {
    throw new Error(`${def.path}: routes under /admin/ need auth: 'admin'`);
  }
  const validate = options.params ? paramValidator(options.params) : null;
  app.route({
    method: ['GET', 'POST'],
    url: def.path,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: async (req: FastifyRequest, reply: FastifyReply) => {
      let lang: Lang = 'zh-cn';
      let refresh: string | undefined;
      try {
        const { params: rawParams, files } = await collectParams(req);
        lang = pickLang(rawParams.lang, req.headers['accept-language']);
        // Text the database cannot hold (NUL, lone surrogates) is refused here, once, for every call.
        const hostile = hostileTextParam(rawParams) ?? Object.values(files).find((f) => isBadText(f.filename))?.field ?? null;
        if (hostile) throw new ApiError(Code.ERROR, 'INVALID_PARAM', { name: hostile });
        const badId = outOfRangeIdParam(rawParams);
        if (badId) throw new ApiError(Code.ERROR, 'PARAM_OUT_OF_RANGE', { name: badId });
        const appType = typeof rawParams.app_type === 'string' && rawParams.app_type ? rawParams.app_type : 'h5';
        const storeIdNum = Number(rawParams.store_id);
        const storeId = Number.isInteger(storeIdNum) && storeIdNum > 0 ? storeIdNum : null;

        if (!options.ignoreSiteClose && options.auth !== 'admin' && !options.adminOpen && !(await services.isSiteOpen(appType))) {
          // The merchant's own closing message when set (a literal text is its own translation key).
          const own = (services.isSiteOpen as Partial<SiteStatusReader>).closeMessage?.(lang);
          throw new ApiError(Code.SITE_CLOSE, own || 'SITE_CLOSE');
        }

        let admin: ApiContext['admin'] = null;
        if (options.auth === 'admin') {
          // Before anything else of the request is looked at.
          if (!services.checkAdmin) throw new ApiError(Code.ERROR, 'ADMIN_UNAUTHORIZED');
          admin = await services.checkAdmin(req);
        }

        let member: ApiContext['member'] = null;
        const token = typeof rawParams.token === 'string' ? rawParams.token : '';
        const auth = options.auth ?? 'none';
        if (auth === 'optional' || auth === 'required') {
          if (!token) {
            if (auth === 'required') throw new ApiError(Code.ERROR, 'TOKEN_NOT_EXIST');
          } else {
            const now = services.now();
            const checked = verifyToken(services.tokenSecret, token, now);
            if (!checked.ok) {
              // Optional-auth reads (goods lists) serve a guest rather than fail on a stale token.
              if (auth === 'required') {
                throw new ApiError(checked.reason === 'expired' ? Code.TOKEN_EXPIRE : Code.TOKEN_ERROR, checked.reason === 'expired' ? 'TOKEN_EXPIRE' : 'TOKEN_ERROR');
              }
            } else {
              const state = services.checkTokenMember ? await services.checkTokenMember(checked.payload) : 'ok';
              if (state !== 'ok') {
                if (auth === 'required') throw new ApiError(Code.TOKEN_ERROR, state === 'locked' ? 'MEMBER_IS_LOCKED' : 'TOKEN_ERROR');
              } else {
                member = { member_id: checked.payload.member_id };
                if (checked.payload.exp && checked.payload.exp - now < TOKEN_REFRESH_WINDOW_SEC) {
                  refresh = signToken(services.tokenSecret, { ...checked.payload, iat: now, exp: now + TOKEN_LIFETIME_SEC });
                }
              }
            }
          }
        }

        let params = dropEmpty(rawParams);
        delete params.token;
        if (validate) {
          params = { ...params };
          if (!validate(params)) throw paramError(validate.errors?.[0]);
        }

        const ctx: ApiContext = {
          params,
          files,
          lang,
          appType,
          storeId,
          member,
          admin,
          db: services.db,
          config: services.config,
          services,
          ip: req.ip,
          t: (key, vars) => translate(lang, key, vars),
          req,
          reply,
        };
        const data = await (def.handler as (c: ApiContext) => unknown)(ctx);
        if (ctx.refreshtoken) refresh = ctx.refreshtoken;
        if (options.raw) return data;
        // A shared (cached, frozen) answer carries its JSON: the envelope is written around it
        // instead of serializing the same data again for every request.
        const json = sharedJson(data);
        if (json !== undefined) {
          void reply.type('application/json; charset=utf-8');
          return envelopeJson(Code.SUCCESS, translate(lang, 'SUCCESS'), json, refresh);
        }
        return envelope(Code.SUCCESS, translate(lang, 'SUCCESS'), data, refresh);
      } catch (err) {
        if (err instanceof ApiError) {
          return envelope(err.code, translate(lang, err.key, err.vars), err.data, refresh);
        }
        const e = err as Error & { code?: string };
        if (TOO_LARGE_CODES.has(e.code ?? '')) return envelope(Code.ERROR, translate(lang, 'PAYLOAD_TOO_LARGE'), null);
        if (isBodyParseError(req, e)) {
          req.log.warn({ err: e.message }, 'unreadable request body');
          return envelope(Code.ERROR, translate(lang, 'MALFORMED_REQUEST'), null);
        }
        req.log.error(err);
        return envelope(Code.ERROR, translate(lang, 'SERVER_ERROR'), null);
      }
    },
  });
}
