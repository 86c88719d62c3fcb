/** The pieces of the confirm page: address / store card, delivery tabs, goods, switch rows, coupon and store popups, totals. */
import { useState, type ReactElement, type ReactNode } from 'react';
import { date, img, Popup, Switch, toFen, yuan } from '../../src/sdk/index.ts';
import { specText, type Address, type CalcData, type Coupon, type DeliveryType, type GoodsLine, type Store } from './checkout.ts';

export type T = (key: string, vars?: Record<string, unknown>) => string;

function LocationIcon(): ReactElement {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path fill="currentColor" d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
    </svg>
  );
}

function StoreIcon(): ReactElement {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path fill="currentColor" d="M4 4h16l1 5a3 3 0 0 1-2 2.8V20H5v-8.2A3 3 0 0 1 3 9l1-5Zm3 9v5h4v-5H7Zm6 0v3h4v-3h-4Z" />
    </svg>
  );
}

export function DeliveryTabs({ types, current, onChange, t }: { types: DeliveryType[]; current: string; onChange: (name: string) => void; t: T }): ReactElement {
  return (
    <div className="oc-tabs" role="tablist">
      {types.map((d) => (
        <button
          key={d.name}
          type="button"
          role="tab"
          aria-selected={d.name === current}
          className={`oc-tab${d.name === current ? ' oc-tab--on' : ''}`}
          onClick={() => d.name !== current && onChange(d.name)}
        >
          {d.title || t(`delivery.${d.name}`, { defaultValue: d.name })}
        </button>
      ))}
    </div>
  );
}

export function AddressCard({ address, onClick, t, attached }: { address: Address | null; onClick: () => void; t: T; attached: boolean }): ReactElement {
  return (
    <button type="button" className={`oc-card oc-address${attached ? ' oc-card--attached' : ''}`} onClick={onClick} data-testid="oc-address">
      <span className="oc-address-icon">
        <LocationIcon />
      </span>
      {address ? (
        <span className="oc-address-body">
          <span className="oc-address-who">
            <strong>{address.name}</strong>
            <span>{address.mobile}</span>
          </span>
          <span className="oc-address-text">
            {address.full_address} {address.address}
          </span>
        </span>
      ) : (
        <span className="oc-address-body oc-address-empty">{t('addAddress')}</span>
      )}
      <span className="oc-arrow" aria-hidden="true">›</span>
      <span className="oc-address-stripe" aria-hidden="true" />
    </button>
  );
}

export function StoreCard({ store, onClick, t, attached }: { store: Store | null; onClick: () => void; t: T; attached: boolean }): ReactElement {
  return (
    <button type="button" className={`oc-card oc-address${attached ? ' oc-card--attached' : ''}`} onClick={onClick} data-testid="oc-store">
      <span className="oc-address-icon">
        <StoreIcon />
      </span>
      {store ? (
        <span className="oc-address-body">
          <span className="oc-address-who">
            <strong>{store.store_name}</strong>
          </span>
          <span className="oc-address-text">
            {(store.full_address ?? '').replace(/,/g, ' ')} {store.address}
          </span>
          {store.open_date ? <span className="oc-address-text">{t('store.openDate', { text: store.open_date })}</span> : null}
        </span>
      ) : (
        <span className="oc-address-body oc-address-empty">{t('store.choose')}</span>
      )}
      <span className="oc-arrow" aria-hidden="true">›</span>
    </button>
  );
}

/** The goods lines; `form` renders what goes under a line (its goods form), when it has one. */
export function GoodsLines({ lines, form }: { lines: GoodsLine[]; form?: (line: GoodsLine) => ReactNode }): ReactElement {
  return (
    <ul className="oc-card oc-goods">
      {lines.map((l) => {
        const spec = specText(l);
        const below = form ? form(l) : null;
        return (
          <li key={l.sku_id} className="oc-line" data-sku-id={l.sku_id}>
            <img className="oc-line-img" src={img(l.sku_image, 'mid')} alt="" width={80} height={80} loading="lazy" />
            <div className="oc-line-info">
              <div className="oc-line-name">{l.goods_name || l.sku_name}</div>
              {spec ? <div className="oc-line-spec">{spec}</div> : null}
              <div className="oc-line-foot">
                <span className="oc-price">¥{yuan(l.price)}</span>
                <span className="oc-line-num">×{l.num}</span>
              </div>
            </div>
            {below ? <div className="oc-line-form">{below}</div> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** An options row with a switch (points, balance): label, the server's description, the switch. */
export function SwitchRow({ label, desc, checked, onChange, disabled }: { label: string; desc: string; checked: boolean; onChange: (on: boolean) => void; disabled: boolean }): ReactElement {
  return (
    <div className="oc-row">
      <span className="oc-row-label">{label}</span>
      <span className="oc-row-value oc-row-desc">{desc}</span>
      <Switch checked={checked} onChange={onChange} label={label} disabled={disabled} />
    </div>
  );
}

export function Totals({ calc, t }: { calc: CalcData; t: T }): ReactElement {
  const rows: Array<[string, string, string]> = [['goodsMoney', `¥${yuan(calc.goods_money)}`, 'goods_money']];
  if (calc.delivery?.delivery_type !== 'store' || toFen(calc.delivery_money) > 0) rows.push(['deliveryMoney', `+¥${yuan(calc.delivery_money)}`, 'delivery_money']);
  if (toFen(calc.coupon_money) > 0) rows.push(['couponMoney', `-¥${yuan(calc.coupon_money)}`, 'coupon_money']);
  if (toFen(calc.point_money) > 0) rows.push(['pointMoney', `-¥${yuan(calc.point_money)}`, 'point_money']);
  if (toFen(calc.balance_money) > 0) rows.push(['balanceMoney', `-¥${yuan(calc.balance_money)}`, 'balance_money']);
  return (
    <dl className="oc-card oc-totals">
      {rows.map(([key, text, field]) => (
        <div key={key} className="oc-total" data-field={field}>
          <dt>{t(`totals.${key}`)}</dt>
          <dd>{text}</dd>
        </div>
      ))}
    </dl>
  );
}

function couponValue(c: Coupon, t: T): string {
  return c.type === 'discount' ? t('coupon.discount', { n: Number(c.discount) }) : `¥${yuan(c.money)}`;
}

export function CouponPopup({
  open,
  coupons,
  current,
  onClose,
  onChoose,
  t,
}: {
  open: boolean;
  coupons: Coupon[];
  current: number;
  onClose: () => void;
  onChoose: (couponId: number) => void;
  t: T;
}): ReactElement {
  const [picked, setPicked] = useState(current);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setPicked(current);
  }
  return (
    <Popup open={open} onClose={onClose} title={t('coupon.popupTitle')} className="oc-popup">
      <ul className="oc-coupons" role="radiogroup" aria-label={t('coupon.popupTitle')}>
        {coupons.map((c) => (
          <li key={c.coupon_id}>
            <button type="button" role="radio" aria-checked={picked === c.coupon_id} className={`oc-coupon${picked === c.coupon_id ? ' oc-coupon--on' : ''}`} onClick={() => setPicked(c.coupon_id)}>
              <span className="oc-coupon-value">{couponValue(c, t)}</span>
              <span className="oc-coupon-info">
                <strong>{c.coupon_name}</strong>
                <span>{toFen(c.at_least) > 0 ? t('coupon.threshold', { money: yuan(c.at_least) }) : t('coupon.noThreshold')}</span>
                {c.end_time ? <span>{t('coupon.validUntil', { date: date(c.end_time, 'YYYY-MM-DD') })}</span> : null}
              </span>
              <span className="oc-coupon-save">{t('coupon.saves', { money: yuan(c.coupon_money) })}</span>
            </button>
          </li>
        ))}
        <li>
          <button type="button" role="radio" aria-checked={picked === 0} className={`oc-coupon oc-coupon--none${picked === 0 ? ' oc-coupon--on' : ''}`} onClick={() => setPicked(0)}>
            {t('coupon.notUsed')}
          </button>
        </li>
      </ul>
      <div className="oc-popup-foot">
        <button type="button" className="oc-submit oc-submit--block" onClick={() => onChoose(picked)}>
          {t('coupon.confirm')}
        </button>
      </div>
    </Popup>
  );
}

export function StorePopup({
  open,
  stores,
  current,
  onClose,
  onChoose,
  t,
}: {
  open: boolean;
  stores: Store[];
  current: number;
  onClose: () => void;
  onChoose: (storeId: number) => void;
  t: T;
}): ReactElement {
  return (
    <Popup open={open} onClose={onClose} title={t('store.popupTitle')} className="oc-popup">
      {stores.length ? (
        <ul className="oc-stores" role="radiogroup" aria-label={t('store.popupTitle')}>
          {stores.map((s) => (
            <li key={s.store_id}>
              <button type="button" role="radio" aria-checked={current === s.store_id} className={`oc-store${current === s.store_id ? ' oc-store--on' : ''}`} onClick={() => onChoose(s.store_id)}>
                <strong>{s.store_name}</strong>
                <span>
                  {(s.full_address ?? '').replace(/,/g, ' ')} {s.address}
                </span>
                {s.open_date ? <span>{t('store.openDate', { text: s.open_date })}</span> : null}
                {s.telphone ? <span>{t('store.phone', { text: s.telphone })}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <div className="oc-stores-empty">{t('store.empty')}</div>
      )}
    </Popup>
  );
}
