import { useEffect, useRef, type ReactElement } from 'react';
import { formatMoney, toFen, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type GoodsInfoProps } from './props.gen.ts';
import './goods-info.css';

export type { GoodsInfoProps };
export { defaults };

interface Sku {
  goods_id?: number;
  sku_id?: number;
  goods_name?: string;
  sku_name?: string;
  introduction?: string;
  price?: string;
  discount_price?: string;
  market_price?: string;
  member_price?: string;
  market_price_show?: number;
  sale_num?: number;
  sale_show?: number;
  stock?: number;
  stock_show?: number;
  unit?: string;
  is_free_shipping?: number;
  is_collect?: number;
  label_name?: string;
}

function Heart({ on }: { on: boolean }): ReactElement {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill={on ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" aria-hidden="true">
      <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.2a4.3 4.3 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20Z" />
    </svg>
  );
}

function ShareIcon(): ReactElement {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <circle cx="18" cy="5.5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="18.5" r="2.5" />
      <path d="m8.2 10.8 7.6-4.1M8.2 13.2l7.6 4.1" />
    </svg>
  );
}

export default function GoodsInfo({ props, node, emit }: WidgetProps<GoodsInfoProps>): ReactElement | null {
  const { t } = useTexts('goods');
  const sku = (props.sku && typeof props.sku === 'object' ? props.sku : null) as Sku | null;
  const missingSent = useRef(false);
  const missing = props.loaded === true && sku === null;

  useEffect(() => {
    if (missing && !missingSent.current) {
      missingSent.current = true;
      void emit('missing');
    }
  }, [missing, emit]);

  if (!sku) return null;
  const price = sku.discount_price ?? sku.price ?? '0';
  const market = sku.market_price ?? '';
  const showMarket = sku.market_price_show !== 0 && toFen(market) > toFen(price);
  const collected = props.collected === null || props.collected === undefined ? Number(sku.is_collect) === 1 : props.collected === true || Number(props.collected) === 1;
  const [yuan, fen] = formatMoney(price).split('.');
  const payload = { goods_id: sku.goods_id, sku_id: sku.sku_id };

  return (
    <div className="w-goods-info" data-node-id={node.id}>
      <div className="gi-price-row">
        <span className="gi-price" data-testid="goods-price">
          <small>¥</small>
          {yuan}
          <small>.{fen}</small>
        </span>
        {showMarket ? (
          <span className="gi-market" aria-label={t('detail.marketPrice')}>
            ¥{formatMoney(market)}
          </span>
        ) : null}
        <span className="gi-stats">
          {sku.sale_show !== 0 ? <span>{t('detail.sales', { n: Number(sku.sale_num ?? 0) })}</span> : null}
          {sku.stock_show !== 0 ? (
            <span data-testid="goods-stock">{t('detail.stockUnit', { n: Number(sku.stock ?? 0), unit: sku.unit ?? '' })}</span>
          ) : null}
        </span>
      </div>
      <div className="gi-title-row">
        <h1 className="gi-name">
          {sku.label_name ? <span className="gi-tag">{sku.label_name}</span> : null}
          {sku.goods_name || sku.sku_name}
        </h1>
        <div className="gi-tools">
          {props.showCollect !== false ? (
            <button
              type="button"
              className={collected ? 'gi-tool gi-tool--on' : 'gi-tool'}
              aria-pressed={collected}
              onClick={() => void emit(collected ? 'uncollect' : 'collect', payload)}
            >
              <Heart on={collected} />
              <span>{collected ? t('detail.collected') : t('detail.collect')}</span>
            </button>
          ) : null}
          {props.showShare !== false ? (
            <button type="button" className="gi-tool" onClick={() => void emit('share', payload)}>
              <ShareIcon />
              <span>{t('detail.share')}</span>
            </button>
          ) : null}
        </div>
      </div>
      {sku.introduction ? <p className="gi-intro">{sku.introduction}</p> : null}
      {sku.is_free_shipping === 1 ? <span className="gi-free">{t('detail.freeShipping')}</span> : null}
    </div>
  );
}
