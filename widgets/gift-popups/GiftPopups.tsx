/**
 * Host of the gift popups on home and the member centre. Reads its sources (./data.ts: is a
 * birthday or festival gift due?) and, only when one is, loads the popup (./GiftPopup.tsx, a chunk
 * of its own) for it, one gift after the other. Otherwise it is an empty marker: a guest's first
 * view keeps it as server markup without loading any code (a static island).
 */
import { lazy, Suspense, useCallback, useState, type ReactElement } from 'react';
import { useWidgetData, type WidgetProps } from '../../src/sdk/index.ts';
import { dueGifts, giftKey } from './gifts.ts';
import { defaults, type GiftPopupsProps } from './props.gen.ts';

export { defaults };

const GiftPopup = lazy(() => import('./GiftPopup.tsx'));

export default function GiftPopups({ node }: WidgetProps<GiftPopupsProps>): ReactElement {
  const birthday = useWidgetData(node, 'birthday').data;
  const festival = useWidgetData(node, 'festival').data;
  // Gifts taken (or refused) on this page: its data still says "due" until it is read again.
  const [handled, setHandled] = useState<ReadonlySet<string>>(() => new Set());
  const gift = dueGifts(birthday, festival, handled)[0];
  const done = useCallback((key: string) => setHandled((h) => new Set(h).add(key)), []);
  if (!gift) return <div data-node-id={node.id} data-static="" hidden />;
  return (
    <div data-node-id={node.id}>
      <Suspense fallback={null}>
        <GiftPopup key={giftKey(gift)} gift={gift} onDone={() => done(giftKey(gift))} />
      </Suspense>
    </div>
  );
}
