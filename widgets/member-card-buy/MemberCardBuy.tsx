/**
 * NiuShop's member card purchase page (pages_tool/member/card_buy). The cards are a page source;
 * creating the card order is this widget's write, paying it is the payment page's (the pay row's
 * event, MemberLevelOrderPayNotify, switches the level and grants the opening gifts once).
 */
import { useRef, useState, type ReactElement } from 'react';
import { buildPath, discountText, EmptyState, formatMoney, isSuccess, type Level, navigation, request, shortMoney, toast, toFen, useLanguage, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type MemberCardBuyProps } from './props.gen.ts';
import './member-card-buy.css';

export type { MemberCardBuyProps };
export { defaults };

export interface Card extends Level {
  level_id: number;
  level_name: string;
  remark?: string;
  charge_rule?: string;
  charge_type?: number;
  bg_color?: string;
  level_text_color?: string;
}

/** NiuShop's period order; the card's charge_rule names the ones on sale with their price (yuan). */
export const PERIODS = ['week', 'month', 'quarter', 'year'] as const;

export function periodPrices(card: Card): Array<{ unit: string; price: string }> {
  let rule: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(card.charge_rule || '{}');
    if (parsed && typeof parsed === 'object') rule = parsed as Record<string, unknown>;
  } catch {
    rule = {};
  }
  return PERIODS.filter((u) => toFen(rule[u]) > 0).map((unit) => ({ unit, price: String(rule[unit]) }));
}

const couponCount = (c: Card): number => String(c.send_coupon ?? '').split(',').filter((s) => Number(s) > 0).length;

export default function MemberCardBuy({ props, node }: WidgetProps<MemberCardBuyProps>): ReactElement {
  const { t: ti } = useTexts('member');
  const t = (key: string, vars?: Record<string, unknown>) => ti(key, vars ?? {});
  const lang = useLanguage();
  const cards = (Array.isArray(props.cards) ? props.cards : []) as unknown as Card[];
  const [chosenId, setChosenId] = useState<number>(Number(props.levelId) || 0);
  const card = cards.find((c) => c.level_id === chosenId) ?? cards[0];
  const prices = card ? periodPrices(card) : [];
  const [unit, setUnit] = useState<string>('');
  const period = prices.find((p) => p.unit === unit) ?? prices[0];
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  if (!card) return <EmptyState text={t('card.none')} buttonText={false} />;

  const benefits: string[] = [];
  if (Number(card.is_free_shipping) > 0) benefits.push(t('level.freeShipping'));
  const discount = discountText(card, t, lang);
  if (discount) benefits.push(t('level.discountDesc', { d: discount }));
  if (Number(card.point_feedback) > 0) benefits.push(t('level.pointFeedbackDesc', { n: Number(card.point_feedback) }));
  if (Number(card.charge_type) === 1) benefits.push(t('card.stored'));
  const gifts: string[] = [];
  if (Number(card.send_point) > 0) gifts.push(t('level.giftPointDesc', { n: Number(card.send_point) }));
  if (toFen(card.send_balance) > 0) gifts.push(t('level.giftBalanceDesc', { n: shortMoney(card.send_balance) }));
  if (couponCount(card) > 0) gifts.push(t('level.giftCouponDesc', { n: couponCount(card) }));

  const buy = async () => {
    if (!period) return;
    if (!agreed) return toast(t('card.agreeFirst'));
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    const res = await request<{ out_trade_no?: string }>('supermember.orderCreate', { level_id: card.level_id, period_unit: period.unit }).catch(() => null);
    inFlight.current = false;
    setBusy(false);
    if (!res) return;
    const code = isSuccess(res) ? res.data?.out_trade_no : undefined;
    if (!code) return toast(res.message);
    navigation.navigate(buildPath(props.payPath || '/pages_tool/pay/index', { code }));
  };

  return (
    <div className="mcb" data-node-id={node.id}>
      {cards.length > 1 ? (
        <div className="mcb-tabs" role="tablist">
          {cards.map((c) => (
            <button key={c.level_id} type="button" role="tab" aria-selected={c.level_id === card.level_id} className={`mcb-tab${c.level_id === card.level_id ? ' mcb-tab--on' : ''}`} onClick={() => { setChosenId(c.level_id); setUnit(''); }}>
              {c.level_name}
            </button>
          ))}
        </div>
      ) : null}
      <section className="mcb-card" style={{ background: card.bg_color || '#2b2b2b', color: card.level_text_color || '#f5d99a' }} data-testid="mcb-card">
        <strong className="mcb-card-name">{card.level_name}</strong>
        {card.remark ? <p className="mcb-card-remark">{card.remark}</p> : null}
      </section>
      <section className="mcb-section">
        <h2>{t('card.period')}</h2>
        <div className="mcb-periods" role="radiogroup" aria-label={t('card.period')}>
          {prices.map((p) => (
            <button key={p.unit} type="button" role="radio" aria-checked={p.unit === period?.unit} className={`mcb-period${p.unit === period?.unit ? ' mcb-period--on' : ''}`} onClick={() => setUnit(p.unit)}>
              <span>{t(`card.unit.${p.unit}`)}</span>
              <strong>¥{formatMoney(p.price)}</strong>
            </button>
          ))}
        </div>
      </section>
      {benefits.length ? (
        <section className="mcb-section">
          <h2>{t('level.benefits')}</h2>
          <ul className="mcb-list" data-testid="mcb-benefits">{benefits.map((b) => <li key={b}>{b}</li>)}</ul>
        </section>
      ) : null}
      {gifts.length ? (
        <section className="mcb-section">
          <h2>{t('card.gifts')}</h2>
          <ul className="mcb-list" data-testid="mcb-gifts">{gifts.map((g) => <li key={g}>{g}</li>)}</ul>
          <p className="mcb-hint">{t('card.giftsOnce')}</p>
        </section>
      ) : null}
      <div className="mcb-bar-spacer" />
      <div className="mcb-bar">
        <div className="mcb-agree">
          <button type="button" role="checkbox" aria-checked={agreed} className={`mcb-check${agreed ? ' mcb-check--on' : ''}`} onClick={() => setAgreed(!agreed)}>
            {t('card.agreePrefix')}
          </button>
          <button type="button" className="mcb-link" onClick={() => navigation.navigate(props.agreementPath || '/pages_tool/member/card_agreement')}>
            {t('card.agreement')}
          </button>
        </div>
        <button type="button" className="mcb-submit" onClick={() => void buy()} disabled={busy || !period}>
          {period ? t('card.buy', { money: formatMoney(period.price) }) : t('card.none')}
        </button>
      </div>
    </div>
  );
}
