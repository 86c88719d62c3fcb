/**
 * NiuShop's apply-withdrawal page. The withdrawable balance, the shop's rule and the default account
 * are page sources (the page refreshes them when it shows again, back from choosing an account);
 * the application is this widget's write. The server debits the balance in the
 * application's own transaction and judges the amount again: the checks here only say early what it
 * would refuse. The fee shown is the server's formula (round(amount × rate / 100) in fen).
 */
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { buildPath, formatFen, isSuccess, navigation, request, toast, toFen, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type WithdrawApplyFormProps } from './props.gen.ts';
import './withdraw-apply-form.css';

export type { WithdrawApplyFormProps };
export { defaults };

const APPLY_PATH = '/pages_tool/member/apply_withdrawal_new';
/** Money typed by the shopper: digits with at most two decimals. */
const AMOUNT = /^\d{1,8}(?:\.\d{1,2})?$/;

/** The fee of an amount (fen) at a percent rate, as the server computes it. */
export const feeOf = (amountFen: number, rate: number): number => Math.round((amountFen * rate) / 100);

interface Account {
  withdraw_type: string;
  realname: string;
  mobile: string;
  branch_bank_name: string;
  bank_account: string;
}

export default function WithdrawApplyForm({ props, node }: WidgetProps<WithdrawApplyFormProps>): ReactElement {
  const { t: ti } = useTexts('wallet');
  const t = (key: string, vars?: Record<string, unknown>) => ti(key, vars ?? {});
  const info = (props.info && typeof props.info === 'object' ? props.info : null) as { member_info?: { balance_money?: string }; config?: { is_use?: number; rate?: number; min?: string; max?: string } } | null;
  const account = (props.account && typeof props.account === 'object' && 'withdraw_type' in props.account ? props.account : null) as Account | null;
  const balanceFen = toFen(info?.member_info?.balance_money ?? 0);
  const rate = Math.max(0, Number(info?.config?.rate) || 0);
  const minFen = toFen(info?.config?.min ?? 0);
  const maxFen = toFen(info?.config?.max ?? 0);
  const off = info !== null && Number(info.config?.is_use) !== 1;
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  // The way on after a success waits for its toast; a form gone by then (the shopper left) goes nowhere.
  const leaving = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(leaving.current), []);
  // NiuShop: withdrawal switched off → say so and go to the member centre.
  const offText = t('apply.notEnabled');
  const memberPath = props.memberPath || '/pages/member/index';
  useEffect(() => {
    if (!off) return undefined;
    toast(offText);
    const timer = setTimeout(() => navigation.relaunch(memberPath), 1500);
    return () => clearTimeout(timer);
  }, [off, offText, memberPath]);

  const valid = AMOUNT.test(amount.trim());
  const amountFen = valid ? toFen(amount.trim()) : 0;
  const feeFen = feeOf(amountFen, rate);

  const submit = async () => {
    if (inFlight.current) return;
    if (!account) return toast(t('apply.needMethod'));
    const v = amount.trim();
    if (!v || Number(v) <= 0) return toast(t('apply.needAmount'));
    if (!valid) return toast(t('apply.badAmount'));
    if (amountFen > balanceFen) return toast(t('apply.overBalance'));
    if (amountFen < minFen) return toast(t('apply.belowMin'));
    if (maxFen > 0 && amountFen > maxFen) return toast(t('apply.aboveMax'));
    inFlight.current = true;
    setBusy(true);
    const res = await request('withdraw.apply', {
      apply_money: formatFen(amountFen),
      transfer_type: account.withdraw_type,
      realname: account.realname,
      mobile: account.mobile,
      bank_name: account.branch_bank_name,
      account_number: account.bank_account,
    }).catch(() => null);
    if (res && isSuccess(res)) {
      toast(t('apply.done'), 1500, 'success');
      leaving.current = setTimeout(() => navigation.redirect(props.recordsPath || '/pages_tool/member/withdrawal'), 1500);
      return;
    }
    inFlight.current = false;
    setBusy(false);
    if (res) toast(res.message);
  };

  const chooseAccount = () => navigation.navigate(buildPath(props.accountPath || '/pages_tool/member/account', { back: APPLY_PATH }));
  const typeName = account ? t(`types.${account.withdraw_type}`) : '';

  return (
    <div className="waa" data-node-id={node.id} aria-busy={info === null}>
      <button type="button" className="waa-to" onClick={chooseAccount} data-testid="waa-to">
        {account ? (
          <span className="waa-to-text">
            <span className="waa-to-label">{t('apply.to')}</span>
            <strong>
              {typeName} {account.withdraw_type === 'wechatpay' ? t('account.wechatWallet') : account.bank_account}
            </strong>
            {account.withdraw_type === 'bank' ? <span className="waa-to-sub">{account.branch_bank_name}</span> : null}
          </span>
        ) : (
          <span className="waa-to-text">
            <strong>{t('apply.addMethod')}</strong>
          </span>
        )}
        <span className="waa-arrow" aria-hidden="true">
          ›
        </span>
      </button>
      <section className="waa-card">
        <label className="waa-label" htmlFor={`${node.id}-amount`}>
          {t('apply.amount')}
        </label>
        <div className="waa-amount">
          <span aria-hidden="true">¥</span>
          <input id={`${node.id}-amount`} name="apply_money" inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value.replace(/[^\d.]/g, '').slice(0, 11))} placeholder={t('apply.amountPlaceholder')} />
        </div>
        <div className="waa-balance">
          <span data-testid="waa-withdrawable">{t('apply.withdrawable', { money: formatFen(balanceFen) })}</span>
          <button type="button" className="waa-all" onClick={() => setAmount(maxFen > 0 ? formatFen(Math.min(balanceFen, maxFen)) : formatFen(balanceFen))}>
            {t('apply.all')}
          </button>
        </div>
        <p className="waa-rule">
          {t('apply.rule', { min: formatFen(minFen), rate })}
          {maxFen > 0 ? `${t('recharge.sep')}${t('apply.ruleMax', { max: formatFen(maxFen) })}` : ''}
        </p>
        {amountFen > 0 ? (
          <dl className="waa-fee" data-testid="waa-fee">
            <div>
              <dt>{t('apply.fee')}</dt>
              <dd>¥{formatFen(feeFen)}</dd>
            </div>
            <div>
              <dt>{t('apply.arrive')}</dt>
              <dd>¥{formatFen(Math.max(0, amountFen - feeFen))}</dd>
            </div>
          </dl>
        ) : null}
      </section>
      <button type="button" className="waa-submit" onClick={() => void submit()} disabled={busy || !(Number(amount.trim()) > 0) || off}>
        {t('apply.submit')}
      </button>
      <button type="button" className="waa-records" onClick={() => navigation.navigate(props.recordsPath || '/pages_tool/member/withdrawal')}>
        {t('apply.records')}
      </button>
    </div>
  );
}
