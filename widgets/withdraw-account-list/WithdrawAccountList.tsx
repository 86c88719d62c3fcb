/**
 * NiuShop's withdrawal accounts (pages_tool/member/account). The rows are a page source; choosing a
 * default and deleting are emitted (`setDefault`, `remove` with `{id}`) for the page's actions, which
 * write and refresh the source. Opened with `back` (from the apply page) choosing an account is
 * emitted as `choose` (`{id, back}`): the page makes it the default and returns there (the apply
 * page withdraws to the default account and refreshes it when shown again).
 */
import { useState, type ReactElement } from 'react';
import { buildPath, EmptyState, navigation, useSourceStatus, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type WithdrawAccountListProps } from './props.gen.ts';
import './withdraw-account-list.css';

export type { WithdrawAccountListProps };
export { defaults };

export interface AccountRow {
  id: number;
  realname: string;
  mobile: string;
  withdraw_type: string;
  withdraw_type_name?: string;
  branch_bank_name: string;
  bank_account: string;
  is_default: number;
}

/** The type's mark: the first character of its name in the reader's language (银 / 支 / 微, B / A / W). */
export function TypeIcon({ type }: { type: string }): ReactElement {
  const { t } = useTexts('wallet');
  const known = type === 'alipay' || type === 'wechatpay' ? type : 'bank';
  const colour = known === 'alipay' ? '#1677ff' : known === 'wechatpay' ? '#09bb07' : '#f0a020';
  const letter = Array.from(t(`types.${known}`))[0] ?? '';
  return (
    <span className="wal-icon" style={{ background: colour }} aria-hidden="true">
      {letter}
    </span>
  );
}

export default function WithdrawAccountList({ props, node, emit }: WidgetProps<WithdrawAccountListProps>): ReactElement {
  const { t: ti } = useTexts('wallet');
  const t = (key: string, vars?: Record<string, unknown>) => ti(key, vars ?? {});
  const items = (Array.isArray(props.items) ? props.items : []) as unknown as AccountRow[];
  const source = props.source ?? '';
  const status = useSourceStatus(source);
  const back = String(props.back ?? '').trim();
  const editPath = props.editPath || '/pages_tool/member/account_edit';
  const [busyId, setBusyId] = useState(0);

  const choose = async (a: AccountRow) => {
    if (busyId) return;
    if (Number(a.is_default) === 1) {
      if (back) navigation.backOr(back);
      return;
    }
    setBusyId(a.id);
    await emit(back ? 'choose' : 'setDefault', back ? { id: a.id, back } : { id: a.id });
    setBusyId(0);
  };

  const form = (id?: number) => navigation.navigate(buildPath(editPath, { id, back: back || undefined }));
  const loading = source !== '' && (status.status === 'loading' || status.status === 'idle') && items.length === 0;

  return (
    <div className="wal" data-node-id={node.id}>
      {back && items.length ? <div className="wal-tip">{t('account.chooseTip')}</div> : null}
      {items.length ? (
        <ul className="wal-list">
          {items.map((a) => {
            const isDefault = Number(a.is_default) === 1;
            const typeName = t(`types.${a.withdraw_type}`);
            return (
              <li key={a.id} className="wal-card" data-account-id={a.id}>
                <button type="button" className="wal-main" onClick={() => void choose(a)} disabled={!back} aria-label={back ? `${typeName} ${a.realname} ${a.mobile}` : undefined}>
                  <TypeIcon type={a.withdraw_type} />
                  <span className="wal-text">
                    <span className="wal-who">
                      <strong>{typeName}</strong>
                      <span>{a.realname}</span>
                      <span>{a.mobile}</span>
                    </span>
                    {a.withdraw_type === 'bank' ? <span className="wal-line">{t('account.bankName', { name: a.branch_bank_name })}</span> : null}
                    {a.withdraw_type === 'wechatpay' ? <span className="wal-line">{t('account.wechatWallet')}</span> : <span className="wal-line">{t('account.accountNo', { no: a.bank_account })}</span>}
                  </span>
                </button>
                <div className="wal-foot">
                  <button type="button" role="switch" aria-checked={isDefault} className="wal-default" onClick={() => void choose(a)} disabled={busyId !== 0}>
                    <span className={`wal-switch${isDefault ? ' wal-switch--on' : ''}`} aria-hidden="true" />
                    {isDefault ? t('account.isDefault') : t('account.setDefault')}
                  </button>
                  <button type="button" className="wal-op" onClick={() => form(a.id)}>
                    {t('account.edit')}
                  </button>
                  {isDefault ? null : (
                    <button type="button" className="wal-op" onClick={() => void emit('remove', { id: a.id })}>
                      {t('account.delete')}
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      ) : loading ? (
        <div className="wal-loading" aria-busy="true" />
      ) : (
        <EmptyState text={t('account.empty')} buttonText={false} />
      )}
      <div className="wal-bar-spacer" />
      <div className="wal-bar">
        <button type="button" className="wal-add" onClick={() => form()}>
          {t('account.add')}
        </button>
      </div>
    </div>
  );
}
