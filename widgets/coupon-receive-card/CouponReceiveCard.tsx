import { useEffect, useRef, type ReactElement } from 'react';
import { type CouponType, isAllClaimed, shortMoney, thresholdText, toFen, type CouponTranslate as Translate, useLanguage, useSourceStatus, useTexts, validityText, valueText, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type CouponReceiveCardProps } from './props.gen.ts';
import './coupon-receive-card.css';

export type { CouponReceiveCardProps };
export { defaults };

/** How long the 'does not exist' message shows before `missing` is emitted. */
export const MISSING_DELAY_MS = 1000;

export type ReceiveState = 'claim' | 'allClaimed' | 'ended' | 'closed' | 'limit';

/** Why the claim button is off, in NiuShop's order; 'claim' when it is on. */
export function receiveState(c: CouponType): ReceiveState {
  const status = Number(c.status ?? 1);
  if (status === 2) return 'ended';
  if (status === 3 || status === -1) return 'closed';
  if (isAllClaimed(c)) return 'allClaimed';
  const max = Number(c.max_fetch) || 0;
  if (max > 0 && (Number(c.member_coupon_num) || 0) >= max) return 'limit';
  return 'claim';
}

export default function CouponReceiveCard({ props, node, emit }: WidgetProps<CouponReceiveCardProps>): ReactElement | null {
  const { t } = useTexts('coupon');
  const lang = useLanguage();
  const status = useSourceStatus(props.source || '__none__');
  const sent = useRef(false);
  const failed = Boolean(props.source) && status.status === 'error';
  useEffect(() => {
    if (!failed || sent.current) return;
    // NiuShop shows the message, then leaves after 1 s.
    const timer = setTimeout(() => {
      sent.current = true;
      void emit('missing', { message: status.error });
    }, MISSING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [failed, emit, status.error]);

  const c = (props.info && typeof props.info === 'object' ? props.info : null) as CouponType | null;
  if (!c) return failed ? <div className="w-coupon-receive-card cr-missing" data-node-id={node.id}>{t('notExist')}</div> : null;
  const tr: Translate = (key, vars) => String(t(key, { ...(vars ?? {}) }));
  const state = receiveState(c);
  const stores = c.use_channel !== 'online' && c.use_store && c.use_store !== 'all' && c.use_store_name ? t('stores', { names: c.use_store_name }) : '';
  return (
    <div className="w-coupon-receive-card" data-node-id={node.id}>
      <div className="cr-card">
        <div className="cr-top">
          <div className="cr-value">{valueText(c, tr, lang)}</div>
          <div className="cr-threshold">{thresholdText(c, tr)}</div>
          {c.type === 'discount' && toFen(c.discount_limit) > 0 ? <div className="cr-line">{t('maxDiscount', { n: shortMoney(c.discount_limit) })}</div> : null}
        </div>
        <div className="cr-body">
          <h2 className="cr-name">{c.coupon_name}</h2>
          {c.goods_type_name ? <div className="cr-line">{c.goods_type_name}</div> : null}
          <div className="cr-line">{validityText(c, tr)}</div>
          {c.use_channel && c.use_channel !== 'all' && c.use_channel_name ? <div className="cr-line">{c.use_channel_name}</div> : null}
          {stores ? <div className="cr-line">{stores}</div> : null}
          <button
            type="button"
            className="cr-btn"
            disabled={state !== 'claim'}
            onClick={() => state === 'claim' && void emit('receive', { coupon_type_id: Number(c.coupon_type_id) })}
          >
            {t(`receive.${state}`)}
          </button>
        </div>
      </div>
      {props.showTip !== false ? <p className="cr-tip">{t('receive.tip')}</p> : null}
    </div>
  );
}
