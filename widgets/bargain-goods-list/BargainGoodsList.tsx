import type { ReactElement } from 'react';
import { formatFen, launchProgress, PromoGoodsList, PromoGoodsRow, useTexts, type BargainLaunch, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type BargainGoodsListProps } from './props.gen.ts';
import './bargain-goods-list.css';

export type { BargainGoodsListProps };
export { defaults };

export interface BargainGoodsRow {
  id?: number;
  bargain_id?: number;
  goods_name?: string;
  sku_name?: string;
  goods_image?: string;
  sku_image?: string;
  price?: string;
  floor_price?: string;
  bargain_stock?: number;
  join_num?: number;
}

/** One row per activity (its first sku, as the detail opens it): the detail page bargains on the activity's default sku. */
export function oncePerActivity(rows: BargainGoodsRow[]): BargainGoodsRow[] {
  const seen = new Set<unknown>();
  return rows.filter((r) => {
    const key = r.bargain_id ?? r.id;
    if (key !== undefined && seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export default function BargainGoodsList({ props, node, emit }: WidgetProps<BargainGoodsListProps>): ReactElement {
  const { t } = useTexts('bargain');
  const mine = (Array.isArray(props.bargaining) ? props.bargaining : []) as BargainLaunch[];
  // an activity the member is bargaining shows once, in their own rows (one launch per activity)
  const bargaining = new Set(mine.map((l) => l.bargain_id));
  const items = oncePerActivity((Array.isArray(props.items) ? props.items : []) as BargainGoodsRow[]).filter((r) => !bargaining.has(r.bargain_id));
  return (
    <div className="w-bargain-goods-list" data-node-id={node.id}>
      {mine.length > 0 || props.showMine !== false ? (
        <section className="bgl-mine" aria-label={t('list.mine')}>
          <div className="bgl-mine-head">
            <h2>{mine.length > 0 ? t('list.mine') : ''}</h2>
            {props.showMine !== false ? (
              <button type="button" className="bgl-mine-link" onClick={() => void emit('mine')}>
                {t('list.myBargains')} ›
              </button>
            ) : null}
          </div>
          {mine.length > 0 ? (
            <ul className="pk-rows">
              {mine.map((l) => (
                <PromoGoodsRow
                  key={l.launch_id}
                  id={l.launch_id}
                  name={l.sku_name ?? ''}
                  image={l.sku_image}
                  price={l.curr_price ?? '0'}
                  original={l.price}
                  originalLabel={t('list.original')}
                  priceTestId="bargain-current"
                  action={t('list.continue')}
                  onSelect={() => void emit('continue', { bargain_id: l.bargain_id, launch_id: l.launch_id })}
                >
                  <div className="bgl-note">{t('list.toGo', { money: formatFen(launchProgress(l).left) })}</div>
                </PromoGoodsRow>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
      <PromoGoodsList source={props.pagedSource ?? ''} emptyText={props.emptyText || t('list.empty')}>
        {items.map((row, i) => {
          const soldOut = Number(row.bargain_stock ?? 1) <= 0;
          return (
            <PromoGoodsRow
              key={row.id ?? i}
              id={row.bargain_id}
              name={row.goods_name || row.sku_name || ''}
              image={row.sku_image || row.goods_image}
              price={row.floor_price ?? '0'}
              original={row.price}
              originalLabel={t('list.original')}
              priceTestId="bargain-floor"
              action={soldOut ? t('list.soldOut') : t('list.go')}
              actionTone={soldOut ? 'off' : 'on'}
              onSelect={() => void emit('select', { bargain_id: row.bargain_id, id: row.id })}
            >
              <div className="bgl-note">
                <span className="bgl-tag">{t('list.floor')}</span>
                {Number(row.join_num) > 0 ? t('list.joined', { n: Number(row.join_num) }) : null}
              </div>
            </PromoGoodsRow>
          );
        })}
      </PromoGoodsList>
    </div>
  );
}
