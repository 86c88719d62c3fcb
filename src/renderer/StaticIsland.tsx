/**
 * A static island (staticIslands.ts): the server's root element of a widget, rendered again with
 * the same attributes over the same inner HTML. Hydration keeps the markup (React does not look
 * inside `dangerouslySetInnerHTML`), and later renders write nothing, since nothing changes.
 */
import { createElement, memo, type MouseEvent, type ReactElement } from 'react';
import { getActionEnv } from '../actions/env.ts';
import { shopLinkPath } from './shopLink.ts';
import type { Island } from './staticIslands.ts';

/** A plain tap on a link of the shop's own pages goes through the app's navigator, as DiyLink's. */
function followIslandLink(e: MouseEvent<Element>): void {
  const path = shopLinkPath(e, e.currentTarget);
  if (path === null) return;
  e.preventDefault();
  getActionEnv().navigator.navigate(path);
}

export const StaticIsland = memo(function StaticIsland({ island }: { island: Island }): ReactElement {
  return createElement(island.tag, { ...island.props, onClick: followIslandLink, dangerouslySetInnerHTML: { __html: island.html } });
});
