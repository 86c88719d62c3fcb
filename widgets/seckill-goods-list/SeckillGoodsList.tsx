import { useState, type ReactElement } from 'react';
import { defaultsFromSchema, EmptyState, formatMoney, img, InfiniteScroll, isSlotRunning, toFen, usePagedSource, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import type { SeckillGoodsListProps } from './props.gen.ts';
import schema from './props.schema.json';
import './seckill-goods-list.css';

export type { SeckillGoodsListProps };
export const defaults = defaultsFromSchema<SeckillGoodsListProps>(schema);

export interface SeckillGoodsRow {
  id?: number;
  seckill_id?: number;
  goods_id?: number;
  goods_name?: string;
  goods_image?: string;
  seckill_price?: string;
  price?: string;
  sale_num?: number;
  goods_stock?: number;
  seckill_start_time?: number;
  seckill_end_time?: number;
}

/** Percent sold of what the activity had (sold + left), 0–100. */
export function soldPercent(row: Pick<SeckillGoodsRow, 'sale_num' | 'goods_stock'>): number {
  const sold = Math.max(0, Number(row.sale_num) || 0);
  const left = Math.max(0, Number(row.goods_stock) || 0);
  return sold + left > 0 ? Math.min(100, Math.round((sold / (sold + left)) * 100)) : 100;
}

function Picture({ src, alt }: { src: string; alt: string }): ReactElement {
  const [failed, setFailed] = useState(false);
  return <div className="sgl-pic">{src && !failed ? <img src={src} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(true)} /> : null}</div>;
}

function Row({ row, running, onSelect }: { row: SeckillGoodsRow; running: boolean; onSelect: () => void }): ReactElement {
  const { t } = useTexts('seckill');
  const price = row.seckill_price ?? '0';
  const original = row.price ?? '';
  const soldOut = Number(row.goods_stock ?? 0) <= 0;
  const pct = soldPercent(row);
  const name = row.goods_name ?? '';
  return (
    <li className="sgl-row" data-seckill-id={row.seckill_id ?? row.id}>
      <button type="button" className="sgl-btn" onClick={onSelect} aria-label={name}>
        <Picture src={img(row.goods_image, 'mid')} alt={name} />
        <div className="sgl-body">
          <div className="sgl-name">{name}</div>
          <div className="sgl-progress" role="progressbar" aria-valuenow={pct} aria-valuemin={0} aria-valuemax={100} aria-label={t('list.percent', { n: pct })}>
            <i style={{ width: `${pct}%` }} />
            <span>{t('list.percent', { n: pct })}</span>
          </div>
          <div className="sgl-foot">
            <div className="sgl-prices">
              <span className="sgl-price" data-testid="seckill-price">
                <small>¥</small>
                {formatMoney(price)}
              </span>
              {toFen(original) > toFen(price) ? (
                <s className="sgl-original" aria-label={`${t('list.original')} ¥${formatMoney(original)}`}>
                  ¥{formatMoney(original)}
                </s>
              ) : null}
            </div>
            <span className={`sgl-go${soldOut ? ' sgl-go--off' : running ? '' : ' sgl-go--soon'}`}>{soldOut ? t('list.soldOut') : running ? t('list.grab') : t('list.soon')}</span>
          </div>
        </div>
      </button>
    </li>
  );
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

export default function SeckillGoodsList({ props, node, emit }: WidgetProps<SeckillGoodsListProps>): ReactElement {
  const { t } = useTexts('seckill');
  const items = (Array.isArray(props.items) ? props.items : []) as SeckillGoodsRow[];
  const source = props.pagedSource ?? '';
  const now = Number(props.serverTime) || 0;
  const runs = (row: SeckillGoodsRow) => now > 0 && isSlotRunning({ seckill_start_time: Number(row.seckill_start_time), seckill_end_time: Number(row.seckill_end_time), type: props.slotType }, now);
  return (
    <div className="w-seckill-goods-list" data-node-id={node.id}>
      {items.length === 0 ? (
        <Empty source={source} text={props.emptyText || t('list.empty')} />
      ) : (
        <ul className="sgl-list">
          {items.map((row, i) => (
            <Row key={row.seckill_id ?? row.id ?? i} row={row} running={runs(row)} onSelect={() => void emit('select', { seckill_id: row.seckill_id ?? row.id, goods_id: row.goods_id })} />
          ))}
        </ul>
      )}
      {source ? <More source={source} count={items.length} /> : null}
    </div>
  );
}
