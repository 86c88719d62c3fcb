import type { ReactElement } from 'react';
import { PriceBand, PromoGoodsHead, PromoNote, useMissing, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type BargainGoodsInfoProps } from './props.gen.ts';

export type { BargainGoodsInfoProps };
export { defaults };

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
  useMissing(props.loaded === true, sku !== null, () => void emit('missing'));
  if (!sku) return null;
  const left = Math.max(0, Math.min(Number(sku.bargain_stock ?? 0) || 0, sku.stock === undefined ? Infinity : Number(sku.stock) || 0));
  const need = Number(sku.bargain_num) || 0;
  const hours = Number(sku.bargain_time) || 0;
  return (
    <section className="w-bargain-goods-info" data-node-id={node.id} style={{ background: '#fff', marginBottom: 10 }}>
      <PriceBand tag={t('info.floor')} price={sku.floor_price ?? '0'} original={sku.price ?? ''} originalLabel={t('info.original')} testId="bargain-goods" days={(n) => t('launch.days', { n })} />
      <PromoGoodsHead name={sku.goods_name || sku.sku_name || ''} intro={sku.introduction} facts={[t('info.joined', { n: Number(sku.join_num) || 0 }), t('info.left', { n: left })]}>
        <PromoNote testId="bargain-rules">
          <span style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <span>{Number(sku.buy_type) === 1 ? t('info.ruleFloor') : t('info.ruleAny')}</span>
            {need > 0 ? <span>{t('info.need', { n: need })}</span> : null}
            {hours > 0 ? <span>{t('info.hours', { n: hours })}</span> : null}
          </span>
        </PromoNote>
      </PromoGoodsHead>
    </section>
  );
}
