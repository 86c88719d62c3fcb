/**
 * One gift popup (a chunk of its own, loaded by ./GiftPopups.tsx only when a gift is due). As
 * NiuShop's ns-birthday-gift / ns-new-gift: the gift is taken as the popup opens (through the
 * SDK's client), then what was given is shown: "Dear <nickname>", the merchant's blessing (or the
 * default words), and a row per reward, points, red packet (withdrawable or not) and each coupon,
 * with "View now" to points detail, balance detail or my coupons. The mask does not close it; the
 * round button below does. A gift the server refuses (taken meanwhile, ended) shows nothing.
 */
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { type ApiResult, call, formatMoney, getActionEnv, i18n, isSuccess, loadMember, Popup, REWARD_PATHS, useTexts } from '../../src/sdk/index.ts';
import { giftKey, type DueGift, type GiftCoupon } from './gifts.ts';
import './gift-popup.css';

interface Received {
  point?: unknown;
  balance?: unknown;
  coupon_num?: unknown;
}

export interface GiftPopupProps {
  gift: DueGift;
  /** Called once the popup is closed, or the gift could not be taken. */
  onDone: () => void;
  /** Texts namespace loaded (tests pass a resolved promise). */
  ready?: Promise<unknown>;
}

const NS = 'member';

/**
 * Takes a gift through the SDK's client, one call per gift however often the popup mounts (a
 * remount while the first call is on its way answers with that call).
 */
const taking = new Map<string, Promise<ApiResult<Received> | null>>();
export function receiveOnce(gift: DueGift): Promise<ApiResult<Received> | null> {
  const key = giftKey(gift);
  let p = taking.get(key);
  if (!p) {
    p = gift.kind === 'birthday' ? call<Received>('birthdaygift.receive', { id: gift.id }) : call<Received>('scenefestival.receive', { festival_id: gift.id });
    taking.set(key, p);
    // Forgotten once answered: a later page (another member, next year) asks the server again.
    void p.finally(() => setTimeout(() => taking.delete(key), 0));
  }
  return p;
}

/** What to show after taking it: the amounts the server gave, the coupons it could give. */
export function shownReward(gift: DueGift, got: Received): { point: number; balance: string; coupons: GiftCoupon[] } {
  const point = Math.max(0, Math.trunc(Number(got.point) || 0));
  const balance = typeof got.balance === 'string' ? got.balance : gift.balance;
  const n = Math.max(0, Math.trunc(Number(got.coupon_num) || 0));
  return { point, balance, coupons: gift.coupons.filter((c) => c.coupon_flag !== false).slice(0, n) };
}

function RoundClose(): ReactElement {
  return (
    <svg viewBox="0 0 24 24" width="34" height="34" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" />
      <path d="M8.5 8.5l7 7M15.5 8.5l-7 7" />
    </svg>
  );
}

export default function GiftPopup({ gift, onDone, ready }: GiftPopupProps): ReactElement | null {
  const { t, lng } = useTexts(NS);
  const [got, setGot] = useState<ReturnType<typeof shownReward> | null>(null);
  const [open, setOpen] = useState(false);
  const doneRef = useRef(onDone);
  useEffect(() => {
    doneRef.current = onDone;
  });

  // The host computes the gift anew at each render: take it once per gift (kind and id).
  const giftRef = useRef(gift);
  useEffect(() => {
    giftRef.current = gift;
  });
  const key = giftKey(gift);
  useEffect(() => {
    let live = true;
    const g = giftRef.current;
    void Promise.all([receiveOnce(g), ready ?? i18n.loadNamespaces(NS)]).then(([res]) => {
      if (!live) return;
      if (!res || !isSuccess(res) || !res.data) {
        doneRef.current();
        return;
      }
      setGot(shownReward(g, res.data));
      setOpen(true);
      void loadMember(); // points, balance and coupons changed
    });
    return () => {
      live = false;
    };
  }, [key, ready]);

  if (!got) return null;
  const close = () => {
    setOpen(false);
    setTimeout(() => doneRef.current(), 320);
  };
  const go = (path: string) => {
    close();
    getActionEnv().navigator.navigate(path);
  };
  const english = lng === 'en-us';
  const couponValue = (c: GiftCoupon): string => {
    if (c.type === 'discount') {
      const d = Number(c.discount) || 0;
      return english ? t('gifts.couponOff', { off: Math.round((100 - d * 10) * 10) / 10 }) : t('gifts.couponDiscount', { n: d });
    }
    return t('gifts.couponMoney', { n: formatMoney(c.money).replace(/\.00$/, '') });
  };
  const rows: Array<{ key: string; value: string; desc: string; to: string }> = [];
  if (got.point > 0) rows.push({ key: 'point', value: t('gifts.pointValue', { n: got.point }), desc: t('gifts.pointDesc'), to: REWARD_PATHS.point });
  if (Number(got.balance) > 0)
    rows.push({ key: 'balance', value: t('gifts.balanceValue', { n: formatMoney(got.balance).replace(/\.00$/, '') }), desc: t(gift.balanceType === 1 ? 'gifts.balanceMoneyDesc' : 'gifts.balanceDesc'), to: REWARD_PATHS.balance });
  got.coupons.forEach((c, i) => rows.push({ key: `coupon-${i}`, value: couponValue(c), desc: c.coupon_name || t('gifts.couponDesc'), to: REWARD_PATHS.coupon }));

  const title = gift.kind === 'birthday' ? t('gifts.birthdayTitle') : gift.name || t('gifts.festivalTitle');
  const text = gift.text || (gift.kind === 'birthday' ? t('gifts.birthdayText') : t('gifts.festivalText', { name: gift.festival }));
  return (
    <Popup open={open} position="center" maskClosable={false} closeIcon={false} className="gp-popup" label={title}>
      <div className={`gp gp--${gift.kind}`} data-testid="gift-popup" data-kind={gift.kind}>
        <div className="gp-card">
          <div className="gp-ribbon" aria-hidden="true" />
          <h2 className="gp-title">{title}</h2>
          {gift.nickname ? <p className="gp-dear">{t('gifts.dear', { name: gift.nickname })}</p> : null}
          <p className="gp-text">{text}</p>
          <ul className="gp-list">
            {rows.map((r) => (
              <li key={r.key} className="gp-row">
                <div className="gp-info">
                  <strong className="gp-value">{r.value}</strong>
                  <span className="gp-desc">{r.desc}</span>
                </div>
                <button type="button" className="gp-view" onClick={() => go(r.to)}>
                  {t('gifts.view')}
                </button>
              </li>
            ))}
          </ul>
        </div>
        <button type="button" className="gp-close" aria-label={t('gifts.close')} onClick={close}>
          <RoundClose />
        </button>
      </div>
    </Popup>
  );
}
