import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../data/fakeFetch.ts';
import { defaultsFromSchema } from '../../renderer/defaults.ts';
import fixture from '../testing/fixture-widget.schema.json';
import { setStudioLang } from '../i18n.ts';
import { useSession } from '../session.ts';
import { fieldsOf } from './fields.ts';
import { SchemaForm } from './SchemaForm.tsx';

const fields = fieldsOf(fixture as Record<string, unknown>);
const values = defaultsFromSchema<Record<string, unknown>>(fixture);
const ok = (data: unknown) => ({ code: 0, message: 'ok', data, timestamp: 0 });
const pic = (id: number, name: string) => ({ pic_id: id, album_id: 1, pic_name: name, pic_path: `upload/album/20261127/${name}`, pic_spec: '750*300', width: 750, height: 300, size: 100, create_time: 0 });

describe('a picture field: the shop picture library', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setStudioLang('en-us');
  });

  it('uploads into the library with the session CSRF header and keeps the picture path', async () => {
    setStudioLang('en-us');
    useSession.setState({ csrf: 'csrf-1', status: 'signedIn' });
    const { requests } = fakeFetch({ '/admin/api/album/upload': ok(pic(7, 'banner.png')) });
    const onChange = vi.fn();
    const { container } = render(<SchemaForm formKey="p1" fields={fields} values={values} onChange={onChange} />);
    const input = container.querySelector('[data-field="badge"] input[type="file"]')!;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'banner.png', { type: 'image/png' })] } });
    });
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ badge: 'upload/album/20261127/banner.png' })));
    const up = requests.find((r) => r.path === '/admin/api/album/upload')!;
    expect(up.headers['x-csrf-token']).toBe('csrf-1');
    expect((up.files.file as File).name).toBe('banner.png');
    expect(container.querySelector('[data-field="badge"] img')?.getAttribute('src')).toBe('/upload/album/20261127/banner.png');
  });

  it('picks from the library (albums, search by name), in Chinese too', async () => {
    setStudioLang('zh-cn');
    const { requests } = fakeFetch({
      '/admin/api/album/list': ok([{ album_id: 1, album_name: '默认相册', sort: 0, is_default: 1, num: 2, cover: '' }]),
      '/admin/api/album/pics': (r) => ok({ count: 2, page_count: 1, list: [pic(2, 'shoe.png'), pic(1, 'hat.png')].filter((p) => !r.body.keyword || p.pic_name.includes(r.body.keyword)) }),
    });
    const onChange = vi.fn();
    const { container } = render(<SchemaForm formKey="p2" fields={fields} values={values} onChange={onChange} />);
    const field = container.querySelector('[data-field="badge"]')!;
    await act(async () => {
      fireEvent.click([...field.querySelectorAll('button')].find((b) => b.textContent === '图片库')!);
    });
    const dialog = await screen.findByRole('dialog', { name: '图片库' });
    await vi.waitFor(() => expect(dialog.querySelectorAll('.st-pics li')).toHaveLength(2));
    await act(async () => {
      fireEvent.change(screen.getByLabelText('按名称搜索'), { target: { value: 'hat' } });
    });
    await vi.waitFor(() => expect(dialog.querySelectorAll('.st-pics li')).toHaveLength(1));
    expect(requests.some((r) => r.path === '/admin/api/album/pics' && r.body.keyword === 'hat')).toBe(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /hat\.png/ }));
    });
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ badge: 'upload/album/20261127/hat.png' })));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
