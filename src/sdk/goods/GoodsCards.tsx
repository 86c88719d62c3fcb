/**
 * The goods cards of a diy goods block in the merchant's template: one per row (image left),
 * two or three per row, a sideways slide, or one large then two per row. While loading, the same
 * layout is filled with grey placeholders of the final size (no layout shift).
 */
import { useState, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { DiyLink } from '../../diy/DiyLink.tsx';
import { useSite } from '../../stores/hooks.ts';
import { getActionEnv } from '../../actions/env.ts';
import { Glyph, hasGlyph } from '../../diy/icons.tsx';
import type { GoodsItem } from './goods.ts';
import { buyGoods, goodsDetailPath, goodsImage, goodsName, linePrice, pathLink, showPrice } from './goods.ts';
import { CartIcon } from './icons.tsx';
import { Img } from './Img.tsx';
import { promotionTags } from './promotionTags.ts';
import { tagText, type Look } from './look.ts';
import { LinePrice, Price } from './Price.tsx';
import type { DiyT } from './text.ts';
import './diy-data.css';

/** What one card shows (goods rows and promotion rows are mapped to this). */
export interface CardItem {
  key: string;
  name: string;
  image: string;
  price: string;
  linePrice?: string | null;
  sold?: number | null;
  path: string;
  /** The goods row, when the buy button may add it to the cart. */
  goods?: GoodsItem;
  badge?: string;
  /** Extra line under the name (promotions: group size, progress…). */
  extra?: ReactNode;
  /** NiuShop's `promotion_addon` of a goods row: its seckill, group buy, bargain tags before the name. */
  promotionAddon?: unknown;
}

export interface GoodsCardsProps {
  items: CardItem[];
  look: Look;
  t: DiyT;
  loading?: boolean;
  /** Placeholders while loading. */
  skeleton?: number;
}

function columnsOf(look: Look): number {
  switch (look.template) {
    case 'row1-of1':
      return 1;
    case 'row1-of3':
      return 3;
    default:
      return 2;
  }
}

function BuyButton({ item, look, t }: { item: CardItem; look: Look; t: DiyT }): ReactElement {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    if (busy) return;
    if (!look.btn.toCart || !item.goods) {
      getActionEnv().navigator.navigate(item.path);
      return;
    }
    setBusy(true);
    try {
      await buyGoods(item.goods);
    } finally {
      setBusy(false);
    }
  };
  if (look.btn.kind === 'icon') {
    return (
      <button type="button" className="dd-card-btn dd-card-btn--icon" style={{ background: look.btn.style.background }} onClick={() => void onClick()} aria-label={look.btn.text} disabled={busy}>
        {hasGlyph(look.btn.icon) ? <Glyph name={look.btn.icon} colors={[String(look.btn.style.color ?? '#fff')]} size={16} /> : <CartIcon size={16} color={String(look.btn.style.color ?? '#fff')} />}
      </button>
    );
  }
  return (
    <button type="button" className="dd-card-btn" style={look.btn.style} onClick={() => void onClick()} disabled={busy}>
      {look.btn.text || t('buy')}
    </button>
  );
}

function Card({ item, look, t, large }: { item: CardItem; look: Look; t: DiyT; large?: boolean }): ReactElement {
  const addons = useSite().addonIsExist;
  const promos = promotionTags(item.promotionAddon, (k) => addons[k] === 1);
  const row = look.template === 'row1-of1' && !large;
  const small = look.template === 'row1-of3' || look.template === 'horizontal-slide';
  const priceSize = large ? 20 : small ? 14 : 16;
  return (
    <div
      className={`dd-card dd-card--${look.style}${row ? ' dd-card--row' : ''}${small ? ' dd-card--small' : ''}${look.btn.show ? ' dd-card--btn' : ''}`}
      style={look.card}
      data-goods-id={item.goods?.goods_id}
    >
      <DiyLink link={pathLink(item.path)} className="dd-card-main">
        <div className="dd-card-img" style={{ borderRadius: look.imgRadius || undefined }}>
          <Img src={item.image} alt={item.name} />
          {item.badge ? <span className="dd-card-tag">{item.badge}</span> : null}
        </div>
        <div className="dd-card-info">
          {look.name.show ? (
            <div
              className="dd-card-name"
              data-lines={look.nameLines}
              style={{ color: look.name.color, fontWeight: look.name.bold ? 'bold' : undefined, WebkitLineClamp: look.nameLines }}
            >
              {promos.map((k) => (
                <span key={k} className={`dd-card-promo dd-card-promo--${k}`} data-testid="goods-promotion-tag">
                  {t(`promotionTag.${k}`)}
                </span>
              ))}
              {item.name}
            </div>
          ) : null}
          {item.extra}
          <div className="dd-card-bottom">
            <div className="dd-card-prices">
              {look.price.show ? <Price value={item.price} color={look.price.color} size={priceSize} /> : null}
              {look.price.line.show && item.linePrice ? <LinePrice value={item.linePrice} color={look.price.line.color} /> : null}
            </div>
            {look.sale.show && typeof item.sold === 'number' ? (
              <div className="dd-card-sale" style={{ color: look.sale.color }}>
                {t('sold', { n: item.sold })}
              </div>
            ) : null}
          </div>
        </div>
      </DiyLink>
      {look.btn.show ? <BuyButton item={item} look={look} t={t} /> : null}
    </div>
  );
}

/**
 * A card while loading: the card's own structure and classes (image box, name lines, price line
 * in the same font and size, sale line, the static button of small cards) with grey bars for the
 * texts, so it takes the loaded card's height whatever the font.
 */
function SkeletonCard({ look, large }: { look: Look; large?: boolean }): ReactElement {
  const row = look.template === 'row1-of1' && !large;
  const small = look.template === 'row1-of3' || look.template === 'horizontal-slide';
  const priceSize = large ? 20 : small ? 14 : 16;
  return (
    <div
      className={`dd-card dd-card--${look.style} dd-card--skeleton${row ? ' dd-card--row' : ''}${small ? ' dd-card--small' : ''}${look.btn.show ? ' dd-card--btn' : ''}`}
      style={look.card}
      aria-hidden="true"
    >
      <div className="dd-card-main">
        <div className="dd-card-img dd-skel" style={{ borderRadius: look.imgRadius || undefined }} />
        <div className="dd-card-info">
          {look.name.show ? (
            <div className="dd-card-name" data-lines={look.nameLines}>
              {Array.from({ length: look.nameLines }, (_, i) => (
                <i key={i} className="dd-skel" />
              ))}
            </div>
          ) : null}
          <div className="dd-card-bottom">
            <div className="dd-card-prices">{look.price.show ? <Price value="0" size={priceSize} className="dd-skel dd-skel-ink" /> : null}</div>
            {look.sale.show ? (
              <div className="dd-card-sale">
                <i className="dd-skel dd-skel-ink">{'\u00a0'}</i>
              </div>
            ) : null}
          </div>
        </div>
      </div>
      {look.btn.show && look.btn.kind !== 'icon' ? <i className="dd-card-btn dd-skel" /> : null}
    </div>
  );
}

export function GoodsCards({ items, look, t, loading = false, skeleton = 4 }: GoodsCardsProps): ReactElement | null {
  const gapStyle = { '--dd-gap': `${look.gap}px` } as CSSProperties;
  const n = Math.max(1, Math.min(12, skeleton));
  if (look.template === 'horizontal-slide') {
    return (
      <div className={`dd-slide${look.snap ? ' dd-slide--snap' : ''}`} style={gapStyle} role="list" aria-busy={loading || undefined}>
        {loading
          ? Array.from({ length: Math.min(n, 3) }, (_, i) => (
              <div key={`skeleton-${i}`} className="dd-slide-item" role="listitem">
                <SkeletonCard look={look} />
              </div>
            ))
          : items.map((item) => (
              <div key={item.key} className="dd-slide-item" role="listitem">
                <Card item={item} look={look} t={t} />
              </div>
            ))}
      </div>
    );
  }
  const cols = columnsOf(look);
  const grid = { ...gapStyle, gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))` } as CSSProperties;
  const large = look.template === 'large-small';
  return (
    <div className="dd-grid" style={grid} role="list" aria-busy={loading || undefined}>
      {loading
        ? Array.from({ length: n }, (_, i) => (
            <div key={`skeleton-${i}`} role="listitem" style={large && i === 0 ? { gridColumn: '1 / -1' } : undefined}>
              <SkeletonCard look={look} large={large && i === 0} />
            </div>
          ))
        : items.map((item, i) => (
            <div key={item.key} role="listitem" style={large && i === 0 ? { gridColumn: '1 / -1' } : undefined}>
              <Card item={item} look={look} t={t} large={large && i === 0} />
            </div>
          ))}
    </div>
  );
}

/** A goods row as a card. */
export function goodsCard(g: GoodsItem, look: Look, t: DiyT): CardItem {
  return {
    key: `g${g.goods_id}-${g.sku_id}`,
    name: goodsName(g),
    image: goodsImage(g),
    price: showPrice(g),
    linePrice: linePrice(g),
    sold: Number.isFinite(Number(g.sale_num)) ? Number(g.sale_num) : null,
    path: goodsDetailPath(g),
    goods: g,
    badge: tagText(look, g.label_name, t),
    promotionAddon: g.promotion_addon,
  };
}
