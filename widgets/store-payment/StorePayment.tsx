/**
 * The store payment hub (NiuShop pages_tool/store/store_payment): a balance hint, the store list,
 * the balance menu and the way to the pay code. No data of its own; every way out is an event the
 * page maps to a navigation.
 */
import type { ReactElement } from 'react';
import { useBuiltPath, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type StorePaymentProps } from './props.gen.ts';
import './store-payment.css';

export type { StorePaymentProps };
export { defaults };

/** NiuShop's store list; offered only once the shop has that page (never a dead link). */
export const STORE_LIST_PATH = '/pages_tool/store/list';

function Row({ label, onClick }: { label: string; onClick: () => void }): ReactElement {
  return (
    <li>
      <button type="button" className="sp-row" onClick={onClick}>
        <span>{label}</span>
        <svg className="sp-arrow" viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
          <path fill="currentColor" d="M9 5.5 15.5 12 9 18.5l-1.4-1.4 5.1-5.1-5.1-5.1L9 5.5Z" />
        </svg>
      </button>
    </li>
  );
}

export default function StorePayment({ props, node, emit }: WidgetProps<StorePaymentProps>): ReactElement {
  const { t } = useTexts('member');
  const built = useBuiltPath();
  const go = (event: string) => () => void emit(event, {});
  return (
    <div className="w-store-payment sp" data-node-id={node.id}>
      <p className="sp-hint">{t('storePayment.hint')}</p>
      {props.showStoreList && built(STORE_LIST_PATH) ? (
        <button type="button" className="sp-stores" onClick={go('storeList')}>
          {t('storePayment.storeList')}
        </button>
      ) : null}
      <ul className="sp-menu">
        {props.showRecharge ? <Row label={t('storePayment.recharge')} onClick={go('recharge')} /> : null}
        {props.showRecharge ? <Row label={t('storePayment.rechargeRecords')} onClick={go('rechargeRecords')} /> : null}
        <Row label={t('storePayment.balanceDetail')} onClick={go('balanceDetail')} />
        <Row label={t('storePayment.balance')} onClick={go('balance')} />
      </ul>
      <button type="button" className="sp-pay" onClick={go('pay')}>
        {t('storePayment.enter')}
      </button>
    </div>
  );
}
