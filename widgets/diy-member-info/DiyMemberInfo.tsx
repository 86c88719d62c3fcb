/**
 * NiuShop MemberInfo (会员信息) for the member centre. A guest sees the default avatar and the
 * login prompt (→ /pages_tool/login/login?back=<member centre>) with "--" counters. A member sees
 * avatar, nickname, level badge and balance (balance + balance_money), points and coupons from
 * /api/member/info and /coupon/api/coupon/num (state 1), each linking to its page when that page
 * is built. The stored member shows at once; fresh data replaces it (and refreshes the store).
 * Layout: `style` 1 (colour header), 2 (colour header, white counter card), 3 (white header),
 * 4 (colour header, and a white card over its foot with the counters, the "top up" button (→
 * recharge list), the "advisor" button (→ the shop's customer service) and the round pay-code icon
 * (→ payment code page), each shown only when its page is built); `theme` default = theme colours, diy =
 * bgColorStart → bgColorEnd at gradientAngle; `infoMargin` = side margin of the counter card.
 */
import { useEffect, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { AvatarIcon, clampNum, DiyBlock, DiyLink, formatFen, Glyph, gradientOf, imageUrl, Img, loginPath, MEMBER_PATH, num, pathLink, SettingsIcon, toFen, useAddon, useBuiltPath, useDiyText, useMember, useMemberStore, useWidgetData, type MemberInfo, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type DiyMemberInfoProps } from './props.gen.ts';
import '../../src/sdk/goods/diy-data.css';
import './member-info.css';

export { defaults };

export const PATHS = {
  balance: '/pages_tool/member/balance',
  point: '/pages_tool/member/point',
  coupon: '/pages_tool/member/coupon',
  level: '/pages_tool/member/level',
  card: '/pages_tool/member/card',
  cardBuy: '/pages_tool/member/card_buy',
  info: '/pages_tool/member/info',
  recharge: '/pages_tool/recharge/list',
  contact: '/pages_tool/member/contact',
  payCode: '/pages_tool/store/payment_qrcode',
} as const;

type Member = MemberInfo & Record<string, unknown>;

/** Stored value + withdrawable balance, two decimals. */
export function balanceOf(m: Record<string, unknown>): string {
  return formatFen(toFen(m.balance) + toFen(m.balance_money));
}

function Maybe({ to, built, className, label, children }: { to: string; built: (p: string) => boolean; className: string; label?: string; children: ReactNode }): ReactElement {
  if (!built(to)) return <div className={className}>{children}</div>;
  return (
    <DiyLink link={pathLink(to)} className={className} label={label}>
      {children}
    </DiyLink>
  );
}

export default function DiyMemberInfo({ props, node }: WidgetProps<DiyMemberInfoProps>): ReactElement {
  const t = useDiyText();
  const built = useBuiltPath();
  const { memberInfo, isLoggedIn } = useMember();
  const couponOn = useAddon('coupon');
  const info = useWidgetData<Member | null>(node, 'info');
  const coupons = useWidgetData<number>(node, 'coupons');

  // Fresh member info also refreshes the stored member (nickname, balance… elsewhere).
  const fresh = isLoggedIn && info.data && typeof info.data === 'object' ? info.data : null;
  useEffect(() => {
    if (fresh) useMemberStore.getState().setMemberInfo(fresh);
  }, [fresh]);

  const member: Member | null = isLoggedIn ? (fresh ?? (memberInfo as Member | null)) : null;
  const waiting = isLoggedIn && !member;

  const style = Math.round(clampNum(props.style, 1, 4, 2));
  const colourHead = style !== 3;
  const background = colourHead
    ? props.theme === 'diy'
      ? (gradientOf(props.bgColorStart, props.bgColorEnd, props.gradientAngle) ?? 'var(--base-color, #ff4544)')
      : `linear-gradient(${clampNum(props.gradientAngle, -360, 360, 129)}deg, var(--base-color, #ff4544), var(--base-help-color, #ff7130))`
    : '#ffffff';
  const head: CSSProperties = { background, color: colourHead ? '#ffffff' : '#303133' };

  const name = member ? String(member.nickname || member.username || member.mobile || '') : '';
  const avatar = member ? imageUrl(member.headimg) : '';
  const level = member && num(member.member_level) !== 0 && member.member_level_name ? String(member.member_level_name) : '';
  const levelPath = member && num(member.member_level_type) === 1 ? PATHS.card : PATHS.level;
  const skel = <span className="dd-mi-skel dd-skel" style={{ width: 48 }} aria-hidden="true" />;

  const value = (v: string | null): ReactNode => (!isLoggedIn ? '--' : v === null ? skel : v);
  const couponValue = !couponOn ? null : coupons.data !== undefined ? String(Math.trunc(Number(coupons.data)) || 0) : coupons.status.status === 'error' ? '--' : null;
  const stats = (
    <div className="dd-mi-stats">
      <Maybe to={PATHS.balance} built={isLoggedIn ? built : () => false} className="dd-mi-stat">
        <span className="dd-mi-stat-value">
          {value(member ? balanceOf(member) : null)}
        </span>
        <span className="dd-mi-stat-label">{t('balance')}</span>
      </Maybe>
      <Maybe to={PATHS.point} built={isLoggedIn ? built : () => false} className="dd-mi-stat">
        <span className="dd-mi-stat-value">
          {value(member ? String(Math.trunc(num(member.point))) : null)}
        </span>
        <span className="dd-mi-stat-label">{t('points')}</span>
      </Maybe>
      {couponOn ? (
        <Maybe to={PATHS.coupon} built={isLoggedIn ? built : () => false} className="dd-mi-stat">
          <span className="dd-mi-stat-value">
            {value(couponValue)}
          </span>
          <span className="dd-mi-stat-label">{t('coupons')}</span>
        </Maybe>
      ) : null}
    </div>
  );

  const who = !isLoggedIn ? (
    <DiyLink link={pathLink(loginPath(MEMBER_PATH))} className="dd-mi-login">
      {t('loginPrompt')}
    </DiyLink>
  ) : waiting ? (
    <>
      <span className="dd-mi-skel dd-skel" style={{ width: 120, height: 22 }} aria-hidden="true" />
      <span className="dd-mi-skel dd-skel" style={{ width: 64 }} aria-hidden="true" />
    </>
  ) : (
    <>
      <Maybe to={PATHS.info} built={built} className="dd-mi-name">
        {name}
      </Maybe>
      {level ? (
        <Maybe to={levelPath} built={built} className="dd-mi-level" label={`${t('memberLevel')} ${level}`}>
          {level}
        </Maybe>
      ) : null}
    </>
  );

  // The paid card banner (NiuShop: when firstcard answers a card): a member holding a paid card
  // sees its privileges (→ card), anyone else the offer (→ card_buy).
  const cardSource = useWidgetData<{ level_name?: unknown } | null>(node, 'card');
  const card = cardSource.data;
  // Until the card is known (a member's client render asks again), its place is kept: no shift.
  const cardPending = useAddon('supermember') && card === undefined && cardSource.status.status !== 'error' && cardSource.status.status !== 'skipped';
  const holder = !!member && num(member.member_level_type) === 1;
  const cardPath = holder ? PATHS.card : PATHS.cardBuy;
  const banner =
    card && typeof card === 'object' && built(cardPath) ? (
      <DiyLink link={pathLink(cardPath)} className="dd-mi-vip" style={{ color: '#f5d9a8' }}>
        <span className="dd-mi-vip-name">{holder && level ? level : String(card.level_name ?? '')}</span>
        <span className="dd-mi-vip-tip">{holder ? t('cardViewTip') : t('cardOpenTip')}</span>
        <span className="dd-mi-vip-btn">{holder ? t('cardView') : t('cardOpen')}</span>
      </DiyLink>
    ) : cardPending ? (
      <div className="dd-mi-vip dd-mi-vip--wait" aria-hidden="true" />
    ) : null;

  // Style 4's own row (NiuShop: 余额充值, 专属顾问 and the code icon); links only to built pages.
  const rechargeOn = built(PATHS.recharge);
  const style4Row =
    style === 4 && (rechargeOn || built(PATHS.contact) || built(PATHS.payCode)) ? (
      <div className="dd-mi-s4-other">
        <div className="dd-mi-s4-btns">
          {rechargeOn ? (
            <DiyLink link={pathLink(PATHS.recharge)} className="dd-mi-s4-btn dd-mi-s4-btn--fill" style={{ color: 'var(--btn-text-color, #fff)' }}>
              {t('topUp')}
            </DiyLink>
          ) : null}
          {built(PATHS.contact) ? (
            <DiyLink link={pathLink(PATHS.contact)} className="dd-mi-s4-btn dd-mi-s4-btn--line" style={{ color: 'var(--base-color, #ff4544)' }}>
              {t('advisor')}
            </DiyLink>
          ) : null}
        </div>
        {built(PATHS.payCode) ? (
          <DiyLink link={pathLink(PATHS.payCode)} className="dd-mi-s4-code" label={t('payCode')} style={{ color: 'var(--btn-text-color, #fff)' }}>
            <Glyph name="qrcode" size={20} />
          </DiyLink>
        ) : null}
      </div>
    ) : null;

  const margin = clampNum(props.infoMargin, 0, 60, 15);
  return (
    <DiyBlock props={props} nodeId={node.id} className={`diy-member-info dd-mi dd-mi--style-${style}`}>
      <div style={head}>
        <div className="dd-mi-head">
          <div className="dd-mi-avatar">{avatar ? <Img src={avatar} alt={name} kind="head" eager /> : <AvatarIcon size={56} />}</div>
          <div className="dd-mi-who">{who}</div>
          {isLoggedIn && built(PATHS.info) ? (
            <DiyLink link={pathLink(PATHS.info)} className="dd-mi-settings" label={t('profile')}>
              <SettingsIcon />
            </DiyLink>
          ) : null}
        </div>
        {banner}
        {style === 1 ? stats : null}
        {style === 4 ? <div className="dd-mi-bottom" /> : null}
      </div>
      {style === 4 ? (
        <div className="dd-mi-s4" style={{ marginLeft: margin, marginRight: margin }}>
          {stats}
          {style4Row}
        </div>
      ) : null}
      {style === 2 || style === 3 ? (
        <div className="dd-mi-card" style={{ marginLeft: margin, marginRight: margin, marginBottom: style === 2 ? margin : 0 }}>
          {stats}
        </div>
      ) : null}
    </DiyBlock>
  );
}
