import { useState, type ReactElement } from 'react';
import { createPortal } from 'react-dom';
import { toFen, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type GoodsFilterBarProps } from './props.gen.ts';
import './goods-filter-bar.css';

export type { GoodsFilterBarProps };
export { defaults };

export type Order = '' | 'sale_num' | 'discount_price' | 'create_time';

/** What `change` carries: the list's query. Empty filters are left out (undefined). */
export interface GoodsQuery {
  order: Order;
  sort: 'asc' | 'desc';
  min_price?: string;
  max_price?: string;
  is_free_shipping?: 1;
  brand_id?: number;
}

const PRICE = /^\d{1,9}(\.\d{1,2})?$/;

/** A typed price: '' when empty or not a price (at most 2 decimals). */
export function cleanPrice(v: string): string {
  const s = v.trim();
  return PRICE.test(s) ? s : '';
}

/**
 * What is wrong with a typed price range, or null: a bound that is not a price of 0 or more with at
 * most 2 decimals (a negative one among them), or a minimum above the maximum. Nothing is corrected
 * in silence: the shopper is told and fixes it.
 */
export function priceRangeProblem(min: string, max: string): 'priceInvalid' | 'priceOrder' | null {
  const [lo, hi] = [min.trim(), max.trim()];
  if ((lo && !cleanPrice(lo)) || (hi && !cleanPrice(hi))) return 'priceInvalid';
  if (lo && hi && toFen(lo) > toFen(hi)) return 'priceOrder';
  return null;
}

/** Next order/sort after tapping a tab: price toggles asc ↔ desc (first tap asc); others sort desc. */
export function nextSort(current: { order: Order; sort: 'asc' | 'desc' }, tapped: Order): { order: Order; sort: 'asc' | 'desc' } {
  if (tapped === 'discount_price') {
    return { order: tapped, sort: current.order === 'discount_price' && current.sort === 'asc' ? 'desc' : 'asc' };
  }
  return { order: tapped, sort: 'desc' };
}

interface Brand {
  brand_id?: number | string;
  brand_name?: string;
}

function Arrows({ state }: { state: 'asc' | 'desc' | null }): ReactElement {
  return (
    <span className="gf-arrows" aria-hidden="true">
      <svg viewBox="0 0 10 6" width="8" height="5" className={state === 'asc' ? 'gf-on' : ''}><path d="M5 0 10 6H0z" fill="currentColor" /></svg>
      <svg viewBox="0 0 10 6" width="8" height="5" className={state === 'desc' ? 'gf-on' : ''}><path d="M0 0h10L5 6z" fill="currentColor" /></svg>
    </span>
  );
}

export default function GoodsFilterBar({ props, node, emit }: WidgetProps<GoodsFilterBarProps>): ReactElement {
  const { t } = useTexts('goods');
  const order = (props.order ?? '') as Order;
  const sort = props.sort === 'asc' ? 'asc' : 'desc';
  const free = props.freeShipping === true || Number(props.freeShipping) === 1;
  const brandId = Number(props.brandId) || 0;
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<'priceInvalid' | 'priceOrder' | null>(null);
  // Drawer draft: applied on confirm.
  const [draft, setDraft] = useState({ min: props.minPrice ?? '', max: props.maxPrice ?? '', free, brand: brandId });
  const openDrawer = () => {
    setDraft({ min: props.minPrice ?? '', max: props.maxPrice ?? '', free, brand: brandId });
    setProblem(null);
    setOpen(true);
  };

  const query = (over: Partial<{ order: Order; sort: 'asc' | 'desc'; min: string; max: string; free: boolean; brand: number }>): GoodsQuery => {
    const o: { order: Order; sort: 'asc' | 'desc'; min: string; max: string; free: boolean; brand: number } = { order, sort, min: props.minPrice ?? '', max: props.maxPrice ?? '', free, brand: brandId, ...over };
    const min = cleanPrice(o.min);
    const max = cleanPrice(o.max);
    return {
      order: o.order,
      sort: o.sort,
      min_price: min || undefined,
      max_price: max || undefined,
      is_free_shipping: o.free ? 1 : undefined,
      brand_id: o.brand > 0 ? o.brand : undefined,
    };
  };

  const tap = (tapped: Order) => {
    if (tapped === order && tapped !== 'discount_price') return;
    void emit('change', query(nextSort({ order, sort }, tapped)));
  };
  const apply = () => {
    const wrong = priceRangeProblem(draft.min, draft.max);
    setProblem(wrong);
    if (wrong) return;
    setOpen(false);
    void emit('change', query({ min: draft.min, max: draft.max, free: draft.free, brand: draft.brand }));
  };
  const reset = () => {
    setDraft({ min: '', max: '', free: false, brand: 0 });
    setProblem(null);
  };

  const filtered = Boolean(cleanPrice(props.minPrice ?? '') || cleanPrice(props.maxPrice ?? '') || free || brandId > 0);
  const brands = (Array.isArray(props.brands) ? props.brands : []) as Brand[];
  const tabs: Array<[Order, string]> = [
    ['', t('list.comprehensive')],
    ['sale_num', t('list.sales')],
    ['discount_price', t('list.price')],
  ];
  if (props.showNewest !== false) tabs.push(['create_time', t('list.newest')]);

  return (
    <div
      className="w-goods-filter-bar"
      data-node-id={node.id}
      style={{ top: `calc(var(--sh-nav-height, 44px) + ${Number(props.stickyTop ?? 50) || 0}px + env(safe-area-inset-top, 0px))` }}
    >
      <div className="gf-bar" role="toolbar">
        {tabs.map(([value, label]) => (
          <button
            key={value || 'all'}
            type="button"
            className={`gf-tab${order === value ? ' gf-tab--on' : ''}`}
            aria-pressed={order === value}
            onClick={() => tap(value)}
          >
            {label}
            {value === 'discount_price' ? <Arrows state={order === 'discount_price' ? sort : null} /> : null}
          </button>
        ))}
        <button type="button" className={`gf-tab${filtered ? ' gf-tab--on' : ''}`} onClick={openDrawer} aria-haspopup="dialog">
          {t('list.filter')}
          <svg viewBox="0 0 24 24" width="13" height="13" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true"><path d="M3 5h18l-7 8v6l-4-2v-4z" /></svg>
        </button>
        {props.showModeToggle !== false ? (
          <button
            type="button"
            className="gf-mode"
            aria-label={props.mode === 'list' ? t('list.gridMode') : t('list.listMode')}
            onClick={() => void emit('mode', { mode: props.mode === 'list' ? 'grid' : 'list' })}
          >
            {props.mode === 'list' ? (
              <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true"><rect x="4" y="4" width="7" height="7" rx="1" /><rect x="13" y="4" width="7" height="7" rx="1" /><rect x="4" y="13" width="7" height="7" rx="1" /><rect x="13" y="13" width="7" height="7" rx="1" /></svg>
            ) : (
              <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true"><path d="M4 6h16M4 12h16M4 18h16" /></svg>
            )}
          </button>
        ) : null}
      </div>
      {open && typeof document !== 'undefined'
        ? createPortal(
        <div className="gf-drawer" role="dialog" aria-modal="true" aria-label={t('list.filter')}>
          <div className="gf-mask" onClick={() => setOpen(false)} />
          <div className="gf-panel">
            <div className="gf-scroll">
              <h4 className="gf-h">{t('list.priceRange')}</h4>
              <div className="gf-range">
                <input
                  className="gf-input"
                  inputMode="decimal"
                  maxLength={12}
                  placeholder={t('list.minPrice')}
                  aria-label={t('list.minPrice')}
                  value={draft.min}
                  aria-invalid={problem !== null}
                  onChange={(e) => {
                    setDraft({ ...draft, min: e.target.value.replace(/[^\d.-]/g, '') });
                    setProblem(null);
                  }}
                />
                <span className="gf-dash">—</span>
                <input
                  className="gf-input"
                  inputMode="decimal"
                  maxLength={12}
                  placeholder={t('list.maxPrice')}
                  aria-label={t('list.maxPrice')}
                  value={draft.max}
                  aria-invalid={problem !== null}
                  onChange={(e) => {
                    setDraft({ ...draft, max: e.target.value.replace(/[^\d.-]/g, '') });
                    setProblem(null);
                  }}
                />
              </div>
              {problem ? (
                <p className="gf-problem" role="alert">
                  {t(`list.${problem}`)}
                </p>
              ) : null}
              <h4 className="gf-h">{t('list.service')}</h4>
              <div className="gf-chips">
                <button type="button" className={`gf-chip${draft.free ? ' gf-chip--on' : ''}`} aria-pressed={draft.free} onClick={() => setDraft({ ...draft, free: !draft.free })}>
                  {t('list.freeShipping')}
                </button>
              </div>
              {brands.length > 0 ? (
                <>
                  <h4 className="gf-h">{t('list.brand')}</h4>
                  <div className="gf-chips">
                    {brands.map((b) => {
                      const id = Number(b.brand_id) || 0;
                      const on = draft.brand === id;
                      return (
                        <button key={id} type="button" className={`gf-chip${on ? ' gf-chip--on' : ''}`} aria-pressed={on} onClick={() => setDraft({ ...draft, brand: on ? 0 : id })}>
                          {b.brand_name}
                        </button>
                      );
                    })}
                  </div>
                </>
              ) : null}
            </div>
            <div className="gf-actions">
              <button type="button" className="gf-reset" onClick={reset}>{t('list.reset')}</button>
              <button type="button" className="gf-confirm" onClick={apply}>{t('list.confirm')}</button>
            </div>
          </div>
        </div>,
            document.body,
          )
        : null}
    </div>
  );
}
