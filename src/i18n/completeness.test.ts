// Every text exists in every language: a namespace file present for one language only, or a key
// present in one language only, fails here. Files are discovered, so new namespaces are covered.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../stores/language.ts';

const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });
const FILE = /^\.\/locales\/([^/]+)\/([^/]+)\.json$/;

const byNamespace = new Map<string, Map<string, Record<string, unknown>>>();
const languagesOnDisk = new Set<string>();
for (const [path, content] of Object.entries(files)) {
  const m = FILE.exec(path);
  if (!m) continue;
  const [, lng, ns] = m as unknown as [string, string, string];
  languagesOnDisk.add(lng);
  if (!byNamespace.has(ns)) byNamespace.set(ns, new Map());
  byNamespace.get(ns)!.set(lng, content);
}

// Plural forms differ per language (zh: _other; en: _one/_other): compare the base key.
const PLURAL = /_(zero|one|two|few|many|other)$/;

function leaves(obj: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (obj && typeof obj === 'object' && !Array.isArray(obj)) {
    for (const [k, v] of Object.entries(obj)) leaves(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out.set(prefix.replace(PLURAL, ''), obj);
  }
  return out;
}

const vars = (text: unknown): string[] =>
  typeof text === 'string' ? [...new Set([...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]!))].sort() : [];

const namespaces = [...byNamespace.keys()].sort();

describe('translations are complete', () => {
  it('only the supported languages have folders, and common exists', () => {
    expect([...languagesOnDisk].sort()).toEqual([...LANGUAGES].sort());
    expect(namespaces).toContain('common');
  });

  it.each(namespaces)('namespace %s has a file in every language', (ns) => {
    expect([...byNamespace.get(ns)!.keys()].sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(namespaces)('namespace %s has the same keys, texts and placeholders in every language', (ns) => {
    const perLang = [...byNamespace.get(ns)!.entries()].map(([lng, content]) => [lng, leaves(content)] as const);
    const allKeys = new Set(perLang.flatMap(([, l]) => [...l.keys()]));
    const problems: string[] = [];
    for (const key of [...allKeys].sort()) {
      const present = perLang.filter(([, l]) => l.has(key)).map(([lng]) => lng);
      if (present.length !== perLang.length) {
        problems.push(`${ns}:${key} only in ${present.join(', ')}`);
        continue;
      }
      const values = perLang.map(([lng, l]) => [lng, l.get(key)] as const);
      for (const [lng, v] of values) if (typeof v !== 'string' || v.trim() === '') problems.push(`${ns}:${key} is empty or not text in ${lng}`);
      const signatures = new Set(values.map(([, v]) => vars(v).join(',')));
      if (signatures.size > 1) problems.push(`${ns}:${key} uses different placeholders per language`);
    }
    expect(problems).toEqual([]);
  });
});
