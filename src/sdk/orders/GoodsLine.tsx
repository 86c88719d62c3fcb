/** One goods line of an order: image, name, spec, price, quantity (and what the caller adds below). */
import type { ReactElement, ReactNode } from 'react';
import { img } from '../../bindings/functions/image.ts';
import { money } from '../../bindings/functions/format.ts';
import { specText, type OrderGoods } from './order.ts';

export interface GoodsLineProps {
  goods: OrderGoods;
  /** A short note on the right under the price (e.g. the refund status). */
  note?: ReactNode;
  onClick?: () => void;
  children?: ReactNode;
}

export function GoodsLine({ goods, note, onClick, children }: GoodsLineProps): ReactElement {
  const spec = specText(goods.sku_spec_format);
  const name = String(goods.sku_name || goods.goods_name || '');
  const image = img(goods.sku_image, 'mid');
  return (
    <div className="od-goods" data-testid="order-goods">
      <div className="od-goods-main" onClick={onClick} role={onClick ? 'button' : undefined}>
        <span className="od-goods-img">{image ? <img src={image} alt="" loading="lazy" /> : null}</span>
        <div className="od-goods-text">
          <div className="od-goods-name">{name}</div>
          {spec ? <div className="od-goods-spec">{spec}</div> : null}
          {note ? <div className="od-goods-note">{note}</div> : null}
        </div>
        <div className="od-goods-side">
          <div className="od-goods-price">{money(goods.price)}</div>
          <div className="od-goods-num">×{Number(goods.num) || 0}</div>
        </div>
      </div>
      {children}
    </div>
  );
}
