/**
 * Live previews for the studio: a document checked exactly as publishing checks it
 * (`prepareDocument`), kept in memory for `PREVIEW_TTL_SEC` under a random page name
 * `DIY_PREVIEW_<32 hex>`, which the shop's own diy page (`/h5/pages_tool/index/diy?name=…`, its
 * server first view and its client) reads through /api/diyview/info like any page. Nothing is
 * stored in the database; the name is unguessable and short-lived (an unlisted link). A document
 * that would be refused answers the publishing refusal, every problem with its path.
 */
import crypto from 'node:crypto';
import { localizeDoc } from '../../../src/diy/i18n.ts';
import { ApiError, Code } from '../../http/errors.ts';
import type { Lang } from '../../i18n/index.ts';
import type { DiyViewInfo } from './service.ts';
import { readDocument } from './studio.ts';
import { dropUnknownWidgets, prepareDocument, type Translate } from './validate.ts';

export const PREVIEW_PREFIX = 'DIY_PREVIEW_';
export const PREVIEW_TTL_SEC = 30 * 60;
/** Previews kept at most (the oldest go first). */
const PREVIEW_MAX = 200;

const previews = new Map<string, { info: DiyViewInfo; expires: number }>();

export const isPreviewName = (name: unknown): name is string => typeof name === 'string' && name.startsWith(PREVIEW_PREFIX);

export function makePreview(input: { name: string; document: unknown }, env: { t: Translate; now: number }): { preview_name: string; expire_time: number; warnings: unknown[]; unknown_types: string[] } {
  const p = prepareDocument(readDocument(input.document), { name: input.name, t: env.t, localiseImages: false });
  if (!p.ok || !p.page) throw new ApiError(Code.ERROR, 'DIYPUB_REJECTED', { count: p.errors.length }, { errors: p.errors, warnings: p.warnings, unknown_types: p.unknownTypes });
  for (const [key, entry] of previews) if (entry.expires <= env.now) previews.delete(key);
  while (previews.size >= PREVIEW_MAX) previews.delete(previews.keys().next().value as string);
  const name = `${PREVIEW_PREFIX}${crypto.randomBytes(16).toString('hex')}`;
  const expires = env.now + PREVIEW_TTL_SEC;
  const info: DiyViewInfo = {
    id: 0,
    site_id: 1,
    name,
    title: p.title || input.name,
    template_id: 0,
    template_item_id: 0,
    type: 'DIY_PAGE',
    type_name: '',
    value: JSON.stringify(dropUnknownWidgets(p.page)),
    is_default: 0,
    version: 0,
  };
  previews.set(name, { info, expires });
  return { preview_name: name, expire_time: expires, warnings: p.warnings, unknown_types: p.unknownTypes };
}

/** The preview of that name while it lives, its merchant texts in `lang`, else null. */
export function readPreview(name: string, now: number, lang: Lang): DiyViewInfo | null {
  const entry = previews.get(name);
  if (!entry || entry.expires <= now) return null;
  const page = JSON.parse(entry.info.value) as { meta?: { i18n?: Record<string, { title?: string }> } };
  const title = page.meta?.i18n?.[lang]?.title;
  return { ...entry.info, title: title || entry.info.title, value: JSON.stringify(localizeDoc(page, lang)) };
}
