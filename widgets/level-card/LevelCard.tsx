/**
 * The free member levels: where the member stands, how far the next level is, what each level
 * gives. Levels are merchant data (names and colours as configured).
 */
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { discountText, img, ladder, type Level, needGrowth, finiteNumber as num, progress, shortMoney, toFen, type LevelTranslate as Translate, useLanguage, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type LevelCardProps } from './props.gen.ts';
import './level-card.css';

export type { LevelCardProps };
export { defaults };

const couponCount = (level: Level): number => String(level.send_coupon ?? '').split(',').filter((s) => s.trim() !== '' && s.trim() !== '0').length;

function Benefits({ level, t, lang }: { level: Level; t: Translate; lang: string }): ReactElement {
  const discount = discountText(level, t, lang);
  const rows: Array<[string, string, string]> = [];
  if (num(level.is_free_shipping) > 0) rows.push(['ship', t('level.freeShipping'), t('level.freeShippingDesc')]);
  rows.push(['discount', t('level.discount'), discount ? t('level.discountDesc', { d: discount }) : t('level.noDiscount')]);
  if (num(level.point_feedback) > 0) rows.push(['point', t('level.pointFeedback'), t('level.pointFeedbackDesc', { n: num(level.point_feedback) })]);
  const gifts: Array<[string, string, string]> = [];
  if (num(level.send_point) > 0) gifts.push(['gift-point', t('level.giftPoint'), t('level.giftPointDesc', { n: num(level.send_point) })]);
  if (toFen(level.send_balance) > 0) gifts.push(['gift-balance', t('level.giftBalance'), t('level.giftBalanceDesc', { n: shortMoney(level.send_balance) })]);
  if (couponCount(level) > 0) gifts.push(['gift-coupon', t('level.giftCoupon'), t('level.giftCouponDesc', { n: couponCount(level) })]);
  return (
    <>
      <section className="lv-section">
        <h2>{t('level.benefits')}</h2>
        <ul className="lv-benefits">
          {rows.map(([key, title, desc]) => (
            <li key={key} data-benefit={key}>
              <span className="lv-benefit-icon" aria-hidden="true">{title.slice(0, 1)}</span>
              <div>
                <div className="lv-benefit-title">{title}</div>
                <div className="lv-benefit-desc">{desc}</div>
              </div>
            </li>
          ))}
        </ul>
      </section>
      {gifts.length ? (
        <section className="lv-section">
          <h2>{t('level.gifts')}</h2>
          <ul className="lv-benefits">
            {gifts.map(([key, title, desc]) => (
              <li key={key} data-benefit={key}>
                <span className="lv-benefit-icon" aria-hidden="true">{title.slice(0, 1)}</span>
                <div>
                  <div className="lv-benefit-title">{title}</div>
                  <div className="lv-benefit-desc">{desc}</div>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

export default function LevelCard({ props, node, emit }: WidgetProps<LevelCardProps>): ReactElement {
  const { t: ti } = useTexts('member');
  const t: Translate = (key, vars) => String(ti(key, { ...(vars ?? {}) }));
  const lang = useLanguage();
  const levels = ladder(props.levels);
  const member = (props.member && typeof props.member === 'object' ? props.member : {}) as Record<string, unknown>;
  const growth = num(member.growth);
  const own = levels.findIndex((l) => num(l.level_id) === num(member.member_level) && num(member.member_level) > 0);
  const [picked, setPicked] = useState<number | null>(null);
  const selected = Math.min(Math.max(picked ?? (own >= 0 ? own : 0), 0), Math.max(levels.length - 1, 0));
  const track = useRef<HTMLDivElement>(null);
  const head = img(String(member.headimg ?? '')) || img(props.defaultHead ?? '');

  // Start at the member's level (browser only: scrolling is an effect).
  const startAt = own >= 0 ? own : 0;
  useEffect(() => {
    const el = track.current;
    const card = el?.children[startAt] as HTMLElement | undefined;
    if (el && card && typeof el.scrollTo === 'function') el.scrollTo({ left: card.offsetLeft - el.offsetLeft - 16 });
  }, [startAt, levels.length]);

  const onScroll = () => {
    const el = track.current;
    if (!el || el.children.length === 0) return;
    const first = el.children[0] as HTMLElement;
    const step = first.offsetWidth + 12;
    if (step <= 12) return;
    const i = Math.round(el.scrollLeft / step);
    if (i !== selected) setPicked(Math.min(Math.max(i, 0), levels.length - 1));
  };
  const pick = (i: number) => {
    setPicked(i);
    const el = track.current;
    const card = el?.children[i] as HTMLElement | undefined;
    if (el && card && typeof el.scrollTo === 'function') el.scrollTo({ left: card.offsetLeft - el.offsetLeft - 16, behavior: 'smooth' });
  };

  const current = levels[selected];
  return (
    <div className="w-level-card lv" data-node-id={node.id}>
      <header className="lv-head">
        {head ? <img className="lv-avatar" src={head} alt="" width={48} height={48} /> : <span className="lv-avatar" />}
        <div className="lv-who">
          <div className="lv-nickname">{String(member.nickname ?? member.username ?? '')}</div>
          <div className="lv-current" data-testid="lv-current">
            {t('level.currentLevel', { name: String(member.member_level_name || t('level.none')) })}
          </div>
        </div>
        <button type="button" className="lv-rules" onClick={() => void emit('rules', {})}>
          {t('level.growthRules')}
        </button>
      </header>

      {levels.length === 0 ? (
        <p className="lv-empty">{t('level.noLevels')}</p>
      ) : (
        <>
          <div className="lv-cards" ref={track} onScroll={onScroll} role="region" aria-label={t('level.list')} tabIndex={0}>
            {levels.map((level, i) => {
              const isOwn = i === own;
              const next = levels[i + 1];
              const reached = needGrowth(level, growth) === 0;
              const pct = isOwn ? progress(next, growth) : progress(level, growth);
              const text = isOwn
                ? next
                  ? t('level.toNext', { n: needGrowth(next, growth) })
                  : t('level.highest')
                : reached
                  ? t('level.reached')
                  : t('level.toThis', { n: needGrowth(level, growth) });
              const style = {
                color: level.level_text_color || '#fff',
                backgroundColor: level.bg_color || '#7d7e80',
                ...(level.level_picture ? { backgroundImage: `url("${img(level.level_picture).replace(/["\\\n]/g, '')}")` } : {}),
              };
              return (
                <article key={level.level_id ?? i} className={i === selected ? 'lv-card lv-card--on' : 'lv-card'} style={style} aria-label={level.level_name} data-level-id={level.level_id}>
                  <div className="lv-card-top">
                    <strong>{level.level_name}</strong>
                    {isOwn ? <span className="lv-badge">{t('level.currentBadge')}</span> : null}
                  </div>
                  <div className="lv-card-growth">{t('level.currentGrowth', { n: growth })}</div>
                  <div className="lv-bar" role="progressbar" aria-label={text} aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct}>
                    <i style={{ width: `${pct}%` }} />
                  </div>
                  <div className="lv-card-tip">{text}</div>
                </article>
              );
            })}
          </div>
          {levels.length > 1 ? (
            <div className="lv-dots">
              {levels.map((level, i) => (
                <button
                  key={level.level_id ?? i}
                  type="button"
                  className={i === selected ? 'lv-dot lv-dot--on' : 'lv-dot'}
                  aria-label={level.level_name}
                  aria-pressed={i === selected}
                  onClick={() => pick(i)}
                />
              ))}
            </div>
          ) : null}
          {current ? <Benefits level={current} t={t} lang={lang} /> : null}
          <section className="lv-section">
            <h2>{t('level.list')}</h2>
            <table className="lv-table">
              <thead>
                <tr>
                  <th>{t('level.colLevel')}</th>
                  <th>{t('level.colGrowth')}</th>
                  <th>{t('level.colDiscount')}</th>
                </tr>
              </thead>
              <tbody>
                {levels.map((level, i) => (
                  <tr key={level.level_id ?? i} className={i === own ? 'lv-row--own' : undefined} data-testid="lv-row">
                    <td>{level.level_name}</td>
                    <td>{num(level.growth)}</td>
                    <td>{discountText(level, t, lang) ?? t('level.noDiscountShort')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
    </div>
  );
}
