import type { ReactElement } from 'react';
import { CartIcon, HomeIcon, useCart, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type GoodsActionBarProps } from './props.gen.ts';
import './goods-action-bar.css';

export type { GoodsActionBarProps };
export { defaults };

interface Sku {
  goods_id?: number;
  sku_id?: number;
  stock?: number;
  goods_stock?: number;
}

/** Sold out: no stock in any sku of the goods (goods_stock), or in this one when goods_stock is unknown. */
export function isSoldOut(sku: Sku | null): boolean {
  if (!sku) return false;
  const goodsStock = sku.goods_stock === undefined || sku.goods_stock === null ? Number(sku.stock ?? 0) : Number(sku.goods_stock);
  return goodsStock <= 0;
}

export default function GoodsActionBar({ props, node, emit }: WidgetProps<GoodsActionBarProps>): ReactElement {
  const { t } = useTexts('goods');
  const { cartNumber } = useCart();
  const sku = (props.sku && typeof props.sku === 'object' ? props.sku : null) as Sku | null;
  const soldOut = isSoldOut(sku);
  const payload = { sku_id: sku?.sku_id, goods_id: sku?.goods_id };
  const badge = cartNumber > 99 ? '99+' : String(cartNumber);
  return (
    <div className="w-goods-action-bar" data-node-id={node.id}>
      <div className="ga-spacer" aria-hidden="true" />
      <nav className="ga-bar" aria-label={t('detail.cart')}>
        {props.showHome !== false ? (
          <button type="button" className="ga-icon" onClick={() => void emit('home')}>
            <span className="ga-icon-img"><HomeIcon /></span>
            <span>{t('detail.home')}</span>
          </button>
        ) : null}
        {props.showService ? (
          <button type="button" className="ga-icon" onClick={() => void emit('service', payload)}>
            <span className="ga-icon-img">
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path d="M4 13v-1a8 8 0 0 1 16 0v1" fill="none" stroke="currentColor" strokeWidth="1.7" />
                <rect x="3" y="12.5" width="4" height="6" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.7" />
                <rect x="17" y="12.5" width="4" height="6" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.7" />
                <path d="M19 18.5c0 1.6-2 2.5-5 2.5" fill="none" stroke="currentColor" strokeWidth="1.7" />
              </svg>
            </span>
            <span>{t('detail.chat')}</span>
          </button>
        ) : null}
        {props.showCart !== false ? (
          <button type="button" className="ga-icon" onClick={() => void emit('cart')}>
            <span className="ga-icon-img">
              <CartIcon />
              {cartNumber > 0 ? (
                <span className="ga-badge" data-testid="cart-badge">
                  {badge}
                </span>
              ) : null}
            </span>
            <span>{t('detail.cart')}</span>
          </button>
        ) : null}
        <div className="ga-buttons">
          {soldOut ? (
            <button type="button" className="ga-btn ga-btn--off" disabled>
              {t('detail.soldOut')}
            </button>
          ) : (
            <>
              {props.showAddCart !== false ? (
                <button type="button" className="ga-btn ga-btn--cart" disabled={!sku} onClick={() => void emit('addCart', payload)}>
                  {t('detail.addCart')}
                </button>
              ) : null}
              <button type="button" className="ga-btn ga-btn--buy" disabled={!sku} onClick={() => void emit('buy', payload)}>
                {t('detail.buyNow')}
              </button>
            </>
          )}
        </div>
      </nav>
    </div>
  );
}
