import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { page, PageRenderer, runtimeWith } from '../../src/sdk/testing/index.ts';
import { click, modalOnScreen, resetWorld, setLanguage, widget, type Lang } from '../../src/sdk/testing/account.tsx';
import PrivacyPopup, { defaults } from './PrivacyPopup.tsx';

beforeEach(() => resetWorld());
afterEach(() => resetWorld());

describe.each(['zh-cn', 'en-us'] as Lang[])('privacy popup (%s)', (lang) => {
  beforeEach(() => setLanguage(lang));

  it('disagree closes it and shows the modal that related functions cannot be used', async () => {
    const emit = vi.fn(async () => {});
    const { container } = render(widget(PrivacyPopup, { ...defaults, open: true }, { id: 'privacy' }, emit));
    expect(screen.getByText(lang === 'en-us' ? 'Privacy guide' : '隐私保护指引')).toBeDefined();
    await click(screen.getByText(lang === 'en-us' ? 'Disagree' : '不同意'));
    expect(modalOnScreen()).toMatchObject({
      content: lang === 'en-us' ? 'You cannot use related functions without agreeing to the privacy agreement' : '不同意隐私协议将无法使用相关功能',
      showCancel: false,
    });
    expect(emit).toHaveBeenCalledWith('disagree');
    expect(container.querySelector('[data-state="open"]')).toBeNull();
  });

  it('agree closes it and emits agree, without a modal', async () => {
    const emit = vi.fn(async () => {});
    render(widget(PrivacyPopup, { ...defaults, open: true }, { id: 'privacy' }, emit));
    await click(screen.getByText(lang === 'en-us' ? 'Agree' : '同意'));
    expect(emit).toHaveBeenCalledWith('agree');
    expect(modalOnScreen()).toBeUndefined();
  });
});

describe('privacy popup in a page', () => {
  beforeEach(() => setLanguage('zh-cn'));

  it('opens through the popup action and runs the page handlers of agree', async () => {
    const schema = page({
      state: { agreed: false },
      content: [
        { id: 'privacy', type: 'privacy-popup', on: { agree: [{ action: 'setState', path: 'agreed', value: true }] } },
        { id: 'status', type: 'text', props: { text: '${state.agreed ? "yes" : "no"}' } },
      ],
    });
    const runtime = runtimeWith(schema);
    await runtime.start();
    const { container } = render(<PageRenderer runtime={runtime} globals={{ member: null, site: {}, cart: {} }} />);
    expect(container.querySelector('.acc-privacy-popup')).toBeNull();
    await act(async () => runtime.setPopup('privacy', true));
    await click(screen.getByText('同意'));
    expect(screen.getByText('yes')).toBeDefined();
  });
});
