/**
 * The promotion kit's goods list (seckill, groupbuy zones): one row per goods with its picture,
 * name, what the promotion says about it (a sold bar, a minimum), the promotion price over the
 * struck selling price and the row's call to action; the paged source's "more" and empty state.
 */
import { useState, type ReactElement, type ReactNode } from 'react';
import { formatMoney, img, toFen } from '../isomorphic.ts';
import { usePagedSource } from '../../renderer/hooks.ts';
import { EmptyState } from '../../shell/EmptyState.tsx';
import { InfiniteScroll } from '../../shell/InfiniteScroll.tsx';
import './promotion-kit.css';

function Picture({ src, alt }: { src: string; alt: string }): ReactElement {
  const [failed, setFailed] = useState(false);
  return <div className="pk-pic">{src && !failed ? <img src={src} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(true)} /> : null}</div>;
}

export interface PromoGoodsRowProps {
  /** data-promotion-id of the row */
  id?: number | string;
  name: string;
  image?: string;
  /** the promotion's price, yuan string */
  price: string;
  /** the selling price, struck through when above `price` */
  original?: string;
  originalLabel: string;
  /** data-testid of the price */
  priceTestId?: string;
  /** the call to action: its text and look ('off': greyed, 'soon': the help colour) */
  action: string;
  actionTone?: 'on' | 'soon' | 'off';
  onSelect: () => void;
  /** between the name and the price: a sold bar, a minimum… */
  children?: ReactNode;
}

export function PromoGoodsRow({ id, name, image, price, original = '', originalLabel, priceTestId, action, actionTone = 'on', onSelect, children }: PromoGoodsRowProps): ReactElement {
  return (
    <li className="pk-row" data-promotion-id={id}>
      <button type="button" className="pk-row-btn" onClick={onSelect}>
        <Picture src={img(image, 'mid')} alt={name} />
        <div className="pk-row-body">
          <div className="pk-row-name">{name}</div>
          {children}
          <div className="pk-row-foot">
            <div className="pk-row-prices">
              <span className="pk-row-price" data-testid={priceTestId}>
                <small>¥</small>
                {formatMoney(price)}
              </span>
              {toFen(original) > toFen(price) ? (
                <s className="pk-row-original" aria-label={`${originalLabel} ¥${formatMoney(original)}`}>
                  ¥{formatMoney(original)}
                </s>
              ) : null}
            </div>
            <span className={`pk-go${actionTone === 'on' ? '' : ` pk-go--${actionTone}`}`}>{action}</span>
          </div>
        </div>
      </button>
    </li>
  );
}

/** A progress bar of a share (0–100) with its text, as the seckill zone's "sold 25%". */
export function SoldBar({ percent, label }: { percent: number; label: string }): ReactElement {
  return (
    <div className="pk-progress" role="progressbar" aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} aria-label={label}>
      <i style={{ width: `${percent}%` }} />
      <span>{label}</span>
    </div>
  );
}

/** Percent sold of what there was (sold + left), 0–100; nothing at all counts as all gone. */
export function soldPercent(sold: unknown, left: unknown): number {
  const s = Math.max(0, Number(sold) || 0);
  const l = Math.max(0, Number(left) || 0);
  return s + l > 0 ? Math.min(100, Math.round((s / (s + l)) * 100)) : 100;
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

export interface PromoGoodsListProps {
  /** the rows (PromoGoodsRow elements) */
  children: ReactNode[];
  /** the page's paged source behind the rows: loads more on scroll; the empty state once it answered */
  source?: string;
  emptyText: string;
  className?: string;
  nodeId?: string;
}

export function PromoGoodsList({ children, source = '', emptyText, className = '', nodeId }: PromoGoodsListProps): ReactElement {
  return (
    <div className={`pk-list ${className}`.trim()} data-node-id={nodeId}>
      {children.length === 0 ? <Empty source={source} text={emptyText} /> : <ul className="pk-rows">{children}</ul>}
      {source ? <More source={source} count={children.length} /> : null}
    </div>
  );
}

export interface PromoLineProps {
  name: string;
  spec?: string;
  image?: string;
  price: string;
  /** right of the price: "×1", a stepper… */
  children?: ReactNode;
  testId?: string;
}

/** One goods line of a package or a pick list: picture, name, spec, price and what follows it. */
export function PromoLine({ name, spec, image, price, children, testId }: PromoLineProps): ReactElement {
  return (
    <li className="pk-line" data-testid={testId}>
      <Picture src={img(image, 'small')} alt={name} />
      <div className="pk-line-body">
        <div className="pk-line-name">{name}</div>
        {spec ? <div className="pk-line-spec">{spec}</div> : null}
        <div className="pk-line-foot">
          <span className="pk-line-price">¥{formatMoney(price)}</span>
          {children}
        </div>
      </div>
    </li>
  );
}
