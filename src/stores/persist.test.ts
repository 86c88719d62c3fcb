import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { persistFields, readStored, removeStored, STORAGE_PREFIX, writeStored } from './persist.ts';

describe('persisted values', () => {
  it('use the h5_ prefix and JSON', () => {
    expect(STORAGE_PREFIX).toBe('h5_');
    writeStored('token', 'abc');
    writeStored('memberInfo', { member_id: 1 });
    expect(localStorage.getItem('h5_token')).toBe('"abc"');
    expect(readStored('token')).toBe('abc');
    expect(readStored('memberInfo')).toEqual({ member_id: 1 });
  });

  it('remove cleared values and read raw text as a string', () => {
    writeStored('token', 'abc');
    writeStored('token', '');
    expect(localStorage.getItem('h5_token')).toBeNull();
    writeStored('x', 1);
    removeStored('x');
    expect(readStored('x')).toBeUndefined();
    localStorage.setItem('h5_raw', 'not json');
    expect(readStored('raw')).toBe('not json');
  });

  it('persistFields writes listed fields on change and hydrates them back', () => {
    const store = createStore<{ a: string; b: number; c: string }>()(() => ({ a: '', b: 0, c: 'x' }));
    const hydrate = persistFields(store, { a: 'keyA', b: 'keyB' });
    store.setState({ a: 'hello', c: 'not persisted' });
    expect(localStorage.getItem('h5_keyA')).toBe('"hello"');
    expect(localStorage.getItem('h5_c')).toBeNull();
    localStorage.setItem('h5_keyB', '42');
    store.setState({ a: '' });
    expect(localStorage.getItem('h5_keyA')).toBeNull();
    localStorage.setItem('h5_keyA', '"back"');
    hydrate();
    expect(store.getState()).toEqual({ a: 'back', b: 42, c: 'not persisted' });
  });
});
