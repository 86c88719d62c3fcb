/**
 * The member's own coupons by state. The page owns the state tab and the paged source; the list
 * scrolls inside the widget (the route has page scrolling off, as NiuShop's scroll-view page).
 */
import type { ReactElement } from 'react';
import { date as formatDate, PagedEmpty, PagedMore, percentOff, shortMoney, toFen, useLanguage, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type MemberCouponListProps } from './props.gen.ts';
import './member-coupon-list.css';

export type { MemberCouponListProps };
export { defaults };

export interface MemberCoupon {
  coupon_id?: number;
  coupon_type_id?: number;
  coupon_name?: string;
  type?: string;
  money?: string;
  discount?: string;
  discount_limit?: string;
  at_least?: string;
  state?: number;
  end_time?: number;
  goods_type?: number;
  goods_type_name?: string;
  use_channel?: string;
  use_channel_name?: string;
  use_store?: string;
  use_store_name?: string;
}

type Translate = (key: string, vars?: Record<string, unknown>) => string;

const TABS: ReadonlyArray<[1 | 2 | 3, string]> = [
  [1, 'coupon.unused'],
  [2, 'coupon.used'],
  [3, 'coupon.expired'],
];

/** ¥10 for money coupons; 9.5折 / 5% off for discounts. */
export function couponValue(c: MemberCoupon, t: Translate, lang: string): string {
  if (c.type === 'discount') return t('coupon.discount', { n: lang === 'en-us' ? percentOff(c.discount) : shortMoney(c.discount) });
  return t('coupon.money', { n: shortMoney(c.money) });
}

/** Where the coupon may be used: all stores, or the stores by name (offline channels only). */
export function storesText(c: MemberCoupon, t: Translate): string | null {
  if (c.use_channel === 'online') return null;
  if (!c.use_store || c.use_store === 'all') return t('coupon.allStores');
  return t('coupon.stores', { names: String(c.use_store_name ?? '').split(/[,，、]/).filter(Boolean).join('、') });
}



function Card({ c, state, t, lang, emit }: { c: MemberCoupon; state: number; t: Translate; lang: string; emit: WidgetProps['emit'] }): ReactElement {
  const stores = storesText(c, t);
  const end = Number(c.end_time) || 0;
  const usable = state === 1;
  return (
    <li className={usable ? 'mc-card' : 'mc-card mc-card--dim'} data-coupon-id={c.coupon_id}>
      <div className="mc-value">
        <strong>{couponValue(c, t, lang)}</strong>
        <span>{toFen(c.at_least) > 0 ? t('coupon.threshold', { n: shortMoney(c.at_least) }) : t('coupon.noThreshold')}</span>
      </div>
      <div className="mc-info">
        <div className="mc-name">{c.coupon_name}</div>
        {c.goods_type_name ? <div className="mc-line">{c.goods_type_name}</div> : null}
        {c.type === 'discount' && toFen(c.discount_limit) > 0 ? <div className="mc-line">{t('coupon.maxDiscount', { n: shortMoney(c.discount_limit) })}</div> : null}
        {c.use_channel_name ? <div className="mc-line">{c.use_channel_name}</div> : null}
        {stores ? <div className="mc-line">{stores}</div> : null}
        <div className="mc-valid">{end > 0 ? t('coupon.validUntil', { date: formatDate(end, 'YYYY-MM-DD HH:mm') }) : t('coupon.validForever')}</div>
      </div>
      <div className="mc-side">
        {usable ? (
          <button type="button" className="mc-btn" onClick={() => void emit('use', { coupon_type_id: Number(c.coupon_type_id), goods_type: Number(c.goods_type) || 1 })}>
            {t('coupon.use')}
          </button>
        ) : (
          <span className="mc-stamp">{state === 2 ? t('coupon.used') : t('coupon.expired')}</span>
        )}
      </div>
    </li>
  );
}

export default function MemberCouponList({ props, node, emit }: WidgetProps<MemberCouponListProps>): ReactElement {
  const { t: ti } = useTexts('member');
  const t: Translate = (key, vars) => String(ti(key, { ...(vars ?? {}) }));
  const lang = useLanguage();
  const state = props.state === 2 || props.state === 3 ? props.state : 1;
  const items = (Array.isArray(props.items) ? props.items : []) as MemberCoupon[];
  const source = props.pagedSource ?? '';
  return (
    <div className="w-member-coupon-list mc" data-node-id={node.id}>
      <div className="mc-tabs" role="tablist">
        {TABS.map(([value, key]) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={state === value}
            className={state === value ? 'mc-tab mc-tab--on' : 'mc-tab'}
            onClick={() => state !== value && void emit('tab', { state: value })}
          >
            {t(key)}
          </button>
        ))}
      </div>
      <div className="mc-scroll">
        {items.length === 0 ? (
          <PagedEmpty source={source} text={t('coupon.empty')} buttonText={t('coupon.goShopping')} onButton={() => void emit('shop', {})} />
        ) : (
          <ul className="mc-list">
            {items.map((c, i) => (
              <Card key={c.coupon_id ?? i} c={c} state={Number(c.state) || state} t={t} lang={lang} emit={emit} />
            ))}
          </ul>
        )}
        <PagedMore source={source} count={items.length} />
      </div>
    </div>
  );
}
