import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { GiftPopupsProps } from './props.gen.ts';
import { data } from './data.ts';

export default defineWidget<GiftPopupsProps>({
  type: 'gift-popups',
  version: '1.0.0',
  description: "The birthday gift (birthdaygift) and festival gift (scenefestival) popups of home and the member centre: when the member may take one, it is taken and shown, once per calendar year (the server's rule).",
  data,
  load: () => import('./GiftPopups.tsx'),
});
