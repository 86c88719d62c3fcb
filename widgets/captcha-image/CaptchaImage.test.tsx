import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { fakeFetch, ok } from '../../src/sdk/testing/index.ts';
import { click, resetWorld, setLanguage, widget } from '../../src/sdk/testing/account.tsx';
import CaptchaImage, { defaults } from './CaptchaImage.tsx';

beforeEach(async () => {
  resetWorld();
  await setLanguage('zh-cn');
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetWorld();
});

describe('captcha-image', () => {
  it('shows the captcha without line breaks; a tap fetches a new one sending the old id; emits change', async () => {
    let n = 0;
    const { requests } = fakeFetch({ '/api/captcha/captcha': () => ok({ id: `id-${++n}`, img: `data:image/png;base64,\r\nAA${n}` }) });
    const emit = vi.fn(async () => {});
    const { container } = render(widget(CaptchaImage, { ...defaults }, { id: 'cap' }, emit));
    await waitFor(() => expect(container.querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,AA1'));
    expect(requests[0]!.body.captcha_id).toBe('');
    await click(container.querySelector('.acc-captcha'));
    await waitFor(() => expect(container.querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,AA2'));
    expect(requests[1]!.body.captcha_id).toBe('id-1');
    expect(emit).toHaveBeenCalledWith('change', { id: 'id-1' });
    expect(emit).toHaveBeenCalledWith('change', { id: 'id-2' });
  });

  it('shows and fetches nothing when off', () => {
    const { requests } = fakeFetch({});
    const { container } = render(widget(CaptchaImage, { ...defaults, enabled: 0 }, { id: 'cap' }));
    expect(container.innerHTML).toBe('');
    expect(requests).toHaveLength(0);
  });
});
