import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../src/sdk/testing/index.ts';
import DiyLiveInfo, { defaults } from './DiyLiveInfo.tsx';
import { renderWidget } from '../../src/sdk/testing/goods.tsx';

describe('diy-live-info', () => {
  it('renders nothing and calls nothing outside a mini program', () => {
    const { requests } = fakeFetch();
    const { container } = renderWidget(DiyLiveInfo, defaults);
    expect(container.innerHTML).toBe('');
    expect(requests).toHaveLength(0);
  });
});
