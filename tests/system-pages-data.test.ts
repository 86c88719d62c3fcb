/**
 * System pages (src/pages/**.page.json) declare their data in their page JSON (`data`), never
 * through widgets that declare their own (a manifest's `data`: the diy blocks of merchant
 * documents): the browser opens a system page without waiting for the widget table, which is what
 * brings those declarations (src/app/pageCache.ts `schemaFor`).
 */
import { describe, expect, it } from 'vitest';
import { collectNodeSources } from '../src/renderer/nodeSources.ts';
import { widgetManifests } from '../src/renderer/widgetTable.ts';

const pages = import.meta.glob<unknown>('../src/pages/**/*.page.json', { eager: true, import: 'default' });
const byType = new Map(widgetManifests.map((m) => [m.type, m]));

describe('system pages', () => {
  it('use no widget that declares its own data', () => {
    expect(Object.keys(pages).length).toBeGreaterThan(10);
    const offending: string[] = [];
    for (const [file, page] of Object.entries(pages)) {
      const content = (page as { content?: unknown }).content;
      const types = new Set<string>();
      collectNodeSources(content, (type) => {
        const data = byType.get(type)?.data;
        if (data) types.add(type);
        return null;
      });
      if (types.size > 0) offending.push(`${file}: ${[...types].join(', ')}`);
    }
    expect(offending).toEqual([]);
  });
});
