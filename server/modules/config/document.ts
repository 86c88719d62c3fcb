import type { Lang } from '../../i18n/index.ts';
import { safeHtml } from '../content/text.ts';
import { getConfigRow, type Db } from './queries.ts';

/** NiuShop's document row (agreements): `content` is merchant HTML, sanitised when read. */
export interface DocumentRow {
  site_id: number;
  app_module: string;
  document_key: string;
  title: string;
  content: string;
  create_time: number;
  modify_time: number;
}

/**
 * A document kept as a sys_config row `{"zh-cn": {title, content}, "en-us": {…}}` (as the register
 * agreements are), in the reader's language (zh-cn when it has none); empty title and content when
 * none is saved.
 */
export async function documentRow(db: Db, key: string, lang: Lang): Promise<DocumentRow> {
  const row = await getConfigRow<Record<string, { title?: unknown; content?: unknown }>>(db, key);
  const doc = row?.value && typeof row.value === 'object' ? row.value : {};
  const pick = doc[lang] ?? doc['zh-cn'] ?? {};
  return {
    site_id: 1,
    app_module: 'shop',
    document_key: key,
    title: typeof pick.title === 'string' ? pick.title : '',
    content: typeof pick.content === 'string' ? safeHtml(pick.content) : '',
    create_time: row?.create_time ?? 0,
    modify_time: row?.modify_time ?? 0,
  };
}
