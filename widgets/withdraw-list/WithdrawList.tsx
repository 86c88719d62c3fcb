/** NiuShop's withdrawal records (pages_tool/member/withdrawal): the rows are a paged page source. */
import type { ReactElement } from 'react';
import { buildPath, date, EmptyState, formatMoney, navigation, PagedMore, pagedSettled, useSourceStatus, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type WithdrawListProps } from './props.gen.ts';
import './withdraw-list.css';

export type { WithdrawListProps };
export { defaults };

export interface WithdrawRow {
  id: number;
  transfer_type_name: string;
  apply_money: string;
  apply_time: number;
  status: number;
  status_name: string;
  refuse_reason?: string;
  fail_reason?: string;
}

/** Refused (-1) and failed (-2) read in red. */
export const isBad = (status: number): boolean => status < 0;

export default function WithdrawList({ props, node }: WidgetProps<WithdrawListProps>): ReactElement {
  const { t: ti } = useTexts('wallet');
  const t = (key: string, vars?: Record<string, unknown>) => ti(key, vars ?? {});
  const items = (Array.isArray(props.items) ? props.items : []) as unknown as WithdrawRow[];
  const status = useSourceStatus(props.pagedSource ?? '');
  const settled = pagedSettled(props.pagedSource, status);
  const detailPath = props.detailPath || '/pages_tool/member/withdrawal_detail';

  return (
    <div className="wdl" data-node-id={node.id} aria-busy={!settled && items.length === 0}>
      {items.length ? (
        <ul className="wdl-list">
          {items.map((w) => (
            <li key={w.id} data-testid="withdraw-row" data-status={w.status}>
              <button type="button" className="wdl-row" onClick={() => navigation.navigate(buildPath(detailPath, { id: w.id }))}>
                <span className="wdl-main">
                  <strong>{w.transfer_type_name}</strong>
                  <span className="wdl-time">{date(w.apply_time)}</span>
                  {Number(w.status) === -1 && w.refuse_reason ? <span className="wdl-reason">{t('withdraw.refuseReason', { reason: w.refuse_reason })}</span> : null}
                  {Number(w.status) === -2 && w.fail_reason ? <span className="wdl-reason">{t('withdraw.failReason', { reason: w.fail_reason })}</span> : null}
                </span>
                <span className="wdl-side">
                  <span className="wdl-money">¥{formatMoney(w.apply_money)}</span>
                  <span className={`wdl-status${isBad(Number(w.status)) ? ' wdl-status--bad' : ''}`}>{w.status_name}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : settled ? (
        <EmptyState text={t('withdraw.empty')} buttonText={false} />
      ) : null}
      <PagedMore source={props.pagedSource} count={items.length} />
    </div>
  );
}
