import type { ReactElement, ReactNode } from 'react';
import { formatFen, img, splitSeconds, toFen, useAddon, useCountdown, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type GoodsPromotionProps } from './props.gen.ts';
import './goods-promotion.css';

export type { GoodsPromotionProps };
export { defaults };

export interface StripPromotion {
  promotion_type?: string;
  promotion_name?: string;
  seckill_id?: number;
  seckill_price?: string;
  slot_start?: number;
  slot_end?: number;
  in_slot?: number;
  groupbuy_id?: number;
  groupbuy_price?: string;
  buy_num?: number;
  bargain_id?: number;
  floor_price?: string;
}

export interface StripBundle {
  bl_id?: number;
  bl_name?: string;
  bl_price?: string;
  goods_money?: string;
  bundling_goods?: Array<{ sku_id?: number; sku_name?: string; sku_image?: string }>;
}

export interface StripData {
  goods_promotion?: StripPromotion[];
  bundling_list?: StripBundle[];
  current_time?: number;
}

/** NiuShop's goods tag colours (GoodsPromotionType). */
export const TAG_COLOURS: Record<string, string> = { seckill: '#89689D', groupbuy: '#4CB130', bargain: '#F58760' };

const list = <T,>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

/** The promotion's name as the server gives it, in the reader's language; the strip's own word when it has none. */
const nameOf = (p: StripPromotion, fallback: string): string => (typeof p.promotion_name === 'string' && p.promotion_name.trim() ? p.promotion_name.trim() : fallback);

function Row({ type, tag, onClick, children }: { type: string; tag: string; onClick: () => void; children: ReactNode }): ReactElement {
  return (
    <li>
      <button type="button" className="gp-row" data-testid={`goods-promotion-${type}`} onClick={onClick}>
        <span className="gp-tag" style={{ background: TAG_COLOURS[type] }}>
          {tag}
        </span>
        <span className="gp-text">{children}</span>
        <span className="gp-arrow" aria-hidden="true">
          ›
        </span>
      </button>
    </li>
  );
}

/** "距结束 01:02:03" on the server's clock (nothing before it is mounted). */
function SlotCountdown({ p, serverTime }: { p: StripPromotion; serverTime?: number }): ReactElement | null {
  const { t } = useTexts('promotion');
  const running = Number(p.in_slot) === 1;
  const left = useCountdown(Number(running ? p.slot_end : p.slot_start) || 0, serverTime);
  if (left === null) return null;
  const { d, h, m, s } = splitSeconds(left);
  return (
    <span className="gp-clock" role="timer">
      {running ? t('common.endsIn') : t('common.startsIn')} {d > 0 ? `${t('common.days', { n: d })} ` : ''}
      {h}:{m}:{s}
    </span>
  );
}

export default function GoodsPromotion({ props, node, emit }: WidgetProps<GoodsPromotionProps>): ReactElement | null {
  const data = props.promotions && typeof props.promotions === 'object' ? (props.promotions as StripData) : undefined;
  return <PromotionStrip data={data} nodeId={node.id} emit={emit} />;
}

/** The strip for an answer of /api/goods/promotion (only the promotions whose addon is on). */
export function PromotionStrip({ data, nodeId, emit }: { data: StripData | undefined; nodeId: string; emit: WidgetProps<GoodsPromotionProps>['emit'] }): ReactElement | null {
  const { t } = useTexts('promotion');
  const on = { seckill: useAddon('seckill'), groupbuy: useAddon('groupbuy'), bargain: useAddon('bargain'), bundling: useAddon('bundling') };
  const promos = list<StripPromotion>(data?.goods_promotion).filter((p) => on[p.promotion_type as keyof typeof on] === true);
  const bundles = on.bundling ? list<StripBundle>(data?.bundling_list) : [];
  if (!promos.length && !bundles.length) return null;
  const serverTime = Number(data?.current_time) || undefined;
  return (
    <div className="w-goods-promotion" data-node-id={nodeId}>
      {promos.length ? (
        <ul className="gp-list" aria-label={t('strip.title')}>
          {promos.map((p) => {
            if (p.promotion_type === 'seckill')
              return (
                <Row key="seckill" type="seckill" tag={nameOf(p, t('strip.seckill'))} onClick={() => void emit('seckill', { seckill_id: p.seckill_id })}>
                  <span>{t('strip.seckillPrice', { price: p.seckill_price ?? '' })}</span>
                  <SlotCountdown p={p} serverTime={serverTime} />
                </Row>
              );
            if (p.promotion_type === 'groupbuy')
              return (
                <Row key="groupbuy" type="groupbuy" tag={nameOf(p, t('strip.groupbuy'))} onClick={() => void emit('groupbuy', { groupbuy_id: p.groupbuy_id })}>
                  {t('strip.groupbuyLine', { n: Number(p.buy_num) || 1, price: p.groupbuy_price ?? '' })}
                </Row>
              );
            return (
              <Row key="bargain" type="bargain" tag={nameOf(p, t('strip.bargain'))} onClick={() => void emit('bargain', { bargain_id: p.bargain_id })}>
                {t('strip.bargainLine', { price: p.floor_price ?? '' })}
              </Row>
            );
          })}
        </ul>
      ) : null}
      {bundles.length ? (
        <section className="gp-bundles" aria-label={t('strip.bundles')}>
          <h3 className="gp-head">{t('strip.bundles')}</h3>
          <ul className="gp-bundle-list">
            {bundles.map((b) => {
              const saving = toFen(b.goods_money ?? '0') - toFen(b.bl_price ?? '0');
              return (
                <li key={b.bl_id}>
                  <button type="button" className="gp-bundle" data-testid="goods-promotion-bundle" onClick={() => void emit('bundle', { bl_id: b.bl_id })}>
                    <span className="gp-bundle-name">{b.bl_name}</span>
                    <span className="gp-pics">
                      {list<{ sku_id?: number; sku_name?: string; sku_image?: string }>(b.bundling_goods)
                        .slice(0, 4)
                        .map((g) => (
                          <img key={g.sku_id} src={img(g.sku_image ?? '', 'small')} alt={g.sku_name ?? ''} loading="lazy" decoding="async" />
                        ))}
                    </span>
                    <span className="gp-bundle-price">
                      {t('strip.bundlePrice', { price: b.bl_price ?? '' })}
                      {saving > 0 ? <em>{t('bundling.save', { money: formatFen(saving) })}</em> : null}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
