/** NiuShop's withdrawal detail (pages_tool/member/withdrawal_detail): the row is a page source. */
import type { ReactElement } from 'react';
import { date, EmptyState, formatMoney, navigation, useSourceStatus, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type WithdrawDetailProps } from './props.gen.ts';
import './withdraw-detail.css';

export type { WithdrawDetailProps };
export { defaults };

interface Detail {
  withdraw_no: string;
  apply_money: string;
  service_money: string;
  money: string;
  status: number;
  status_name: string;
  transfer_type_name: string;
  bank_name: string;
  account_number: string;
  apply_time: number;
  audit_time: number;
  payment_time: number;
  transfer_time: number;
  refuse_reason: string;
  fail_reason: string;
}

export default function WithdrawDetail({ props, node }: WidgetProps<WithdrawDetailProps>): ReactElement {
  const { t } = useTexts('wallet');
  const status = useSourceStatus(props.source ?? '');
  const d = (props.detail && typeof props.detail === 'object' && 'withdraw_no' in props.detail ? props.detail : null) as Detail | null;
  if (!d) {
    const failed = !props.source || status.status === 'error' || status.status === 'skipped' || status.status === 'ready';
    return <div className="wdd" data-node-id={node.id} aria-busy={!failed}>{failed ? <EmptyState text={t('withdraw.notFound')} buttonText={t('apply.records')} onButton={() => navigation.redirect(props.recordsPath || '/pages_tool/member/withdrawal')} /> : null}</div>;
  }
  const s = Number(d.status);
  const rows: Array<[string, string]> = [
    [t('withdraw.status'), d.status_name],
    [t('withdraw.no'), d.withdraw_no],
    [t('withdraw.fee'), `¥${formatMoney(d.service_money)}`],
    [t('withdraw.money'), `¥${formatMoney(d.money)}`],
    [t('withdraw.applyTime'), date(d.apply_time)],
  ];
  if (s !== 0 && Number(d.audit_time) > 0) rows.push([t('withdraw.auditTime'), date(d.audit_time)]);
  if (d.bank_name) rows.push([t('withdraw.bankName'), d.bank_name]);
  if (d.account_number) rows.push([t('withdraw.account'), d.account_number]);
  if (s === -1 && d.refuse_reason) rows.push([t('withdraw.refuse'), d.refuse_reason]);
  if (s === -2 && d.fail_reason) rows.push([t('withdraw.fail'), d.fail_reason]);
  if (s === 2) {
    rows.push([t('withdraw.transferType'), d.transfer_type_name]);
    rows.push([t('withdraw.transferTime'), date(d.payment_time || d.transfer_time)]);
  }
  return (
    <div className="wdd" data-node-id={node.id}>
      <section className="wdd-head">
        <div className="wdd-money" data-testid="wdd-money">
          ¥{formatMoney(d.apply_money)}
        </div>
        <div className={`wdd-status${s < 0 ? ' wdd-status--bad' : ''}`}>{d.status_name}</div>
      </section>
      <dl className="wdd-rows">
        {rows.map(([k, v]) => (
          <div key={k} className="wdd-row">
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
