import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { page, PageRenderer, runtimeWith } from '../../src/sdk/testing/index.ts';
import Text, { defaults, type TextProps } from './Text.tsx';
import presetFile from './presets.json';

const presets = presetFile as Record<string, TextProps>;

const noop = async () => {};

describe('text widget', () => {
  it('renders its defaults and each preset', () => {
    render(<Text props={defaults} node={{ id: 't', type: 'text' }} emit={noop} renderSlot={() => null} />);
    for (const [name, preset] of Object.entries(presets)) {
      const { unmount } = render(<Text props={{ ...defaults, ...preset }} node={{ id: name, type: 'text' }} emit={noop} renderSlot={() => null} />);
      unmount();
    }
  });

  it('shows bound text, uses the tag, clamps lines and emits click when handled', async () => {
    const schema = page({
      state: { n: 0 },
      content: [
        {
          id: 'hello',
          type: 'text',
          props: { text: 'Hi ${member.nickname} (${state.n})', tag: 'h2', lineClamp: 2, color: '#f00' },
          on: { click: [{ action: 'setState', path: 'n', value: '${state.n + 1}' }] },
        },
      ],
    });
    const runtime = runtimeWith(schema);
    await runtime.start();
    render(<PageRenderer runtime={runtime} globals={{ member: { nickname: 'Bo' }, site: {}, cart: {} }} />);
    const el = screen.getByText('Hi Bo (0)');
    expect(el.tagName).toBe('H2');
    expect(el.style.overflow).toBe('hidden');
    expect(el.dataset.clamp).toBe('2');
    expect(el.getAttribute('role')).toBe('button');
    await act(async () => {
      fireEvent.click(el);
    });
    expect(screen.getByText('Hi Bo (1)')).toBeDefined();
  });
});
