/**
 * Test helpers for diy widgets (imported by tests only): render a widget with props merged over its
 * defaults, and a fake navigator that records where link taps went.
 */
import { render, type RenderResult } from '@testing-library/react';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import { configureActions } from '../actions/env.ts';
import type { WidgetProps } from '../renderer/types.ts';

const noop = async () => {};

/** Renders `Component` with `props` over `defaults` (as the renderer merges them). */
export function renderWidget<P extends object>(
  Component: ComponentType<WidgetProps<P>>,
  defaults: P,
  props: Partial<P> | Record<string, unknown> = {},
  id = 'w',
  type = 'diy-test',
): RenderResult {
  const merged = { ...defaults, ...props } as P;
  return render(<Component props={merged} node={{ id, type, props: merged as Record<string, unknown> }} emit={noop} renderSlot={() => null} />);
}

/** Replaces the app navigator and openExternal with spies; returns them (reset with resetActionEnv). */
export function fakeNavigation() {
  const navigator = { navigate: vi.fn(), redirect: vi.fn(), relaunch: vi.fn(), switchTab: vi.fn(), back: vi.fn() };
  const openExternal = vi.fn();
  configureActions({ navigator, openExternal });
  return { ...navigator, openExternal };
}
