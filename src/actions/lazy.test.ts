import { beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh copy of the module: the setup file's loaded registry is not this one.
beforeEach(() => {
  vi.resetModules();
});

describe('lazy built-in actions', () => {
  it('are not registered until a chain runs, which loads them first', async () => {
    const mod = await import('./index.ts');
    expect(mod.actionNames()).toEqual([]);
    const states: string[] = [];
    const ok = await mod.runActions([{ action: 'setState', path: 'a', value: 1 }], {
      scope: {},
      page: {
        refresh: async () => undefined,
        setPopup: () => undefined,
        setState: (path: string, value: unknown) => {
          states.push(`${path}=${JSON.stringify(value)}`);
          return true;
        },
      },
    });
    expect(ok).toBe(true);
    expect(states).toEqual(['a=1']);
    expect(mod.actionNames()).toContain('navigate');
  });

  it('an extension registered under a built-in name keeps its place', async () => {
    const mod = await import('./index.ts');
    const run = vi.fn(() => true);
    mod.registerAction(mod.defineAction({ name: 'toast', run }));
    await mod.runActions([{ action: 'toast', text: 'x' }], { scope: {} });
    expect(run).toHaveBeenCalledOnce();
  });
});
