import { beforeEach, describe, expect, it } from 'vitest';
import { hydrateSourceStore, useSourceStore } from './source.ts';

beforeEach(() => useSourceStore.setState({ sourceMember: '', authInfo: null }));

describe('source store', () => {
  it('captures source_member from any URL query and keeps it as h5_source_member', () => {
    useSourceStore.getState().captureSourceMember('?goods_id=3&source_member=42');
    expect(useSourceStore.getState().sourceMember).toBe('42');
    expect(JSON.parse(localStorage.getItem('h5_source_member')!)).toBe('42');
    useSourceStore.getState().captureSourceMember('?goods_id=3'); // absent: keeps the stored one
    expect(useSourceStore.getState().sourceMember).toBe('42');
  });

  it('ignores values that are not member ids', () => {
    for (const bad of ['?source_member=abc', '?source_member=0', '?source_member=1;drop', '?source_member='])
      useSourceStore.getState().captureSourceMember(bad);
    expect(useSourceStore.getState().sourceMember).toBe('');
  });

  it('keeps authInfo as h5_authInfo; empty clears it', () => {
    useSourceStore.getState().setAuthInfo({ wx_openid: 'o1', nickName: 'N' });
    expect(JSON.parse(localStorage.getItem('h5_authInfo')!)).toEqual({ wx_openid: 'o1', nickName: 'N' });
    useSourceStore.setState({ authInfo: null });
    localStorage.setItem('h5_authInfo', '{"wx_openid":"o2"}');
    hydrateSourceStore();
    expect(useSourceStore.getState().authInfo).toEqual({ wx_openid: 'o2' });
    useSourceStore.getState().setAuthInfo({});
    expect(localStorage.getItem('h5_authInfo')).toBeNull();
  });
});
