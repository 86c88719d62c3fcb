import { useState, type ReactElement } from 'react';
import { EmptyState, formatFen, PriceBand, PromoActionBar, PromoGoodsHead, PromoLine, PromoNote, Stepper, toFen, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type BundlingPackageProps } from './props.gen.ts';

export type { BundlingPackageProps };
export { defaults };

interface BundleGoods {
  sku_id?: number;
  goods_name?: string;
  sku_name?: string;
  sku_image?: string;
  price?: string;
  stock?: number;
}

export interface Bundle {
  bl_id?: number;
  bl_name?: string;
  bl_price?: string;
  goods_money?: string;
  shipping_fee_type?: number;
  status?: number;
  bundling_goods?: BundleGoods[];
}

/** How many packages the stock allows (the lowest stock of its goods; 0: none). */
export function packagesInStock(b: Bundle): number {
  const goods = Array.isArray(b.bundling_goods) ? b.bundling_goods : [];
  return goods.length ? Math.max(0, Math.min(...goods.map((g) => Math.floor(Number(g.stock) || 0)))) : 0;
}

/** Why the package cannot be bought (a key of the promotion namespace), or null. */
export function blockedReason(b: Bundle | null): 'bundling.closed' | 'common.stockShort' | null {
  if (!b) return null;
  if (Number(b.status) !== 1) return 'bundling.closed';
  return packagesInStock(b) < 1 ? 'common.stockShort' : null;
}

/** The goods' spec part of the sku name ("机械键盘 樱花粉" → "樱花粉"), empty when it is the goods name. */
const specOf = (g: BundleGoods): string => {
  const sku = g.sku_name ?? '';
  const goods = g.goods_name ?? '';
  return goods && sku.startsWith(goods) ? sku.slice(goods.length).trim() : sku === goods ? '' : sku;
};

export default function BundlingPackage({ props, node, emit }: WidgetProps<BundlingPackageProps>): ReactElement | null {
  const { t } = useTexts('promotion');
  const b = (props.bundle && typeof props.bundle === 'object' ? props.bundle : null) as Bundle | null;
  const [num, setNum] = useState(1);
  if (!b) return props.loaded ? <EmptyState text={t('bundling.missing')} /> : null;
  const goods = Array.isArray(b.bundling_goods) ? b.bundling_goods : [];
  const max = packagesInStock(b);
  const blocked = blockedReason(b);
  const saving = toFen(b.goods_money ?? '0') - toFen(b.bl_price ?? '0');
  const total = formatFen(toFen(b.bl_price ?? '0') * num);
  return (
    <div className="w-bundling-package" data-node-id={node.id}>
      <section className="pk-info">
        <PriceBand tag={t('bundling.price')} price={b.bl_price ?? '0'} original={b.goods_money ?? ''} originalLabel={t('common.original')} testId="bundling" days={(n) => t('common.days', { n })} />
        <PromoGoodsHead name={b.bl_name ?? ''} facts={[t('bundling.goodsCount', { n: goods.length }), t(Number(b.shipping_fee_type) === 1 ? 'common.freeDelivery' : 'common.buyerDelivery')]}>
          {saving > 0 ? <PromoNote testId="bundling-save">{t('bundling.save', { money: formatFen(saving) })}</PromoNote> : null}
        </PromoGoodsHead>
      </section>
      <section className="pk-section">
        <ul className="pk-lines">
          {goods.map((g, i) => (
            <PromoLine key={g.sku_id ?? i} testId="bundling-goods" name={g.goods_name || g.sku_name || ''} spec={specOf(g)} image={g.sku_image} price={g.price ?? '0'}>
              <span className="pk-line-num">×{num}</span>
            </PromoLine>
          ))}
        </ul>
      </section>
      <section className="pk-section">
        <div className="pk-section-row">
          <span>{t('bundling.packages')}</span>
          <Stepper value={num} min={1} max={Math.max(1, max)} onChange={setNum} disabled={!!blocked} labels={{ quantity: t('bundling.packages'), decrease: t('common.decrease'), increase: t('common.increase') }} />
        </div>
      </section>
      <PromoActionBar
        label={t('bundling.buy')}
        homeLabel={props.showHome !== false ? t('common.home') : ''}
        onHome={() => void emit('home')}
        action={t('bundling.buy')}
        price={total}
        blocked={blocked ? t(blocked) : null}
        onAction={() => void emit('buy', { bl_id: b.bl_id, num })}
      />
    </div>
  );
}
