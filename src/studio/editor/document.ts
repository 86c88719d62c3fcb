// The document the studio edits is our page (schemaVersion 1); a NiuShop document (a system page
// published from NiuShop's format, a new page's empty draft) is read through the shop's own
// adapter (src/diy/adapter.ts), as the publishing API does.
import { adaptDiy, isDiyDocument } from '../../diy/adapter.ts';
import type { PageSchema } from '../../renderer/types.ts';

export function pageOf(name: string, doc: unknown, title: string): PageSchema {
  if (isDiyDocument(doc)) {
    const page = adaptDiy(doc, { name }).page;
    return { ...page, meta: { ...(page.meta ?? {}), title: typeof page.meta?.title === 'string' && page.meta.title ? page.meta.title : title } };
  }
  const page = doc as PageSchema;
  if (page && typeof page === 'object' && Array.isArray(page.content)) return page;
  return { schemaVersion: 1, id: `diy/${name}`, meta: { title }, content: [] };
}

export interface Problem {
  path: string;
  message: string;
}

/** Publish problems by node id and field (`$.content[3].props.list[0].link.wap_url`), and the rest. */
export function sortProblems(problems: Problem[], page: PageSchema): { byNode: Record<string, Record<string, string>>; page: Problem[] } {
  const byNode: Record<string, Record<string, string>> = {};
  const rest: Problem[] = [];
  for (const p of problems) {
    const m = /^\$\.content\[(\d+)\](?:\.props(.*))?/.exec(p.path);
    const node = m ? page.content[Number(m[1])] : undefined;
    if (!m || !node) {
      rest.push(p);
      continue;
    }
    const field = (m[2] ?? '')
      .replace(/\[(\d+)\]/g, '.$1')
      .replace(/\["([^"\\]+)"\]/g, '.$1')
      .replace(/^\./, '');
    (byNode[node.id] ??= {})[field] ??= p.message;
  }
  return { byNode, page: rest };
}
