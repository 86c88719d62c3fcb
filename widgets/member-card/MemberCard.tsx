/** NiuShop's member card page (pages_tool/member/card): the member's paid card, read from member info. */
import type { ReactElement } from 'react';
import { buildPath, date, discountText, type Level, navigation, useLanguage, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type MemberCardProps } from './props.gen.ts';
import './member-card.css';

export type { MemberCardProps };
export { defaults };

interface MemberInfo {
  member_level?: number;
  member_level_name?: string;
  member_level_type?: number;
  level_expire_time?: number;
  member_level_info?: (Level & { bg_color?: string; level_text_color?: string; remark?: string }) | null;
}

export default function MemberCard({ props, node }: WidgetProps<MemberCardProps>): ReactElement {
  const { t: ti } = useTexts('member');
  const t = (key: string, vars?: Record<string, unknown>) => ti(key, vars ?? {});
  const lang = useLanguage();
  const m = (props.member ?? {}) as MemberInfo;
  const buyPath = props.buyPath || '/pages_tool/member/card_buy';
  const hasCard = Number(m.member_level_type) === 1 && Number(m.level_expire_time) > 0;

  if (!hasCard) {
    return (
      <div className="mc" data-node-id={node.id}>
        <section className="mc-card mc-card--none" data-testid="mc-card">
          <strong className="mc-card-name">{t('card.noCard')}</strong>
          <p className="mc-card-remark">{t('card.noCardDesc')}</p>
        </section>
        <div className="mc-bar-spacer" />
        <div className="mc-bar">
          <button type="button" className="mc-submit" onClick={() => navigation.navigate(buyPath)}>
            {t('card.open')}
          </button>
        </div>
      </div>
    );
  }

  // Member info is stored in the shop's language; the cards on sale carry the reader's.
  const cards = (Array.isArray(props.cards) ? props.cards : []) as unknown as Array<NonNullable<MemberInfo['member_level_info']>>;
  const info = cards.find((c) => Number(c.level_id) === Number(m.member_level)) ?? m.member_level_info ?? {};
  const benefits: string[] = [];
  if (Number(info.is_free_shipping) > 0) benefits.push(t('level.freeShipping'));
  const discount = discountText(info, t, lang);
  if (discount) benefits.push(t('level.discountDesc', { d: discount }));
  if (Number(info.point_feedback) > 0) benefits.push(t('level.pointFeedbackDesc', { n: Number(info.point_feedback) }));

  return (
    <div className="mc" data-node-id={node.id}>
      <section className="mc-card" style={{ background: info.bg_color || '#2b2b2b', color: info.level_text_color || '#f5d99a' }} data-testid="mc-card">
        <strong className="mc-card-name">{info.level_name || m.member_level_name}</strong>
        <p className="mc-card-expire" data-testid="mc-expire">{t('card.expire', { date: date(m.level_expire_time, 'YYYY-MM-DD') })}</p>
      </section>
      {benefits.length ? (
        <section className="mc-section">
          <h2>{t('level.benefits')}</h2>
          <ul className="mc-list" data-testid="mc-benefits">{benefits.map((b) => <li key={b}>{b}</li>)}</ul>
        </section>
      ) : null}
      <div className="mc-bar-spacer" />
      <div className="mc-bar">
        <button type="button" className="mc-submit" onClick={() => navigation.navigate(buildPath(buyPath, { level_id: m.member_level }))}>
          {t('card.renew')}
        </button>
      </div>
    </div>
  );
}
