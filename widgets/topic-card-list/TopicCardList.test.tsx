import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { loadNamespaces } from '../../src/sdk/testing/index.ts';
import { i18n } from '../../src/sdk/index.ts';
import TopicCardList, { defaults } from './TopicCardList.tsx';

beforeAll(async () => {
  await i18n.changeLanguage('en-us');
  await loadNamespaces(['topic', 'shell']);
});
afterEach(() => vi.useRealTimers());

const NOW = 1_700_000_000;
const topic = (id: number, extra: Record<string, unknown> = {}) => ({
  topic_id: id,
  topic_name: `Topic ${id}`,
  topic_adv: `upload/topic/${id}.jpg`,
  remark: `About ${id}`,
  status: 2,
  start_time: NOW - 3600,
  end_time: NOW + 86400 + 3723,
  ...extra,
});

describe('topic-card-list', () => {
  it('shows banner, name, status, remark and a countdown to the end on the server clock; a tap selects', async () => {
    const emit = vi.fn(async () => {});
    vi.useFakeTimers();
    vi.setSystemTime(NOW * 1000 + 5000); // the device is 5 s ahead of the server
    render(<TopicCardList props={{ ...defaults, items: [topic(1), topic(2, { status: 1 })], serverTime: NOW }} node={{ id: 't', type: 'topic-card-list' }} emit={emit} renderSlot={() => null} />);
    await act(async () => {});
    const card = screen.getByRole('button', { name: /\bTopic 1\b/ });
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/upload/topic/1_BIG.jpg');
    expect(card.textContent).toContain('On now');
    expect(card.textContent).toContain('About 1');
    expect(screen.getAllByRole('timer')[0]!.getAttribute('aria-label')).toBe('Ends in 1d 01:02:03');
    expect(screen.getByRole('button', { name: /\bTopic 2\b/ }).textContent).toContain('Not started');
    fireEvent.click(card);
    expect(emit).toHaveBeenCalledWith('select', { topic_id: 1 });
  });

  it('an empty list without a source shows the empty text', () => {
    render(<TopicCardList props={defaults} node={{ id: 't', type: 'topic-card-list' }} emit={async () => {}} renderSlot={() => null} />);
    expect(screen.getByText('No topic is on right now')).toBeDefined();
  });
});
