import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { fail, fakeFetch, ok } from '../../src/sdk/testing/index.ts';
import { useMemberStore } from '../../src/sdk/index.ts';
import { LANGS, recordNavigation, resetWorld, setLanguage, settle, toastText } from '../../src/sdk/testing/member.tsx';
import AvatarUpload, { defaults } from './AvatarUpload.tsx';
import { fileName } from './compress.ts';

function mount(headimg = 'upload/headimg/old.png') {
  useMemberStore.setState({ token: 'tok', memberInfo: { member_id: 1, headimg } as never });
  return render(<AvatarUpload props={{ ...defaults, headimg, defaultHead: 'upload/default/head.png' }} node={{ id: 'a', type: 'avatar-upload' }} emit={async () => {}} renderSlot={() => null} />);
}
async function pick(file: File) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
  await settle();
}

beforeEach(() => resetWorld());
afterEach(() => {
  vi.unstubAllGlobals();
  resetWorld();
});

describe('avatar file names', () => {
  it('follow the blob type', () => {
    expect(fileName(new Blob([], { type: 'image/png' }), 'My Photo.HEIC')).toBe('MyPhoto.png');
    expect(fileName(new Blob([], { type: 'image/jpeg' }), '')).toBe('avatar.jpg');
  });
});

describe.each(LANGS)('avatar-upload (%s)', (lang) => {
  const tx = lang === 'zh-cn'
    ? { upload: '点击上传', confirm: '确认保存', again: '重新上传', saved: '头像修改成功', failed: '头像上传失败' }
    : { upload: 'Upload', confirm: 'Confirm save', again: 'Upload again', saved: 'Avatar changed', failed: 'Avatar upload failed' };
  beforeEach(() => setLanguage(lang));

  it('uploads the picked image, saves its path as the avatar and returns to the profile', async () => {
    const { requests } = fakeFetch({
      '/api/upload/headimg': ok({ pic_path: 'upload/headimg/20250310/new.jpg' }),
      '/api/member/modifyheadimg': ok(1),
      '/api/member/info': ok({ member_id: 1, headimg: 'upload/headimg/20250310/new.jpg', status: 1 }),
    });
    const nav = recordNavigation();
    mount();
    expect((document.querySelector('.au-img') as HTMLImageElement).getAttribute('src')).toBe('/upload/headimg/old.png');
    expect(screen.getByRole('button', { name: tx.upload })).toBeDefined();
    await pick(new File(['fake-image'], 'me.jpg', { type: 'image/jpeg' }));
    expect(screen.getByRole('button', { name: tx.again })).toBeDefined();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: tx.confirm }));
    });
    await settle();
    const up = requests.find((r) => r.path === '/api/upload/headimg')!;
    expect(up.method).toBe('POST');
    expect(up.files.file).toBeInstanceOf(Blob);
    expect(up.body).toMatchObject({ token: 'tok', lang });
    const save = requests.find((r) => r.path === '/api/member/modifyheadimg')!;
    expect(save.body).toMatchObject({ headimg: 'upload/headimg/20250310/new.jpg' });
    expect(useMemberStore.getState().memberInfo?.headimg).toBe('upload/headimg/20250310/new.jpg');
    expect(toastText()).toBe(tx.saved);
    expect(nav).toEqual([{ how: 'redirect', url: '/pages_tool/member/info' }]);
  });

  it('a failed upload says so and saves nothing', async () => {
    const { requests } = fakeFetch({ '/api/upload/headimg': fail(-1, '') });
    recordNavigation();
    mount('');
    // no avatar yet: the default head image
    expect((document.querySelector('.au-img') as HTMLImageElement).getAttribute('src')).toBe('/upload/default/head.png');
    await pick(new File(['x'], 'me.png', { type: 'image/png' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: tx.confirm }));
    });
    await settle();
    expect(toastText()).toBe(tx.failed);
    expect(requests.some((r) => r.path === '/api/member/modifyheadimg')).toBe(false);
  });
});
