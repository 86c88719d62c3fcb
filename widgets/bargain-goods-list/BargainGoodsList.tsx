import { useState, type ReactElement } from 'react';
import { defaultsFromSchema, EmptyState, formatFen, formatMoney, img, InfiniteScroll, launchProgress, toFen, usePagedSource, useTexts, type BargainLaunch, type WidgetProps } from '../../src/sdk/index.ts';
import type { BargainGoodsListProps } from './props.gen.ts';
import schema from './props.schema.json';
import './bargain-goods-list.css';

export type { BargainGoodsListProps };
export const defaults = defaultsFromSchema<BargainGoodsListProps>(schema);

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

function Picture({ src, alt }: { src: string; alt: string }): ReactElement {
  const [failed, setFailed] = useState(false);
  return <div className="bgl-pic">{src && !failed ? <img src={src} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(true)} /> : null}</div>;
}

function More({ source, count }: { source: string; count: number }): ReactElement | null {
  const { status, loadMore } = usePagedSource(source);
  if (status.status === 'idle' || status.status === 'skipped') return null;
  return <InfiniteScroll onLoadMore={() => void loadMore()} hasMore={status.hasMore} loading={status.loadingMore} count={count} />;
}

function Empty({ source, text }: { source: string; text: string }): ReactElement | null {
  const { status } = usePagedSource(source);
  if (source && status.status !== 'ready' && status.status !== 'error') return null;
  return <EmptyState text={text} />;
}

export default function BargainGoodsList({ props, node, emit }: WidgetProps<BargainGoodsListProps>): ReactElement {
  const { t } = useTexts('bargain');
  const items = oncePerActivity((Array.isArray(props.items) ? props.items : []) as BargainGoodsRow[]);
  const mine = (Array.isArray(props.bargaining) ? props.bargaining : []) as BargainLaunch[];
  const source = props.pagedSource ?? '';
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
            <ul className="bgl-list">
              {mine.map((l) => {
                const name = l.sku_name ?? '';
                return (
                  <li key={l.launch_id} className="bgl-row bgl-row--mine" data-launch-id={l.launch_id}>
                    <button type="button" className="bgl-btn" aria-label={name} onClick={() => void emit('continue', { bargain_id: l.bargain_id, launch_id: l.launch_id })}>
                      <Picture src={img(l.sku_image, 'mid')} alt={name} />
                      <div className="bgl-body">
                        <div className="bgl-name">{name}</div>
                        <div className="bgl-foot">
                          <div className="bgl-prices">
                            <span className="bgl-price" data-testid="bargain-current">
                              <small>¥</small>
                              {formatMoney(l.curr_price)}
                            </span>
                            <span className="bgl-togo">{t('list.toGo', { money: formatFen(launchProgress(l).left) })}</span>
                          </div>
                          <span className="bgl-go">{t('list.continue')}</span>
                        </div>
                      </div>
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </section>
      ) : null}
      {items.length === 0 ? (
        <Empty source={source} text={props.emptyText || t('list.empty')} />
      ) : (
        <ul className="bgl-list">
          {items.map((row, i) => {
            const name = row.goods_name || row.sku_name || '';
            const soldOut = Number(row.bargain_stock ?? 1) <= 0;
            return (
              <li key={row.id ?? i} className="bgl-row" data-bargain-id={row.bargain_id}>
                <button type="button" className="bgl-btn" aria-label={name} onClick={() => void emit('select', { bargain_id: row.bargain_id, id: row.id })}>
                  <Picture src={img(row.sku_image || row.goods_image, 'mid')} alt={name} />
                  <div className="bgl-body">
                    <div className="bgl-name">{name}</div>
                    {Number(row.join_num) > 0 ? <div className="bgl-joined">{t('list.joined', { n: Number(row.join_num) })}</div> : null}
                    <div className="bgl-foot">
                      <div className="bgl-prices">
                        <span className="bgl-price" data-testid="bargain-floor">
                          <span className="bgl-tag">{t('list.floor')}</span>
                          <small>¥</small>
                          {formatMoney(row.floor_price)}
                        </span>
                        {toFen(row.price) > toFen(row.floor_price) ? (
                          <s className="bgl-original" aria-label={`${t('list.original')} ¥${formatMoney(row.price)}`}>
                            ¥{formatMoney(row.price)}
                          </s>
                        ) : null}
                      </div>
                      <span className={`bgl-go${soldOut ? ' bgl-go--off' : ''}`}>{soldOut ? t('list.soldOut') : t('list.go')}</span>
                    </div>
                  </div>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {source ? <More source={source} count={items.length} /> : null}
    </div>
  );
}
