/**
 * NiuShop Coupon (优惠券): coupon types from /coupon/api/coupon/typelists — the latest `count`
 * (`initial`) or the merchant's `couponIds` (`diy`) — in one of NiuShop's seven looks (`style`):
 *
 * | style | layout | one coupon |
 * |---|---|---|
 * | 1 | pages of three side by side | 105×55 ticket in the theme colour: amount and condition, the button's text upright on the right |
 * | 2 | pages of three | 105×48 light ticket, the same parts |
 * | 3 | pages of three on the block's picture, 10 px inside its edge | 103×125 white upright card: amount, condition, a pill button |
 * | 4 | pages of three | 103×54 ticket in the theme gradient, the button's text upright on a lighter strip |
 * | 5 | one under the other | a full-width white ticket (70 px, 5 px apart): amount ¼, dashed line, name over condition, button on the right |
 * | 6 | pages of three (and a "no coupon yet" card when there are one or two) | 104×135 card: button in the top-right corner, amount with its unit, "coupon", condition under a dashed line |
 * | 7 | a sideways row | 304×70 wide ticket: amount, condition over the validity, dashed line, button |
 *
 * NiuShop draws each ticket with a picture of its own install; here they are CSS (coupon.css).
 * Colours are the component's own: moneyColor, limitColor, nameColor, btnStyle (textColor,
 * bgColor, aroundRadius, text); the block's background is couponType `img` → couponBgUrl, `color`
 * → couponBgColor (none when ifNeedBg is off). A tap anywhere on a coupon claims it (a guest goes
 * to login first) and shows the server's message; the list then reloads (claimed / gone states).
 * Shown only when the coupon addon is on; nothing when there is no coupon to show.
 *
 * No layout shift: every coupon of a style has one fixed box (coupon.css), and the placeholders
 * while loading are that same box. The page loads the list (./data.ts, the manifest's `data`)
 * with its own sources: on the first view the server has, so the block is rendered with its
 * final content — or not at all when there is no coupon — and a guest makes no request; a
 * member fetches it (claimed states). After a claim the list is fetched again.
 */
import { useState, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import {
  clampNum, cssUrl, DiyBlock, type DiyT, ensureLoggedIn, formatMoney, getActionEnv, idList, isChinese, listOf, merchantText, num, safeColor, toFen,
  useDiyText, useTexts, useWidgetData, validityText, type CouponTranslate, type WidgetProps,
} from '../../src/sdk/index.ts';
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
  validity_type?: number;
  fixed_term?: number;
  end_time?: number;
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

export type CouponStyle = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** NiuShop's style number (1…7; anything else is style 1). */
export function couponStyle(props: Pick<DiyCouponProps, 'style'>): CouponStyle {
  const n = Math.round(num(props.style, 1));
  return (n >= 1 && n <= 7 ? n : 1) as CouponStyle;
}

/** How a style lays its coupons out: pages of three, one under the other, or one sideways row. */
export function couponLayout(style: CouponStyle): 'pages' | 'list' | 'row' {
  return style === 5 ? 'list' : style === 7 ? 'row' : 'pages';
}

const PAGE = 3;
/** Where style 6's "no coupon yet" card sends the shopper (NiuShop's). */
const CATEGORY_PATH = '/pages/goods/category';

interface Look {
  /** The ticket is light (white, cream, pale): white text on it cannot be read. */
  light: boolean;
  money: string;
  limit: string;
  name: string;
  btnText: string;
}

/**
 * The colours NiuShop's editor gives each style when it is chosen (its coupon settings table).
 * A document carries its own; these stand in when a colour is missing, unusable, or white on a
 * light ticket (a document whose style was changed without its colours: the studio's form).
 */
export const STYLE_LOOKS: Record<CouponStyle, Look> = {
  1: { light: false, money: '#FFFFFF', limit: '#FFFFFF', name: '#FFFFFF', btnText: '#FFFFFF' },
  2: { light: true, money: '#FF8143', limit: '#FF8143', name: '#303133', btnText: '#FF8143' },
  3: { light: true, money: '#FF4544', limit: '#FF4544', name: '#303133', btnText: '#FFFFFF' },
  4: { light: false, money: '#FFFFFF', limit: '#FFFFFF', name: '#FFFFFF', btnText: '#FFFFFF' },
  5: { light: true, money: '#FF0000', limit: '#6e6e6e', name: '#303133', btnText: '#FFFFFF' },
  6: { light: true, money: '#FF0000', limit: '#303133', name: '#303133', btnText: '#FFFFFF' },
  7: { light: true, money: '#FD463E', limit: '#FD463E', name: '#303133', btnText: '#FF3D3D' },
};

/** Relative luminance (0 black … 1 white) of a #rgb / #rrggbb / rgb() colour; null for others. */
export function luminance(color: string): number | null {
  let rgb: number[] | null = null;
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})([0-9a-f]{2})?$/i.exec(color);
  if (hex) {
    const h = hex[1]!.length === 3 ? [...hex[1]!].map((c) => c + c).join('') : hex[1]!;
    rgb = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
  } else {
    const fn = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i.exec(color);
    if (fn) rgb = [fn[1], fn[2], fn[3]].map(Number);
  }
  if (!rgb) return color.toLowerCase() === 'white' ? 1 : null;
  const [r, g, b] = rgb.map((v) => {
    const c = Math.min(255, v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The merchant's colour, or the style's own when it is missing or would vanish on a light ticket. */
export function readable(value: unknown, fallback: string, light: boolean): string {
  const color = safeColor(value);
  if (!color) return fallback;
  const l = luminance(color);
  return light && l !== null && l > 0.75 ? fallback : color;
}

/** The amount: ¥10 before (styles 1–4) or 10元 after (5–7); discounts 8.5折, in English 15% off. */
function Value({ c, english, unitAfter }: { c: CouponType; english: boolean; unitAfter: boolean }): ReactElement {
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
  if (unitAfter && !english) {
    return (
      <>
        {money}
        <small>元</small>
      </>
    );
  }
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

/** The class of one coupon's box (coupon.css): the same for the loaded coupon and its placeholder. */
export function couponBox(props: Pick<DiyCouponProps, 'style'>): string {
  return `dd-coupon dd-coupon--s${couponStyle(props)}`;
}

/** The block's background: the component's picture or colour (nothing when ifNeedBg is off). */
export function blockBackground(props: DiyCouponProps): CSSProperties {
  const own = safeColor(props.bgColor);
  if (props.ifNeedBg === false || props.ifNeedBg === 0 || props.ifNeedBg === '0') return own ? { background: own } : {};
  if (props.couponType === 'color') {
    const color = safeColor(props.couponBgColor) ?? own;
    return color ? { background: color } : {};
  }
  const url = cssUrl(props.couponBgUrl);
  return url ? { backgroundImage: url, backgroundSize: 'cover', backgroundRepeat: 'no-repeat', backgroundPosition: 'center', backgroundColor: own } : own ? { background: own } : {};
}

function chunk<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

export default function DiyCoupon({ props, node }: WidgetProps<DiyCouponProps>): ReactElement | null {
  const t = useDiyText();
  const { t: couponT } = useTexts('coupon');
  const tc: CouponTranslate = (key, vars) => String(couponT(key, { ...(vars ?? {}) }));
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

  const style = couponStyle(props);
  const layout = couponLayout(style);
  const box = couponBox(props);
  const btn = props.btnStyle && typeof props.btnStyle === 'object' && !Array.isArray(props.btnStyle) ? (props.btnStyle as Record<string, unknown>) : {};
  const radius = clampNum(btn.aroundRadius, 0, 40, 0);
  const look = STYLE_LOOKS[style];
  const btnBg = safeColor(btn.bgColor);
  const btnLook: CSSProperties = {
    // on its own colour the merchant's text colour stands; on the ticket it must be readable there
    color: btnBg ? (safeColor(btn.textColor) ?? '#ffffff') : readable(btn.textColor, look.btnText, look.light && style !== 3 && style !== 5 && style !== 6),
    backgroundColor: btnBg,
    // style 6's button sits on the card's right edge: only its left corners are round
    ...(style === 6 ? { borderTopLeftRadius: radius, borderBottomLeftRadius: radius } : { borderRadius: radius }),
  };
  const moneyColor = readable(props.moneyColor, look.money, look.light);
  const limitColor = readable(props.limitColor, look.limit, look.light);
  const nameColor = readable(props.nameColor, look.name, look.light);
  const claimText = merchantText(btn.text, ['立即领取', '领取', '立即抢', '立即使用'], 'claim', t);
  const unitAfter = style >= 5;

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

  const coupon = (c: CouponType): ReactElement => {
    const done = claimedAll(c);
    const gone = !done && soldOut(c);
    const label = done ? t('claimed') : gone ? t('soldOut') : claimText;
    const value = (
      <span className="dd-coupon-value" style={{ color: moneyColor }}>
        <Value c={c} english={english} unitAfter={unitAfter} />
      </span>
    );
    const limit = (
      <span className="dd-coupon-limit" style={{ color: limitColor }}>
        {limitText(c, t)}
      </span>
    );
    // The button covers the whole coupon (coupon.css): a tap anywhere on it claims, as NiuShop's.
    const button = (
      <button type="button" className="dd-coupon-btn" style={btnLook} disabled={done || gone || busy === c.coupon_type_id} onClick={() => void claim(c)} aria-label={`${label} ${c.coupon_name ?? ''}`.trim()}>
        <span className={/[\u3400-\u9fff]/.test(label) ? 'dd-coupon-btn-text' : 'dd-coupon-btn-text dd-coupon-btn-text--sideways'}>{label}</span>
      </button>
    );
    let parts: ReactNode;
    if (style === 5) {
      parts = (
        <>
          <span className="dd-coupon-money">{value}</span>
          <span className="dd-coupon-line" aria-hidden="true" />
          <span className="dd-coupon-body">
            <span className="dd-coupon-name" style={{ color: nameColor }}>
              {c.coupon_name}
            </span>
            {limit}
          </span>
          {button}
        </>
      );
    } else if (style === 6) {
      parts = (
        <>
          {button}
          <span className="dd-coupon-money">
            {value}
            <span className="dd-coupon-word">{t('couponWord')}</span>
          </span>
          {limit}
        </>
      );
    } else if (style === 7) {
      parts = (
        <>
          <span className="dd-coupon-money">{value}</span>
          <span className="dd-coupon-body">
            {limit}
            <span className="dd-coupon-valid" style={{ color: limitColor }}>
              {validityText(c, tc)}
            </span>
          </span>
          <span className="dd-coupon-line" aria-hidden="true" />
          {button}
        </>
      );
    } else {
      parts = (
        <>
          <span className="dd-coupon-money">
            {value}
            {limit}
          </span>
          {button}
        </>
      );
    }
    return (
      <div key={`coupon-${c.coupon_type_id}`} className={box} role="listitem" data-coupon-id={c.coupon_type_id}>
        {parts}
      </div>
    );
  };

  const skeletons = (n: number) => Array.from({ length: n }, (_, i) => <div key={`skeleton-${i}`} className={`${box} dd-skel`} aria-hidden="true" />);

  let body: ReactNode;
  if (layout === 'pages') {
    const pages = list ? chunk(list, PAGE) : [null];
    body = (
      <div className="dd-coupon-pages" role="list" aria-busy={!list || undefined}>
        {pages.map((page, i) => (
          <div key={`page-${i}`} className="dd-coupon-page">
            {page ? page.map(coupon) : skeletons(Math.min(PAGE, picked))}
            {style === 6 && list && list.length <= 2 ? (
              // NiuShop's card after one or two coupons: none more yet, go shopping. A button
              // through the app's navigator, as the claim's login is: DiyLink would bring the diy
              // pictures-and-links chunk to every home page's first load for this one card.
              <div className="dd-coupon--s6 dd-coupon-none" role="listitem">
                <button type="button" className="dd-coupon-none-link" onClick={() => getActionEnv().navigator.navigate(CATEGORY_PATH)}>
                  <span className="dd-coupon-money">
                    <span className="dd-coupon-plus" aria-hidden="true">
                      +
                    </span>
                    <span className="dd-coupon-word">{t('noCouponYet')}</span>
                  </span>
                  <span className="dd-coupon-limit">{t('goShopping')}</span>
                </button>
              </div>
            ) : null}
          </div>
        ))}
      </div>
    );
  } else {
    body = (
      <div className={layout === 'list' ? 'dd-coupon-list' : 'dd-coupon-row'} role="list" aria-busy={!list || undefined}>
        {list ? list.map(coupon) : skeletons(layout === 'list' ? Math.min(picked, 6) : Math.min(picked, 2))}
      </div>
    );
  }

  return (
    <DiyBlock props={props} nodeId={node.id} className={`diy-coupon diy-coupon--s${style}`} style={{ ...blockBackground(props), padding: style === 3 ? 10 : undefined }}>
      {body}
    </DiyBlock>
  );
}
