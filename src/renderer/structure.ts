/**
 * Structural checks of a page document at run time, without ajv: enough to render safely and to
 * tell the author exactly what is wrong (JSON path + what failed). The server validates the full
 * schema; this guards against documents that bypassed it (raw diy JSON, an old server, a typo in
 * a system page during development).
 */
import type { PageNode, SchemaIssue } from './types.ts';

const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** JSON path of a child, in the bindings' style: `$.content[0].slots.default[1].props`. */
export function childPath(base: string, key: string | number): string {
  if (typeof key === 'number') return `${base}[${key}]`;
  return IDENT.test(key) ? `${base}.${key}` : `${base}[${JSON.stringify(key)}]`;
}

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Why a node cannot be rendered at all, or null when it can. */
export function nodeDefect(node: unknown): string | null {
  if (!isPlainObject(node)) return 'node is not an object';
  if (typeof node.type !== 'string' || node.type === '') return 'missing "type" (a non-empty string)';
  if (typeof node.id !== 'string' || node.id === '') return 'missing "id" (a non-empty string)';
  return null;
}

function checkNode(node: unknown, path: string, issues: SchemaIssue[], ids: Map<string, string>): void {
  const defect = nodeDefect(node);
  if (defect) {
    issues.push({ path, message: `${defect}; the node is skipped` });
    return;
  }
  const n = node as unknown as Record<string, unknown>;
  const id = n.id as string;
  const seenAt = ids.get(id);
  if (seenAt !== undefined) issues.push({ path: childPath(path, 'id'), message: `duplicate node id "${id}" (also at ${seenAt})` });
  else ids.set(id, path);
  if (n.props !== undefined && !isPlainObject(n.props)) {
    issues.push({ path: childPath(path, 'props'), message: 'props must be an object; rendering with defaults' });
  }
  if (n.visible !== undefined && typeof n.visible !== 'string' && typeof n.visible !== 'boolean') {
    issues.push({ path: childPath(path, 'visible'), message: 'visible must be a boolean or a binding string; ignored' });
  }
  if (n.on !== undefined) {
    if (!isPlainObject(n.on)) issues.push({ path: childPath(path, 'on'), message: 'on must be an object of event → actions; ignored' });
    else {
      for (const [event, actions] of Object.entries(n.on)) {
        if (!Array.isArray(actions)) issues.push({ path: childPath(childPath(path, 'on'), event), message: 'handlers must be an array of actions; ignored' });
      }
    }
  }
  if (n.slots !== undefined) {
    if (!isPlainObject(n.slots)) {
      issues.push({ path: childPath(path, 'slots'), message: 'slots must be an object of name → node arrays; ignored' });
      return;
    }
    for (const [name, children] of Object.entries(n.slots)) {
      const slotPath = childPath(childPath(path, 'slots'), name);
      if (!Array.isArray(children)) {
        issues.push({ path: slotPath, message: 'a slot must be an array of nodes; the slot is skipped' });
        continue;
      }
      children.forEach((child, i) => checkNode(child, childPath(slotPath, i), issues, ids));
    }
  }
  const known = new Set(['id', 'type', 'props', 'visible', 'on', 'slots']);
  for (const key of Object.keys(n)) {
    if (!known.has(key)) issues.push({ path: childPath(path, key), message: `unknown node field "${key}"; ignored` });
  }
}

/** Every structural problem of a page document, each with its JSON path. */
export function checkPageStructure(page: unknown): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  if (!isPlainObject(page)) return [{ path: '$', message: 'page is not an object' }];
  if (page.schemaVersion !== 1) issues.push({ path: '$.schemaVersion', message: `unsupported schemaVersion ${JSON.stringify(page.schemaVersion)} (expected 1)` });
  if (typeof page.id !== 'string' || page.id === '') issues.push({ path: '$.id', message: 'missing "id"' });
  if (page.meta !== undefined && !isPlainObject(page.meta)) issues.push({ path: '$.meta', message: 'meta must be an object; ignored' });
  if (page.state !== undefined && !isPlainObject(page.state)) issues.push({ path: '$.state', message: 'state must be an object; ignored' });
  if (page.data !== undefined) {
    if (!isPlainObject(page.data)) issues.push({ path: '$.data', message: 'data must be an object of named sources; ignored' });
    else {
      for (const [name, src] of Object.entries(page.data)) {
        if (!isPlainObject(src) || typeof src.api !== 'string') {
          issues.push({ path: childPath('$.data', name), message: 'a data source needs "api" (a registered endpoint name); skipped' });
        } else if (src.params !== undefined && !isPlainObject(src.params)) {
          issues.push({ path: `${childPath('$.data', name)}.params`, message: 'params must be an object; ignored' });
        }
      }
    }
  }
  if (!Array.isArray(page.content)) {
    issues.push({ path: '$.content', message: 'content must be an array of nodes' });
  } else {
    const ids = new Map<string, string>();
    page.content.forEach((node, i) => checkNode(node, `$.content[${i}]`, issues, ids));
  }
  return issues;
}

/** Walk every renderable node of a tree (depth first), with its JSON path. */
export function walkNodes(content: unknown, visit: (node: PageNode, path: string) => void, base = '$.content'): void {
  if (!Array.isArray(content)) return;
  content.forEach((node, i) => {
    const path = `${base}[${i}]`;
    if (nodeDefect(node)) return;
    const n = node as PageNode;
    visit(n, path);
    if (isPlainObject(n.slots)) {
      for (const [name, children] of Object.entries(n.slots)) walkNodes(children, visit, childPath(childPath(path, 'slots'), name));
    }
  });
}

/** The distinct widget types a tree uses. */
export function collectTypes(content: unknown): string[] {
  const types = new Set<string>();
  walkNodes(content, (n) => types.add(n.type));
  return [...types];
}
