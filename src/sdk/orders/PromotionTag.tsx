/**
 * The small tag of an order bought under a promotion (NiuShop's `promotion_type` /
 * `promotion_type_name` on the order, e.g. a topic order: "专题"), shown by the order list card and
 * the order detail; plus the promotion's own progress (`promotion_status_name`, e.g. pintuan's
 * 拼团中) when it has one. A normal order (promotion_type '') shows nothing.
 */
import type { CSSProperties, ReactElement } from 'react';
import { useTexts } from '../../i18n/useTexts.ts';
import type { Order } from './order.ts';

/** NiuShop's promotion tag colours (the goods list's `GoodsPromotionType` tags); others use the theme colour. */
const COLORS: Readonly<Record<string, string>> = {
  seckill: '#89689D',
  pintuan: '#F58760',
  pinfan: '#F58760',
  groupbuy: '#4CB130',
  bargain: '#F58760',
  presale: '#4CB130',
  topic: '#F1A750',
  discount: '#22AFB9',
};

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** The order's promotion type and the name to show ('' / '' for a normal order). */
export function promotionOf(order: Order | null, fallbackName: (type: string) => string): { type: string; name: string; status: string } {
  const type = text(order?.promotion_type);
  if (!type) return { type: '', name: '', status: '' };
  return { type, name: text(order?.promotion_type_name) || fallbackName(type), status: text(order?.promotion_status_name) };
}

export function PromotionTag({ order }: { order: Order | null }): ReactElement | null {
  const { t } = useTexts('orders');
  const p = promotionOf(order, (type) => t(`promotion.types.${type}`, { defaultValue: type }));
  if (!p.type) return null;
  const style = { '--od-promo-color': COLORS[p.type] ?? 'var(--base-color, #f4391c)' } as CSSProperties;
  return (
    <span className="od-promo" data-testid="order-promotion" data-promotion={p.type} title={t('promotion.label')} style={style}>
      <span className="od-promo-tag">{p.name}</span>
      {p.status ? <span className="od-promo-status">{p.status}</span> : null}
    </span>
  );
}
