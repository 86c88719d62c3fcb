import type { ReactElement } from 'react';
import { PromoActionBar, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type SeckillActionBarProps } from './props.gen.ts';

export type { SeckillActionBarProps };
export { defaults };

interface SeckillSku {
  seckill_id?: number;
  goods_id?: number;
  sku_id?: number;
  status?: number;
  seckill_end_time?: number;
  stock?: number;
  max_buy?: number;
  purchased_num?: number;
  seckill_price?: string;
}

/** Why the goods cannot be bought now (a `detail.*` key of the seckill namespace), or null: the same checks the order makes first. */
export function blockedReason(sku: SeckillSku | null): 'notStarted' | 'notOpen' | 'soldOut' | 'limitReached' | null {
  if (!sku) return null;
  const status = Number(sku.status);
  if (status === 0) return 'notStarted';
  if (status !== 1 || !(Number(sku.seckill_end_time) > 0)) return 'notOpen';
  if (Number(sku.stock ?? 0) <= 0) return 'soldOut';
  const maxBuy = Number(sku.max_buy) || 0;
  if (maxBuy > 0 && (Number(sku.purchased_num) || 0) >= maxBuy) return 'limitReached';
  return null;
}

export default function SeckillActionBar({ props, node, emit }: WidgetProps<SeckillActionBarProps>): ReactElement {
  const { t } = useTexts('seckill');
  const sku = (props.sku && typeof props.sku === 'object' ? props.sku : null) as SeckillSku | null;
  const blocked = blockedReason(sku);
  return (
    <div className="w-seckill-action-bar" data-node-id={node.id}>
      <PromoActionBar
        label={t('detail.buy')}
        homeLabel={props.showHome !== false ? t('detail.home') : ''}
        onHome={() => void emit('home')}
        action={t('detail.buy')}
        price={sku?.seckill_price}
        blocked={blocked ? t(`detail.${blocked}`) : null}
        disabled={!sku}
        onAction={() => void emit('buy', { seckill_id: sku?.seckill_id, sku_id: sku?.sku_id, goods_id: sku?.goods_id })}
      />
    </div>
  );
}
