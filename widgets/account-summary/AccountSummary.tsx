/**
 * The balance and points summaries of the member centre (NiuShop pages_tool/member/balance and
 * pages_tool/member/point). Numbers come from the page's data source; every way out is an event
 * the page maps to a navigation.
 */
import type { ReactElement, ReactNode } from 'react';
import { formatFen, toFen, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type AccountSummaryProps } from './props.gen.ts';
import './account-summary.css';

export type { AccountSummaryProps };
export { defaults };

/** Whole points: '12' / 12.0 → 12; anything else 0. */
export function points(v: unknown): number {
  const n = Number(v);
  return Number.isFinite(n) ? Math.trunc(n) : 0;
}

/** Account balance = stored + cash, two decimals. */
export function totalBalance(account: Record<string, unknown>): string {
  return formatFen(toFen(account.balance) + toFen(account.balance_money));
}

function Arrow(): ReactElement {
  return (
    <svg className="as-arrow" viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
      <path fill="currentColor" d="M9 5.5 15.5 12 9 18.5l-1.4-1.4 5.1-5.1-5.1-5.1L9 5.5Z" />
    </svg>
  );
}

function MenuRow({ label, onClick }: { label: string; onClick: () => void }): ReactElement {
  return (
    <li>
      <button type="button" className="as-menu-row" onClick={onClick}>
        <span>{label}</span>
        <Arrow />
      </button>
    </li>
  );
}

function Stat({ label, value, testId }: { label: string; value: ReactNode; testId: string }): ReactElement {
  return (
    <div className="as-stat">
      <strong data-testid={testId}>{value}</strong>
      <span>{label}</span>
    </div>
  );
}

export default function AccountSummary({ props, node, emit }: WidgetProps<AccountSummaryProps>): ReactElement {
  const { t } = useTexts('member');
  const account = (props.account && typeof props.account === 'object' ? props.account : {}) as Record<string, unknown>;
  const go = (event: string) => () => void emit(event, {});

  if (props.kind === 'point') {
    return (
      <div className="w-account-summary as as--point" data-node-id={node.id}>
        <section className="as-head">
          <div className="as-head-label">{t('summary.currentPoints')}</div>
          <div className="as-head-value" data-testid="as-point">{points(account.point)}</div>
          <div className="as-stats">
            <Stat label={t('summary.pointAll')} value={points(account.point_all)} testId="as-point-all" />
            <Stat label={t('summary.pointUse')} value={points(account.point_use)} testId="as-point-use" />
            <Stat label={t('summary.pointToday')} value={points(account.point_today)} testId="as-point-today" />
          </div>
        </section>
        <ul className="as-menu">
          <MenuRow label={t('summary.pointDetail')} onClick={go('detail')} />
          {props.showMall ? <MenuRow label={t('summary.pointMall')} onClick={go('mall')} /> : null}
        </ul>
        <section className="as-tasks">
          <h2>{t('summary.tasks')}</h2>
          {props.showSignin ? (
            <div className="as-task">
              <div>
                <div className="as-task-title">{t('summary.taskSignin')}</div>
                <div className="as-task-desc">{t('summary.taskSigninDesc')}</div>
              </div>
              <button type="button" className="as-task-btn" onClick={go('signin')}>
                {t('summary.taskSigninBtn')}
              </button>
            </div>
          ) : null}
          <div className="as-task">
            <div>
              <div className="as-task-title">{t('summary.taskShop')}</div>
              <div className="as-task-desc">{t('summary.taskShopDesc')}</div>
            </div>
            <button type="button" className="as-task-btn" onClick={go('shop')}>
              {t('summary.taskShopBtn')}
            </button>
          </div>
        </section>
      </div>
    );
  }

  return (
    <div className="w-account-summary as as--balance" data-node-id={node.id}>
      <section className="as-head">
        <div className="as-head-label">{t('summary.totalBalance')}</div>
        <div className="as-head-value" data-testid="as-balance-total">{totalBalance(account)}</div>
        <div className="as-stats">
          <Stat label={t('summary.cashBalance')} value={formatFen(toFen(account.balance_money))} testId="as-balance-money" />
          <Stat label={t('summary.storedBalance')} value={formatFen(toFen(account.balance))} testId="as-balance" />
        </div>
        {props.showRecharge || props.showWithdraw ? (
          <div className="as-actions">
            {props.showRecharge ? (
              <button type="button" className="as-btn as-btn--main" onClick={go('recharge')}>
                {t('summary.recharge')}
              </button>
            ) : null}
            {props.showWithdraw ? (
              <button type="button" className="as-btn" onClick={go('withdraw')}>
                {t('summary.withdraw')}
              </button>
            ) : null}
          </div>
        ) : null}
      </section>
      <p className="as-note">{t('summary.balanceNote')}</p>
      <ul className="as-menu">
        <MenuRow label={t('summary.balanceDetail')} onClick={go('detail')} />
        {props.showRecharge ? <MenuRow label={t('summary.rechargeRecords')} onClick={go('rechargeRecords')} /> : null}
      </ul>
    </div>
  );
}
