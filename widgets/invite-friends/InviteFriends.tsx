/**
 * Invite friends. The reward per invitee comes from the running campaign; the member's card shows
 * a QR code of their own link (drawn here, no request) and the link to copy; the poster is the
 * server's picture, a page source the page loads when the widget emits `poster` (and opens the
 * popup `posterPopupId`). Below, everyone who registered through the link, with what
 * the member got for them (nothing once the campaign's cap was reached).
 */
import { useState, type ReactElement } from 'react';
import { date, EmptyState, Img, img, PagedMore, pagedSettled, Popup, QrCode, usePagePopup, useSourceStatus, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type InviteFriendsProps } from './props.gen.ts';
import './invite-friends.css';

export type { InviteFriendsProps };
export { defaults };

interface Campaign {
  recommend_name?: string;
  start_time?: number;
  end_time?: number;
  type?: string;
  point?: number;
  balance?: string;
  max_fetch?: number;
  remark?: string;
  coupon_list?: Array<{ coupon_name?: string }>;
}
interface Invitee {
  member_id?: number;
  nickname?: string;
  headimg?: string;
  reg_time?: number;
  is_rewarded?: number;
  point?: number;
  balance?: string;
  coupon_num?: number;
}

const rowsOf = (v: unknown): Invitee[] => (Array.isArray(v) ? (v.filter((r) => r && typeof r === 'object') as Invitee[]) : []);
const kinds = (c: Campaign): string[] => String(c.type ?? '').split(',').filter(Boolean);

export default function InviteFriends({ props, node, emit }: WidgetProps<InviteFriendsProps>): ReactElement {
  const { t } = useTexts('invite');
  const campaign = props.info && typeof props.info === 'object' ? (props.info as Campaign) : null;
  const link = props.link ?? '';
  const items = rowsOf(props.items);
  const status = useSourceStatus(props.pagedSource ?? '');
  const settled = pagedSettled(props.pagedSource, status);
  const poster = props.poster ? img(props.poster) : '';
  const [posterOpen, setPosterOpen] = usePagePopup(props.posterPopupId || 'poster');
  const [making, setMaking] = useState(false);
  const [rules, setRules] = useState(false);

  const makePoster = async () => {
    if (making) return;
    setMaking(true);
    await emit('poster');
    setMaking(false);
  };

  const k = campaign ? kinds(campaign) : [];
  const rewards = campaign
    ? [
        k.includes('balance') && Number(campaign.balance) > 0 ? { key: 'balance', value: `¥${campaign.balance}`, text: t('getBalance', { money: campaign.balance }) } : null,
        k.includes('point') && Number(campaign.point) > 0 ? { key: 'point', value: String(campaign.point), text: t('getPoint', { n: campaign.point }) } : null,
        k.includes('coupon') && (campaign.coupon_list?.length ?? 0) > 0 ? { key: 'coupon', value: String(campaign.coupon_list!.length), text: t('getCoupon', { n: campaign.coupon_list!.length }) } : null,
      ].filter((r): r is { key: string; value: string; text: string } => r !== null)
    : [];

  return (
    <div className="if" data-node-id={node.id} aria-busy={!props.loaded}>
      <section className="if-head">
        <h2 className="if-title">{campaign?.recommend_name || t('title')}</h2>
        {campaign ? (
          <button type="button" className="if-time" onClick={() => setRules(true)}>
            {t('time', { from: date(campaign.start_time ?? 0, 'YYYY-MM-DD'), to: date(campaign.end_time ?? 0, 'YYYY-MM-DD') })} · {t('rules')}
          </button>
        ) : props.loaded ? (
          <p className="if-none" data-testid="invite-no-campaign">
            {t('noCampaign')}
          </p>
        ) : null}
        {rewards.length ? (
          <ul className="if-rewards" data-testid="invite-rewards">
            {rewards.map((r) => (
              <li key={r.key}>
                <strong>{r.value}</strong>
                <span>{r.text}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {campaign && Number(campaign.max_fetch) > 0 ? <p className="if-cap">{t('cap', { n: campaign.max_fetch })}</p> : null}
      </section>

      <section className="if-card" aria-label={t('myCode')}>
        <h3 className="if-card-title">{t('myCode')}</h3>
        {link ? (
          <>
            <QrCode text={link} size={168} label={t('qrLabel')} className="if-qr" />
            <p className="if-scan">{t('scan')}</p>
            <p className="if-link" data-testid="invite-link">
              {link}
            </p>
            <div className="if-actions">
              <button type="button" className="if-btn" onClick={() => void emit('copy', { link })}>
                {t('copy')}
              </button>
              <button type="button" className="if-btn if-btn--plain" onClick={() => void makePoster()} aria-busy={making}>
                {t('poster')}
              </button>
            </div>
          </>
        ) : null}
      </section>

      <section className="if-card" aria-label={t('invitees')}>
        <h3 className="if-card-title">
          {t('invitees')} <span data-testid="invite-count">{t('count', { n: Number(props.count) || 0 })}</span>
        </h3>
        {items.length ? (
          <ul className="if-list">
            {items.map((r, i) => {
              const got = [Number(r.balance) > 0 ? t('rowBalance', { money: r.balance }) : '', Number(r.point) > 0 ? t('rowPoint', { n: r.point }) : '', Number(r.coupon_num) > 0 ? t('rowCoupon', { n: r.coupon_num }) : ''].filter(Boolean);
              return (
                <li key={r.member_id ?? i} className="if-row" data-testid="invitee">
                  <span className="if-avatar">
                    <Img src={img(r.headimg)} kind="head" />
                  </span>
                  <div className="if-row-main">
                    <span className="if-name">{r.nickname}</span>
                    <span className="if-date">{r.reg_time ? date(r.reg_time, 'YYYY-MM-DD') : ''}</span>
                  </div>
                  <span className={Number(r.is_rewarded) === 1 ? 'if-got' : 'if-got if-got--none'} data-testid="invitee-reward">
                    {Number(r.is_rewarded) === 1 ? got.join(' + ') || t('rewarded') : t('noReward')}
                  </span>
                </li>
              );
            })}
          </ul>
        ) : settled ? (
          <EmptyState text={t('empty')} buttonText={false} />
        ) : null}
        {items.length ? <PagedMore source={props.pagedSource} count={items.length} /> : null}
      </section>

      <Popup open={rules} onClose={() => setRules(false)} position="center" title={t('rules')}>
        <p className="if-rules">{campaign?.remark}</p>
      </Popup>
      <Popup open={posterOpen && poster !== ''} onClose={() => setPosterOpen(false)} position="center" label={t('poster')} className="if-poster-popup">
        {poster ? (
          <div className="if-poster">
            <img src={poster} alt={t('poster')} data-testid="invite-poster" />
            <p>{t('savePoster')}</p>
          </div>
        ) : null}
      </Popup>
    </div>
  );
}
