// @vitest-environment node
// The server imports the checker: it must load and run with no DOM, and pull in no UI library.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { check, checkAll } from './check.ts';

// The web project's shared setup (tests/setup-web.ts) clears localStorage after every test; Node
// has none, so give it an inert one. The checker itself never touches it (asserted below).
if (!('localStorage' in globalThis)) {
  Object.defineProperty(globalThis, 'localStorage', { value: { clear: () => {} }, configurable: true });
}

describe('check.ts on the server', () => {
  it('runs without window or document', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const rules = { mobile: [{ rule: 'required', message: 'mobileRequired' }, { rule: 'phoneno', message: 'mobileInvalid' }] };
    expect(check({ mobile: '138' }, rules)?.message).toBe('mobileInvalid');
    expect(checkAll({ mobile: '' }, rules).mobile?.[0]?.message).toBe('mobileRequired');
    expect(check({ mobile: '13800138000' }, rules)).toBeNull();
  });

  it('imports nothing but its own pure modules', () => {
    // Follow relative imports from check.ts; every bare import is a failure.
    const root = join(process.cwd(), 'src', 'validation');
    const seen = new Set<string>();
    const bare: string[] = [];
    const visit = (file: string): void => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/^\s*import\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
        const spec = match[1] as string;
        if (/^import\s+type\s/.test(match[0].trim())) continue;
        if (spec.startsWith('.')) visit(join(dirname(file), spec));
        else bare.push(`${file}: ${spec}`);
      }
      expect(text, file).not.toMatch(/\b(window|document|localStorage|navigator)\./);
    };
    visit(join(root, 'check.ts'));
    expect(bare).toEqual([]);
    expect(seen.size).toBeGreaterThan(16);
  });
});
