import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { configureActions, resetActionEnv } from '../../src/sdk/testing/index.ts';
import { english, pageFile, showPage } from '../../src/sdk/testing/catalogue.tsx';

beforeAll(() => english('goods'));
afterEach(() => resetActionEnv());

describe('goods-not-exist', () => {
  it('says the goods is not found and offers home and browsing', async () => {
    const nav = { navigate: vi.fn(), redirect: vi.fn(), relaunch: vi.fn(), switchTab: vi.fn(), back: vi.fn() };
    configureActions({ navigator: nav });
    await showPage(await pageFile('pages_tool/goods/not_exist'));
    expect(screen.getByRole('heading', { name: 'Goods not found' })).toBeDefined();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Back to home' }));
    });
    expect(nav.switchTab).toHaveBeenCalledWith('/');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Go browsing' }));
    });
    expect(nav.redirect).toHaveBeenCalledWith('/pages/goods/list');
  });
});
