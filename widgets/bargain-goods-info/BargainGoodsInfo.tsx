import { useEffect, useRef, type ReactElement } from 'react';
import { defaultsFromSchema, formatMoney, toFen, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import type { BargainGoodsInfoProps } from './props.gen.ts';
import schema from './props.schema.json';
import './bargain-goods-info.css';

export type { BargainGoodsInfoProps };
export const defaults = defaultsFromSchema<BargainGoodsInfoProps>(schema);

interface BargainSku {
  goods_name?: string;
  sku_name?: string;
  introduction?: string;
  price?: string;
  floor_price?: string;
  join_num?: number;
  bargain_stock?: number;
  stock?: number;
  buy_type?: number;
  bargain_num?: number;
  bargain_time?: number;
}

export default function BargainGoodsInfo({ props, node, emit }: WidgetProps<BargainGoodsInfoProps>): ReactElement | null {
  const { t } = useTexts('bargain');
  const sku = (props.sku && typeof props.sku === 'object' ? props.sku : null) as BargainSku | null;
  const missingSent = useRef(false);
  const missing = props.loaded === true && sku === null;
  useEffect(() => {
    if (missing && !missingSent.current) {
      missingSent.current = true;
      void emit('missing');
    }
  }, [missing, emit]);
  if (!sku) return null;
  const left = Math.max(0, Math.min(Number(sku.bargain_stock ?? 0) || 0, sku.stock === undefined ? Infinity : Number(sku.stock) || 0));
  const need = Number(sku.bargain_num) || 0;
  const hours = Number(sku.bargain_time) || 0;
  return (
    <section className="w-bargain-goods-info" data-node-id={node.id}>
      <div className="bgi-band">
        <span className="bgi-label">{t('info.floor')}</span>
        <span className="bgi-price" data-testid="bargain-goods-floor">
          <small>¥</small>
          {formatMoney(sku.floor_price)}
        </span>
        {toFen(sku.price) > toFen(sku.floor_price) ? (
          <s className="bgi-original" data-testid="bargain-goods-original" aria-label={`${t('info.original')} ¥${formatMoney(sku.price)}`}>
            ¥{formatMoney(sku.price)}
          </s>
        ) : null}
      </div>
      <div className="bgi-body">
        <h1 className="bgi-name">{sku.goods_name || sku.sku_name}</h1>
        {sku.introduction ? <p className="bgi-intro">{sku.introduction}</p> : null}
        <div className="bgi-facts">
          <span>{t('info.joined', { n: Number(sku.join_num) || 0 })}</span>
          <span>{t('info.left', { n: left })}</span>
        </div>
        <ul className="bgi-rules" data-testid="bargain-rules">
          <li>{Number(sku.buy_type) === 1 ? t('info.ruleFloor') : t('info.ruleAny')}</li>
          {need > 0 ? <li>{t('info.need', { n: need })}</li> : null}
          {hours > 0 ? <li>{t('info.hours', { n: hours })}</li> : null}
        </ul>
      </div>
    </section>
  );
}
