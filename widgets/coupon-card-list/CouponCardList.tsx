import type { ReactElement } from 'react';
import { centreState, claimedPercent, PagedEmpty, PagedMore, shortMoney, thresholdText, toFen, useLanguage, useTexts, validityText, valueText, type CentreState, type CouponTranslate as Translate, type CouponType, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type CouponCardListProps } from './props.gen.ts';
import './coupon-card-list.css';

export type { CouponCardListProps };
export { defaults };

const TABS: Array<['' | 'reward' | 'discount' | 'no_threshold', string]> = [
  ['', 'tabs.all'],
  ['reward', 'tabs.reward'],
  ['discount', 'tabs.discount'],
  ['no_threshold', 'tabs.noThreshold'],
];

const STATE_KEY: Record<CentreState, string> = {
  claim: 'state.claim',
  use: 'state.use',
  soldOut: 'state.soldOut',
  invalid: 'state.invalid',
  used: 'state.used',
};



function Card({ c, t, lang, emit }: { c: CouponType; t: Translate; lang: string; emit: WidgetProps['emit'] }): ReactElement {
  const state = centreState(c);
  const pct = claimedPercent(c);
  const id = Number(c.coupon_type_id);
  const dim = state === 'soldOut' || state === 'invalid' || state === 'used';
  const tap = () => {
    if (state === 'claim') void emit('receive', { coupon_type_id: id });
    else if (state === 'use') void emit('use', { coupon_type_id: id, goods_type: Number(c.goods_type) || 1 });
    else if (state === 'invalid') void emit('mine', { state: 3 });
    else if (state === 'used') void emit('mine', { state: 2 });
  };
  return (
    <li className={dim ? 'cc-card cc-card--dim' : 'cc-card'} data-coupon-type-id={id}>
      <div className="cc-value">
        <strong>{valueText(c, t, lang)}</strong>
        <span>{thresholdText(c, t)}</span>
      </div>
      <div className="cc-info">
        <div className="cc-name">{c.coupon_name}</div>
        {c.goods_type_name ? <div className="cc-scope">{c.goods_type_name}</div> : null}
        {c.type === 'discount' && toFen(c.discount_limit) > 0 ? <div className="cc-scope">{t('maxDiscount', { n: shortMoney(c.discount_limit) })}</div> : null}
        <div className="cc-valid">{validityText(c, t)}</div>
      </div>
      <div className="cc-side">
        {pct !== null && state === 'claim' ? (
          <div className="cc-progress" aria-label={t('progress', { n: pct })}>
            <span className="cc-bar"><i style={{ width: `${pct}%` }} /></span>
            <span className="cc-pct">{t('progress', { n: pct })}</span>
          </div>
        ) : null}
        <button type="button" className={`cc-btn cc-btn--${state}`} disabled={state === 'soldOut'} onClick={tap}>
          {t(STATE_KEY[state])}
        </button>
      </div>
    </li>
  );
}

export default function CouponCardList({ props, node, emit }: WidgetProps<CouponCardListProps>): ReactElement {
  const { t } = useTexts('coupon');
  const lang = useLanguage();
  const items = (Array.isArray(props.items) ? props.items : []) as CouponType[];
  const source = props.pagedSource ?? '';
  const current = props.type ?? '';
  const tr: Translate = (key, vars) => String(t(key, { ...(vars ?? {}) }));
  return (
    <div className="w-coupon-card-list" data-node-id={node.id}>
      {props.showTabs !== false ? (
        <div className="cc-tabs" role="tablist">
          {TABS.map(([value, key]) => (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={current === value}
              className={current === value ? 'cc-tab cc-tab--on' : 'cc-tab'}
              onClick={() => current !== value && void emit('tab', { type: value })}
            >
              {t(key)}
            </button>
          ))}
        </div>
      ) : null}
      {items.length === 0 ? (
        <PagedEmpty source={source} text={t('empty')} />
      ) : (
        <ul className="cc-list">
          {items.map((c, i) => (
            <Card key={c.coupon_type_id ?? i} c={c} t={tr} lang={lang} emit={emit} />
          ))}
        </ul>
      )}
      <PagedMore source={source} count={items.length} />
    </div>
  );
}
