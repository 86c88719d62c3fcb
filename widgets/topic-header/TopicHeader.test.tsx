import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { loadNamespaces } from '../../src/sdk/testing/index.ts';
import { i18n } from '../../src/sdk/index.ts';
import TopicHeader, { defaults } from './TopicHeader.tsx';

beforeAll(async () => {
  await i18n.changeLanguage('en-us');
  await loadNamespaces(['topic']);
});
afterEach(() => vi.useRealTimers());

const NOW = 1_700_000_000;

describe('topic-header', () => {
  it('shows the banner, name, status, countdown and remark on the topic colour (unsafe colours dropped)', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW * 1000);
    const topic = { topic_id: 1, topic_name: 'Digital week', topic_adv: 'upload/topic/1.jpg', remark: 'Phones and more', status: 2, start_time: NOW - 60, end_time: NOW + 65, bg_color: '#e8f0ff', current_time: NOW };
    const { container } = render(<TopicHeader props={{ ...defaults, topic }} node={{ id: 'h', type: 'topic-header' }} emit={async () => {}} renderSlot={() => null} />);
    await act(async () => {});
    expect(screen.getByRole('heading', { name: 'Digital week' })).toBeDefined();
    expect(screen.getByTestId('topic-status').textContent).toBe('On now');
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('Ends in 00:01:05');
    expect(screen.getByText('Phones and more')).toBeDefined();
    expect((container.firstChild as HTMLElement).style.getPropertyValue('--tp-bg')).toBe('#e8f0ff');
    await act(async () => {
      vi.advanceTimersByTime(66_000);
    });
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('Ends in 00:00:00');

    const bad = render(<TopicHeader props={{ ...defaults, topic: { ...topic, bg_color: 'red;background:url(x)', status: 3 } }} node={{ id: 'h2', type: 'topic-header' }} emit={async () => {}} renderSlot={() => null} />);
    expect((bad.container.firstChild as HTMLElement).style.getPropertyValue('--tp-bg')).toBe('transparent');
    expect(bad.container.textContent).toContain('This topic has ended');
  });

  it('renders nothing without a topic', () => {
    const { container } = render(<TopicHeader props={defaults} node={{ id: 'h', type: 'topic-header' }} emit={async () => {}} renderSlot={() => null} />);
    expect(container.innerHTML).toBe('');
  });
});
