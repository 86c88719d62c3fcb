import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { GroupbuyActionBarProps } from './props.gen.ts';

export default defineWidget<GroupbuyActionBarProps>({
  type: 'groupbuy-action-bar',
  version: '1.0.0',
  description: "A group-buy goods' bottom bar: home, and 'group buy now' with the group price while it runs, with the reason when it cannot be bought.",
  events: ['home', 'buy'],
  namespaces: ['promotion'],
  load: () => import('./GroupbuyActionBar.tsx'),
});
