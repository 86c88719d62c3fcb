import type { ReactElement } from 'react';
import { defaultsFromSchema, formatMoney, HomeIcon, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import type { SeckillActionBarProps } from './props.gen.ts';
import schema from './props.schema.json';
import './seckill-action-bar.css';

export type { SeckillActionBarProps };
export const defaults = defaultsFromSchema<SeckillActionBarProps>(schema);

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
      <div className="skab-spacer" aria-hidden="true" />
      <nav className="skab-bar" aria-label={t('detail.buy')}>
        {props.showHome !== false ? (
          <button type="button" className="skab-home" onClick={() => void emit('home')}>
            <span className="skab-home-img">
              <HomeIcon />
            </span>
            <span>{t('detail.home')}</span>
          </button>
        ) : null}
        {blocked ? (
          <button type="button" className="skab-buy skab-buy--off" disabled>
            {t(`detail.${blocked}`)}
          </button>
        ) : (
          <button type="button" className="skab-buy" disabled={!sku} onClick={() => void emit('buy', { seckill_id: sku?.seckill_id, sku_id: sku?.sku_id, goods_id: sku?.goods_id })}>
            <span>{t('detail.buy')}</span>
            {sku?.seckill_price ? <small>¥{formatMoney(sku.seckill_price)}</small> : null}
          </button>
        )}
      </nav>
    </div>
  );
}
