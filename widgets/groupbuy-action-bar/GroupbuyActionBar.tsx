import type { ReactElement } from 'react';
import { PromoActionBar, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type GroupbuyActionBarProps } from './props.gen.ts';

export type { GroupbuyActionBarProps };
export { defaults };

interface GroupbuySku {
  groupbuy_id?: number;
  goods_id?: number;
  sku_id?: number;
  status?: number;
  stock?: number;
  buy_num?: number;
  groupbuy_price?: string;
}

/** Why the goods cannot be bought now (a key of the promotion namespace), or null: the order's own checks (running, at least buy_num in stock). */
export function blockedReason(sku: GroupbuySku | null): 'groupbuy.notStarted' | 'groupbuy.ended' | 'common.stockShort' | null {
  if (!sku) return null;
  const status = Number(sku.status);
  if (status === 1) return 'groupbuy.notStarted';
  if (status !== 2) return 'groupbuy.ended';
  if (Number(sku.stock ?? 0) < Math.max(1, Number(sku.buy_num) || 1)) return 'common.stockShort';
  return null;
}

export default function GroupbuyActionBar({ props, node, emit }: WidgetProps<GroupbuyActionBarProps>): ReactElement {
  const { t } = useTexts('promotion');
  const sku = (props.sku && typeof props.sku === 'object' ? props.sku : null) as GroupbuySku | null;
  const blocked = blockedReason(sku);
  return (
    <div className="w-groupbuy-action-bar" data-node-id={node.id}>
      <PromoActionBar
        label={t('groupbuy.buy')}
        homeLabel={props.showHome !== false ? t('common.home') : ''}
        onHome={() => void emit('home')}
        action={t('groupbuy.buy')}
        price={sku?.groupbuy_price}
        blocked={blocked ? t(blocked) : null}
        disabled={!sku}
        onAction={() => void emit('buy', { groupbuy_id: sku?.groupbuy_id, sku_id: sku?.sku_id, goods_id: sku?.goods_id })}
      />
    </div>
  );
}
