import { useState, type ReactElement } from 'react';
import { formatMoney, img, PagedEmpty, PagedMore, promotionTags, toFen, useSite, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type GoodsGridProps } from './props.gen.ts';
import './goods-grid.css';

export type { GoodsGridProps };
export { defaults };

export interface GoodsRow {
  goods_id?: number;
  sku_id?: number;
  goods_name?: string;
  sku_name?: string;
  goods_image?: string;
  sku_image?: string;
  discount_price?: string;
  price?: string;
  market_price?: string;
  market_price_show?: number;
  sale_num?: number;
  sale_show?: number;
  goods_stock?: number;
  stock?: number;
  is_free_shipping?: number;
  label_name?: string;
  unit?: string;
  introduction?: string;
  /** NiuShop's map of the promotions the goods is in now, as JSON text: {"seckill": 12, …} ('' for none) */
  promotion_addon?: string | Record<string, unknown>;
}

/** The cards of the first screen: their pictures load at once (the first is the page's largest paint). */
const EAGER_CARDS = 4;

function Picture({ src, alt, eager }: { src: string; alt: string; eager: boolean }): ReactElement {
  const [failed, setFailed] = useState(false);
  return (
    <div className="gg-pic">
      {src && !failed ? <img src={src} alt={alt} loading={eager ? 'eager' : 'lazy'} decoding="async" onError={() => setFailed(true)} /> : null}
    </div>
  );
}

function Card({ row, mode, showSales, eager, onSelect }: { row: GoodsRow; mode: 'grid' | 'list'; showSales: boolean; eager: boolean; onSelect: () => void }): ReactElement {
  const { t } = useTexts('goods');
  const price = row.discount_price ?? row.price ?? '0';
  const market = row.market_price ?? '';
  const showMarket = row.market_price_show !== 0 && toFen(market) > toFen(price);
  const soldOut = Number(row.goods_stock ?? row.stock ?? 1) <= 0;
  const name = row.goods_name || row.sku_name || '';
  const addons = useSite().addonIsExist;
  const promos = promotionTags(row.promotion_addon, (k) => addons[k] === 1);
  return (
    <li className={`gg-card gg-card--${mode}`}>
      <button type="button" className="gg-card-btn" onClick={onSelect}>
        <div className="gg-pic-box">
          <Picture src={img(row.goods_image || row.sku_image, mode === 'grid' ? 'mid' : 'small')} alt={name} eager={eager} />
          {soldOut ? <span className="gg-soldout">{t('detail.soldOut')}</span> : null}
        </div>
        <div className="gg-body">
          <div className="gg-name">
            {row.label_name ? <span className="gg-tag">{row.label_name}</span> : null}
            {name}
          </div>
          {mode === 'list' && row.introduction ? <div className="gg-intro">{row.introduction}</div> : null}
          <div className="gg-foot">
            <span className="gg-price">
              <small>¥</small>
              {formatMoney(price)}
            </span>
            {showMarket ? <span className="gg-market">¥{formatMoney(market)}</span> : null}
            {showSales && row.sale_show !== 0 ? <span className="gg-sales">{t('list.sold', { n: Number(row.sale_num ?? 0) })}</span> : null}
          </div>
          {row.is_free_shipping === 1 || promos.length ? (
            <div className="gg-marks">
              {promos.map((k) => (
                <span key={k} className={`gg-promo gg-promo--${k}`} data-testid="goods-promotion-tag">
                  {t(`list.promotion.${k}`)}
                </span>
              ))}
              {row.is_free_shipping === 1 ? <span className="gg-free">{t('list.freeShipping')}</span> : null}
            </div>
          ) : null}
        </div>
      </button>
    </li>
  );
}



export default function GoodsGrid({ props, node, emit }: WidgetProps<GoodsGridProps>): ReactElement {
  const { t } = useTexts('goods');
  const items = (Array.isArray(props.items) ? props.items : []) as GoodsRow[];
  const mode = props.mode === 'list' ? 'list' : 'grid';
  const source = props.pagedSource ?? '';
  return (
    <div className="w-goods-grid" data-node-id={node.id}>
      {items.length === 0 ? (
        <PagedEmpty source={source} text={props.emptyText || undefined} failedText={t('list.loadFailed')} />
      ) : (
        <ul className={`gg-list gg-list--${mode}`}>
          {items.map((row, i) => (
            <Card
              key={`${row.goods_id ?? ''}-${row.sku_id ?? i}`}
              row={row}
              mode={mode}
              showSales={props.showSales !== false}
              eager={i < EAGER_CARDS}
              onSelect={() => void emit('select', { goods_id: row.goods_id, sku_id: row.sku_id })}
            />
          ))}
        </ul>
      )}
      <PagedMore source={source} count={items.length} />
    </div>
  );
}
