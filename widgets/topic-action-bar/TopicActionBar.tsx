import type { ReactElement } from 'react';
import { formatMoney, HomeIcon, TopicStatus, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type TopicActionBarProps } from './props.gen.ts';
import './topic-action-bar.css';

export type { TopicActionBarProps };
export { defaults };

interface TopicSku {
  id?: number;
  topic_id?: number;
  goods_id?: number;
  sku_id?: number;
  stock?: number;
  goods_stock?: number;
  status?: number;
  topic_price?: string;
}

/** Why the goods cannot be bought now (a `detail.*` key of the topic namespace), or null. */
export function blockedReason(sku: TopicSku | null): 'notStarted' | 'ended' | 'soldOut' | null {
  if (!sku) return null;
  const status = Number(sku.status);
  if (status === TopicStatus.NOT_STARTED) return 'notStarted';
  if (status !== TopicStatus.RUNNING) return 'ended';
  if (Number(sku.stock ?? sku.goods_stock ?? 0) <= 0) return 'soldOut';
  return null;
}

export default function TopicActionBar({ props, node, emit }: WidgetProps<TopicActionBarProps>): ReactElement {
  const { t } = useTexts('topic');
  const sku = (props.sku && typeof props.sku === 'object' ? props.sku : null) as TopicSku | null;
  const blocked = blockedReason(sku);
  const payload = { id: sku?.id, sku_id: sku?.sku_id, goods_id: sku?.goods_id, topic_id: sku?.topic_id };
  return (
    <div className="w-topic-action-bar" data-node-id={node.id}>
      <div className="tpab-spacer" aria-hidden="true" />
      <nav className="tpab-bar" aria-label={t('detail.buyNow')}>
        {props.showHome !== false ? (
          <button type="button" className="tpab-home" onClick={() => void emit('home')}>
            <span className="tpab-home-img">
              <HomeIcon />
            </span>
            <span>{t('detail.home')}</span>
          </button>
        ) : null}
        {blocked ? (
          <button type="button" className="tpab-buy tpab-buy--off" disabled>
            {t(`detail.${blocked}`)}
          </button>
        ) : (
          <button type="button" className="tpab-buy" disabled={!sku} onClick={() => void emit('buy', payload)}>
            <span>{t('detail.buyNow')}</span>
            {sku?.topic_price ? <small>¥{formatMoney(sku.topic_price)}</small> : null}
          </button>
        )}
      </nav>
    </div>
  );
}
