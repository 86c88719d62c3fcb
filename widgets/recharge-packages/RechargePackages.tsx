/**
 * NiuShop's recharge page (pages_tool/recharge/list). Packages, the config and the balance are page
 * sources; creating the recharge order is this widget's write, and paying it is the payment page's
 * (the pay row's event, MemberrechargeOrderPayNotify, credits the balance once).
 */
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { buildPath, EmptyState, formatFen, formatMoney, isSuccess, navigation, Popup, request, toast, toFen, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type RechargePackagesProps } from './props.gen.ts';
import './recharge-packages.css';

export type { RechargePackagesProps };
export { defaults };

export interface RechargePackage {
  recharge_id: number;
  recharge_name: string;
  face_value: string;
  buy_price: string;
  point: number;
  growth: number;
  coupon_id: string;
  coupon_list?: unknown[];
}

/** Money typed by the shopper: digits with at most two decimals (NiuShop's keypad rules). */
export const AMOUNT = /^(?:0|[1-9]\d{0,7})(?:\.\d{1,2})?$/;

const couponCount = (p: RechargePackage): number => String(p.coupon_id ?? '').split(',').filter((s) => Number(s) > 0).length;

export default function RechargePackages({ props, node }: WidgetProps<RechargePackagesProps>): ReactElement {
  const { t: ti } = useTexts('wallet');
  const t = (key: string, vars?: Record<string, unknown>) => ti(key, vars ?? {});
  const packages = (Array.isArray(props.packages) ? props.packages : []) as unknown as RechargePackage[];
  const config = props.config && typeof props.config === 'object' ? (props.config as { is_use?: number; value?: { is_custom?: number; min?: string; max?: string } }) : null;
  const enabled = config ? Number(config.is_use) === 1 : true;
  const custom = Number(config?.value?.is_custom) === 1;
  const minFen = toFen(config?.value?.min ?? '0.01') || 1;
  const maxFen = toFen(config?.value?.max ?? '0');
  const [chosen, setChosen] = useState<number | null>(null);
  const [otherOpen, setOtherOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const current = packages.find((p) => p.recharge_id === chosen) ?? (chosen === null ? packages[0] : undefined);

  // NiuShop: recharge switched off → say so and leave.
  const off = config !== null && !enabled;
  const offText = t('recharge.notEnabled');
  useEffect(() => {
    if (!off) return undefined;
    toast(offText);
    const timer = setTimeout(() => navigation.back(), 1000);
    return () => clearTimeout(timer);
  }, [off, offText]);

  const gifts = (p: RechargePackage): string[] => {
    const out: string[] = [];
    if (Number(p.point) > 0) out.push(t('recharge.giftPoint', { n: p.point }));
    if (Number(p.growth) > 0) out.push(t('recharge.giftGrowth', { n: p.growth }));
    const n = couponCount(p);
    if (n > 0) out.push(t('recharge.giftCoupon', { n }));
    return out;
  };

  const create = async (params: Record<string, unknown>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    const res = await request<string>('memberrecharge.orderCreate', params).catch(() => null);
    inFlight.current = false;
    setBusy(false);
    if (!res) return;
    if (!isSuccess(res) || typeof res.data !== 'string' || !res.data) return toast(res.message);
    setOtherOpen(false);
    navigation.navigate(buildPath(props.payPath || '/pages_tool/pay/index', { code: res.data }));
  };

  const recharge = () => {
    if (!current) return toast(t('recharge.choose'));
    void create({ recharge_id: current.recharge_id });
  };

  const confirmOther = () => {
    const v = amount.trim();
    if (!v || Number(v) <= 0) return toast(t('recharge.needAmount'));
    if (!AMOUNT.test(v)) return toast(t('recharge.badAmount'));
    const fen = toFen(v);
    if (fen < minFen || (maxFen > 0 && fen > maxFen)) return toast(t('recharge.range', { min: formatFen(minFen), max: formatFen(maxFen) }));
    void create({ recharge_id: 0, face_value: formatFen(fen) });
  };

  const balance = formatMoney((props.account as { balance?: unknown } | null)?.balance ?? 0);

  return (
    <div className="rp" data-node-id={node.id}>
      <section className="rp-head">
        <div className="rp-head-label">{t('recharge.balance')}</div>
        <div className="rp-head-value" data-testid="rp-balance">
          {t('recharge.yuan', { money: balance })}
        </div>
      </section>
      {enabled ? (
        <>
          <div className="rp-grid" role="radiogroup" aria-label={t('recharge.submit')}>
            {packages.map((p) => {
              const on = current?.recharge_id === p.recharge_id;
              return (
                <button key={p.recharge_id} type="button" role="radio" aria-checked={on} className={`rp-tile${on ? ' rp-tile--on' : ''}`} onClick={() => setChosen(p.recharge_id)} data-recharge-id={p.recharge_id}>
                  <strong>{t('recharge.yuan', { money: formatMoney(p.face_value) })}</strong>
                  <span>{t('recharge.price', { money: formatMoney(p.buy_price) })}</span>
                </button>
              );
            })}
            {custom ? (
              <button type="button" className="rp-tile rp-tile--other" onClick={() => setOtherOpen(true)}>
                <strong>{t('recharge.other')}</strong>
              </button>
            ) : null}
          </div>
          {current ? (
            <p className="rp-note" data-testid="rp-note">
              {t('recharge.note', { face: formatMoney(current.face_value) })}
              {gifts(current).length ? `${t('recharge.sep')}${t('recharge.gift', { items: gifts(current).join(t('recharge.listSep')) })}` : ''}
            </p>
          ) : null}
          {packages.length === 0 && !custom ? <EmptyState text={t('recharge.notEnabled')} buttonText={false} /> : null}
          <section className="rp-notes">
            <h2>{t('recharge.notes')}</h2>
            <ol>
              {packages.map((p) =>
                gifts(p).length ? (
                  <li key={p.recharge_id}>
                    {t('recharge.noteLine', { name: p.recharge_name, gifts: t('recharge.gift', { items: gifts(p).join(t('recharge.listSep')) }) })}
                  </li>
                ) : null,
              )}
              <li>{t('recharge.notesAny')}</li>
            </ol>
          </section>
          <div className="rp-bar-spacer" />
          <div className="rp-bar">
            <button type="button" className="rp-records" onClick={() => navigation.navigate(props.recordsPath || '/pages_tool/recharge/order_list')}>
              {t('recharge.records')}
            </button>
            <button type="button" className="rp-submit" onClick={recharge} disabled={busy || !current}>
              {t('recharge.submit')}
            </button>
          </div>
        </>
      ) : null}
      <Popup open={otherOpen} onClose={() => setOtherOpen(false)} title={t('recharge.otherTitle')} className="rp-popup">
        <div className="rp-other">
          <label className="rp-other-input">
            <span aria-hidden="true">¥</span>
            <input name="face_value" inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value.replace(/[^\d.]/g, '').slice(0, 11))} placeholder={t('recharge.otherPlaceholder')} aria-label={t('recharge.otherTitle')} />
          </label>
          <p className="rp-other-limit">{t('recharge.limit', { min: formatFen(minFen), max: formatFen(maxFen) })}</p>
          <button type="button" className="rp-submit rp-submit--wide" onClick={confirmOther} disabled={busy}>
            {t('recharge.confirm')}
          </button>
        </div>
      </Popup>
    </div>
  );
}
