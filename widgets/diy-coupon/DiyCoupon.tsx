/**
 * NiuShop Coupon (优惠券): coupon types from /coupon/api/coupon/typelists — the latest `count`
 * (`initial`) or the merchant's `couponIds` (`diy`) — as a sideways row of coupons: amount (or
 * discount), threshold, optional name (`isName`), and the claim button. Background: `couponType`
 * color → `couponBgColor`, img → `couponBgUrl` (NiuShop's own picture when empty: a theme
 * gradient; `ifNeedBg` false: plain white coupons). Colours: nameColor, moneyColor, limitColor; button: btnStyle text, textColor,
 * bgColor (isBgColor), aroundRadius (isAroundRadius). A tap claims the coupon (a guest goes to
 * login first) and shows the server's message; the list then reloads (claimed / gone states).
 * Shown only when the coupon addon is on; nothing when there is no coupon to show.
 *
 * No layout shift: every coupon of a style has one fixed box (coupon.css), and the placeholders
 * while loading are that same box. The page loads the list (./data.ts, the manifest's `data`)
 * with its own sources: on the first view the server has, so the block is rendered with its
 * final content — or not at all when there is no coupon — and a guest makes no request; a
 * member fetches it (claimed states). After a claim the list is fetched again.
 */
import { useState, type CSSProperties, type ReactElement } from 'react';
import { clampNum, cssUrl, DiyBlock, type DiyT, ensureLoggedIn, formatMoney, getActionEnv, idList, isChinese, listOf, merchantText, num, safeColor, toFen, useDiyText, useWidgetData, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type DiyCouponProps } from './props.gen.ts';
import '../../src/sdk/goods/diy-data.css';
import './coupon.css';


export { defaults };

export interface CouponType {
  coupon_type_id: number;
  coupon_name?: string;
  type?: string;
  money?: string;
  discount?: string;
  at_least?: string;
  max_fetch?: number;
  count?: number;
  lead_count?: number;
  is_remain?: number;
  member_coupon_num?: number;
  [k: string]: unknown;
}

/** The member claimed as many as allowed. */
export function claimedAll(c: CouponType): boolean {
  const max = num(c.max_fetch);
  return max > 0 && num(c.member_coupon_num) >= max;
}

/** None left to claim. */
export function soldOut(c: CouponType): boolean {
  if (c.is_remain !== undefined && num(c.is_remain) === 0) return true;
  const total = num(c.count);
  return total > 0 && num(c.lead_count) >= total;
}

function Value({ c, english }: { c: CouponType; english: boolean }): ReactElement {
  if (c.type === 'discount') {
    const d = Number(c.discount) || 0;
    if (english) {
      const off = Math.round((100 - d * 10) * 10) / 10;
      return (
        <>
          {off}
          <small>% off</small>
        </>
      );
    }
    return (
      <>
        {d}
        <small>折</small>
      </>
    );
  }
  const money = formatMoney(c.money).replace(/\.00$/, '');
  return (
    <>
      <small>¥</small>
      {money}
    </>
  );
}

function limitText(c: CouponType, t: DiyT): string {
  const least = toFen(c.at_least);
  return least > 0 ? t('minSpend', { n: formatMoney(c.at_least).replace(/\.00$/, '') }) : t('noThreshold');
}

const isCoupon = (c: CouponType | null | undefined): c is CouponType => !!c && Number(c.coupon_type_id) > 0;

/** The box of one coupon (coupon.css): shape by style, taller when a narrow one shows the name. */
export function couponBox(props: DiyCouponProps): { className: string; named: boolean } {
  const styleNo = Math.round(num(props.style, 1));
  const shape = styleNo === 3 || styleNo === 5 ? 'dd-coupon--narrow' : styleNo === 2 || styleNo === 6 ? 'dd-coupon--wide' : '';
  const named = props.isName === true || (props.isName as unknown) === 1 || shape === 'dd-coupon--wide';
  return { className: ['dd-coupon', shape, named ? 'dd-coupon--named' : ''].filter(Boolean).join(' '), named };
}

export default function DiyCoupon({ props, node }: WidgetProps<DiyCouponProps>): ReactElement | null {
  const t = useDiyText();
  const english = !isChinese();
  // Nothing to show when `diy` picked none (./data.ts declares no source then). The component
  // never imports ./data.ts: that file is the widget table's (a chunk off the first load).
  const picked = props.sources === 'diy' ? idList(props.couponIds).length : Math.round(clampNum(props.count, 1, 100, 6));
  const nonePicked = picked === 0;
  // Skipped when the coupon addon is off (the source's `when`).
  const res = useWidgetData(node, 'coupons');
  const [busy, setBusy] = useState<number | null>(null);
  const list = res.data === undefined ? undefined : listOf<CouponType>(res.data).filter(isCoupon);
  const state = res.status.status;
  if (nonePicked || state === 'skipped' || (!list && state === 'error')) return null;
  if (list && list.length === 0) return null;

  const btn = props.btnStyle && typeof props.btnStyle === 'object' && !Array.isArray(props.btnStyle) ? (props.btnStyle as Record<string, unknown>) : {};
  const box = couponBox(props);
  const plain = props.ifNeedBg === false || (props.ifNeedBg as unknown) === 0;
  const background: CSSProperties = plain
    ? { backgroundColor: '#ffffff', border: '1px solid #f0f0f0' }
    : props.couponType === 'color'
      ? { backgroundColor: safeColor(props.couponBgColor) ?? '#ffffff' }
      : cssUrl(props.couponBgUrl)
        ? { backgroundImage: cssUrl(props.couponBgUrl) }
        : { backgroundImage: 'linear-gradient(135deg, var(--base-color, #ff4544), var(--base-help-color, #ff7130))' };
  const light = plain || props.couponType === 'color';
  const moneyColor = safeColor(props.moneyColor) ?? (light ? 'var(--price-color, #ff4544)' : '#ffffff');
  const limitColor = safeColor(props.limitColor) ?? (light ? '#909399' : '#ffffff');
  const nameColor = safeColor(props.nameColor) ?? (light ? '#303133' : '#ffffff');
  const btnStyle: CSSProperties = {
    color: safeColor(btn.textColor) ?? '#ffffff',
    background: btn.isBgColor === true || btn.isBgColor === 1 ? (safeColor(btn.bgColor) ?? 'var(--base-color, #ff4544)') : light ? 'var(--base-color, #ff4544)' : 'rgba(255, 255, 255, 0.25)',
    borderRadius: btn.isAroundRadius === true || btn.isAroundRadius === 1 ? clampNum(btn.aroundRadius, 0, 30) : 3,
  };
  const claimText = merchantText(btn.text, ['立即领取', '领取'], 'claim', t);

  const claim = async (c: CouponType) => {
    const env = getActionEnv();
    if (!ensureLoggedIn(env)) return;
    setBusy(c.coupon_type_id);
    try {
      const answer = await env.request('coupon.receive', { coupon_type_id: c.coupon_type_id, get_type: 2 });
      if (answer.message) env.toast(answer.message, undefined, answer.code >= 0 ? 'success' : undefined);
      if (answer.code >= 0) void res.refresh();
    } catch {
      // the client already showed the network message
    } finally {
      setBusy(null);
    }
  };

  return (
    <DiyBlock props={props} nodeId={node.id} className="diy-coupon" style={{ background: safeColor(props.bgColor) }}>
      <div className="dd-coupons" role="list" aria-busy={!list || undefined}>
        {!list
          ? Array.from({ length: Math.min(4, picked) }, (_, i) => <div key={`skeleton-${i}`} className={`${box.className} dd-skel`} aria-hidden="true" />)
          : list.map((c) => {
              const done = claimedAll(c);
              const gone = !done && soldOut(c);
              const label = done ? t('claimed') : gone ? t('soldOut') : claimText;
              return (
                <div key={`coupon-${c.coupon_type_id}`} className={box.className} style={background} role="listitem" data-coupon-id={c.coupon_type_id}>
                  <div className="dd-coupon-money">
                    <span className="dd-coupon-value" style={{ color: moneyColor }}>
                      <Value c={c} english={english} />
                    </span>
                    <span className="dd-coupon-limit" style={{ color: limitColor }}>
                      {limitText(c, t)}
                    </span>
                  </div>
                  <div className="dd-coupon-side">
                    {box.named ? (
                      <span className="dd-coupon-name" style={{ color: nameColor }}>
                        {c.coupon_name}
                      </span>
                    ) : null}
                    <button type="button" className="dd-coupon-btn" style={btnStyle} disabled={done || gone || busy === c.coupon_type_id} onClick={() => void claim(c)} aria-label={`${label} ${c.coupon_name ?? ''}`.trim()}>
                      {label}
                    </button>
                  </div>
                </div>
              );
            })}
      </div>
    </DiyBlock>
  );
}
