import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { call, currentPath, date, EmptyState, formatFen, getActionEnv, isSuccess, isWechatBrowser, leaveFor, newIdempotencyKey, pathWith, PayPasswordPopup, readStored, removeStored, resultReturnUrl, Switch, toastFailure, toFen, useTexts, type WidgetProps, writeStored, yuan } from '../../src/sdk/index.ts';
import { defaults, type PayPanelProps } from './props.gen.ts';
import './pay-panel.css';

export type { PayPanelProps };
export { defaults };

/** The pay row as /api/pay/info answers it (money as yuan strings). */
export interface PayInfo {
  out_trade_no: string;
  pay_body?: string;
  pay_money: string;
  pay_status: number;
  auto_close_time?: number;
  order_id?: number;
  /** 0 when the row's pay event takes no balance (a recharge). */
  balance_usable?: number;
}

/** Pay types this screen knows how to start (others are listed by name and sent as they are). */
const KNOWN_TYPES = ['devpay', 'wechatpay', 'alipay', 'offlinepay'];

type Phase = 'loading' | 'ready' | 'missing' | 'closed' | 'failed';

/**
 * NiuShop's pages_tool/pay/wx_pay: WeChat's browser will not open Alipay's pages, so an Alipay
 * payment started inside it goes to the guide (copy this pay page's link, open it in a browser).
 */
const WX_PAY_GUIDE = '/pages_tool/pay/wx_pay';

/** The pay number whose balance switch was on when the shopper left to set a pay password (h5_ storage). */
const BALANCE_RETURN_KEY = 'payBalanceReturn';

function PayTypeIcon({ type }: { type: string }): ReactElement {
  const colour = type === 'wechatpay' ? '#24af41' : type === 'alipay' ? '#00a0e9' : type === 'offlinepay' ? '#fa8c16' : '#5b6ee1';
  return (
    <span className="pp-type-icon" style={{ background: colour }} aria-hidden="true">
      {type === 'offlinepay' ? '¥' : type.slice(0, 1).toUpperCase()}
    </span>
  );
}

export default function PayPanel({ props, node }: WidgetProps<PayPanelProps>): ReactElement {
  const { t: ti } = useTexts('pay');
  const t = (key: string, vars?: Record<string, unknown>) => ti(key, vars ?? {});
  const outTradeNo = String(props.outTradeNo ?? '').trim();
  const cashier = props.mode === 'cashier';
  const resultPath = props.resultPath || '/pages_tool/pay/result';

  const [phase, setPhase] = useState<Phase>(outTradeNo ? 'loading' : 'missing');
  const [info, setInfo] = useState<PayInfo | null>(null);
  const [types, setTypes] = useState<string[]>([]);
  const [chosen, setChosen] = useState('');
  const [balanceShow, setBalanceShow] = useState(false);
  // The shop's setting (NiuShop's client always asks: absent counts as on).
  const [passwordRequired, setPasswordRequired] = useState(true);
  const [usable, setUsable] = useState(0);
  const [isBalance, setIsBalance] = useState(false);
  const [busy, setBusy] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const inFlight = useRef(false);
  // One key per payment attempt, kept for a retry after a lost answer, dropped once one arrives.
  const attemptKey = useRef('');

  const load = useCallback(async () => {
    if (!outTradeNo) return;
    const [infoRes, typeRes, balanceRes, usableRes] = await Promise.all([
      call<PayInfo>('pay.info', { out_trade_no: outTradeNo }),
      call<{ pay_type?: string }>('pay.type', undefined),
      cashier ? Promise.resolve(null) : call<{ balance_show?: number; pay_password_required?: number }>('pay.balanceConfig', undefined),
      cashier ? Promise.resolve(null) : call<{ usable_balance?: string }>('account.usableBalance', undefined),
    ]);
    if (!infoRes || !isSuccess(infoRes) || !infoRes.data) {
      toastFailure(infoRes);
      setPhase('failed');
      return;
    }
    const pay = infoRes.data;
    if (Number(pay.pay_status) === 2) {
      // Paid already (e.g. a second tab): the result page says so.
      getActionEnv().navigator.redirect(pathWith(resultPath, { code: outTradeNo }));
      return;
    }
    const list = String(typeRes && isSuccess(typeRes) ? (typeRes.data?.pay_type ?? '') : '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    setInfo(pay);
    setTypes(list);
    setChosen((c) => (c && list.includes(c) ? c : (list[0] ?? '')));
    setBalanceShow(Number(pay.balance_usable ?? 1) !== 0 && Boolean(balanceRes && isSuccess(balanceRes) && Number(balanceRes.data?.balance_show) === 1));
    setPasswordRequired(!(balanceRes && isSuccess(balanceRes) && Number(balanceRes.data?.pay_password_required) === 0));
    // Back from setting a pay password for this payment: the balance is chosen again.
    if (readStored<string>(BALANCE_RETURN_KEY) === outTradeNo) {
      removeStored(BALANCE_RETURN_KEY);
      setIsBalance(true);
    }
    setUsable(usableRes && isSuccess(usableRes) ? toFen(usableRes.data?.usable_balance) : 0);
    setPhase(Number(pay.pay_status) < 0 ? 'closed' : 'ready');
  }, [outTradeNo, cashier, resultPath]);

  useEffect(() => {
    let live = true;
    void Promise.resolve().then(() => (live ? load() : undefined));
    return () => {
      live = false;
    };
  }, [load]);

  // Back from a gateway's page through the browser's page cache: the page is usable again.
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (!e.persisted) return;
      inFlight.current = false;
      setBusy(false);
      void load();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [load]);

  const payFen = toFen(info?.pay_money);
  const deductFen = !cashier && balanceShow ? Math.min(usable, payFen) : 0;
  const useBalance = isBalance && deductFen > 0;
  const remainingFen = payFen - (useBalance ? deductFen : 0);

  /** To the pay-password page and back here, with the balance chosen again on return. */
  const setPasswordFirst = useCallback(async (): Promise<void> => {
    const env = getActionEnv();
    const go = await env.modal({ title: t('setPassword.title'), content: t('setPassword.content'), confirmText: t('setPassword.confirm'), cancelText: t('setPassword.cancel') });
    if (!go) return;
    writeStored(BALANCE_RETURN_KEY, outTradeNo);
    env.navigator.navigate(pathWith(props.payPasswordPath || '/pages_tool/member/pay_password', { back: currentPath() }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t is i18next's fixed function
  }, [outTradeNo, props.payPasswordPath]);

  const pay = useCallback(
    async (password?: string): Promise<boolean> => {
      if (!info || inFlight.current) return false;
      inFlight.current = true;
      setBusy(true);
      if (!attemptKey.current) attemptKey.current = newIdempotencyKey('pay');
      const params: Record<string, unknown> = {
        out_trade_no: info.out_trade_no,
        pay_type: remainingFen > 0 ? chosen : '',
        is_balance: useBalance ? 1 : 0,
        return_url: resultReturnUrl(resultPath, info.out_trade_no),
        idempotency_key: attemptKey.current,
      };
      if (password) params.pay_password = password;
      const res = await call<{ pay_success?: number; url?: string; redirect?: string; pay_type?: string }>('pay.pay', params);
      if (res) attemptKey.current = ''; // an answer arrived: the next attempt is a new one
      const env = getActionEnv();
      if (res && isSuccess(res)) {
        const data = res.data ?? {};
        if (Number(data.pay_success) === 1) {
          env.navigator.redirect(pathWith(resultPath, { code: info.out_trade_no }));
          return true;
        }
        if (data.url && (data.pay_type ?? chosen) === 'alipay' && isWechatBrowser()) {
          env.navigator.redirect(pathWith(WX_PAY_GUIDE, { code: info.out_trade_no }));
          return true;
        }
        if (data.url && leaveFor(data.url)) return true; // the gateway's checkout page
        if (data.pay_type === 'offlinepay' || chosen === 'offlinepay') {
          inFlight.current = false;
          setBusy(false);
          env.navigator.navigate(pathWith(props.offlinePath || '/pages_tool/pay/offlinepay', { outTradeNo: info.out_trade_no }));
          return true;
        }
      }
      inFlight.current = false;
      setBusy(false);
      // The server wants a pay password set first (the setting changed, or another device removed it).
      if (res && Number((res.data as { need_set_pay_password?: number } | null)?.need_set_pay_password) === 1) {
        setPasswordOpen(false);
        void setPasswordFirst();
        return false;
      }
      toastFailure(res);
      return false;
    },
    [info, chosen, useBalance, remainingFen, resultPath, props.offlinePath, setPasswordFirst],
  );

  const confirm = async () => {
    if (!info || inFlight.current || phase !== 'ready') return;
    const env = getActionEnv();
    if (remainingFen > 0 && !chosen) {
      env.toast(t('chooseType'));
      return;
    }
    if (useBalance && passwordRequired) {
      const res = await call<number>('member.isSetPayPassword', undefined);
      if (res && isSuccess(res) && Number(res.data) !== 1) {
        await setPasswordFirst();
        return;
      }
      if (!res || !isSuccess(res)) {
        toastFailure(res);
        return;
      }
      setPasswordOpen(true);
      return;
    }
    void pay();
  };

  const viewOrder = async () => {
    const res = await call<string>('pay.orderDetailPath', { out_trade_no: outTradeNo });
    if (res && isSuccess(res) && typeof res.data === 'string' && res.data) getActionEnv().navigator.redirect(res.data);
    else toastFailure(res);
  };

  if (phase === 'missing' || phase === 'failed') {
    return (
      <div className="pp" data-node-id={node.id}>
        <EmptyState text={t('noPayInfo')} />
      </div>
    );
  }
  if (phase === 'loading' || !info) {
    return <div className="pp pp--loading" data-node-id={node.id} aria-busy="true" />;
  }

  return (
    <div className={`pp${cashier ? ' pp--cashier' : ''}`} data-node-id={node.id}>
      <div className="pp-head">
        {cashier && info.pay_body ? <div className="pp-body-text">{info.pay_body}</div> : <div className="pp-label">{t('amountLabel')}</div>}
        <div className="pp-amount" data-testid="pp-amount">
          <small>¥</small>
          {yuan(info.pay_money)}
        </div>
        {phase === 'closed' ? <div className="pp-closed">{t('closed')}</div> : null}
        {phase === 'ready' && info.auto_close_time ? <div className="pp-close-time">{t('closeTime', { time: date(info.auto_close_time, 'MM-DD HH:mm') })}</div> : null}
      </div>

      {phase === 'ready' ? (
        <>
          <div className="pp-card">
            {deductFen > 0 ? (
              <div className="pp-item">
                <span className="pp-type-icon pp-type-icon--balance" aria-hidden="true">
                  ¥
                </span>
                <span className="pp-item-name">
                  {t('balance.label')}
                  <small>{isBalance ? t('balance.deduct', { money: formatFen(deductFen) }) : t('balance.usable', { money: formatFen(usable) })}</small>
                </span>
                <Switch checked={isBalance} onChange={setIsBalance} label={t('balance.label')} disabled={busy} />
              </div>
            ) : null}
            {remainingFen > 0 ? (
              types.length ? (
                <div role="radiogroup" aria-label={t('types.title')}>
                  {types.map((type) => (
                    <button key={type} type="button" role="radio" aria-checked={chosen === type} className="pp-item pp-item--type" onClick={() => setChosen(type)} disabled={busy}>
                      <PayTypeIcon type={type} />
                      <span className="pp-item-name">{KNOWN_TYPES.includes(type) ? t(`types.${type}`) : type}</span>
                      <span className={`pp-radio${chosen === type ? ' pp-radio--on' : ''}`} aria-hidden="true" />
                    </button>
                  ))}
                </div>
              ) : (
                <div className="pp-empty">{t('types.empty')}</div>
              )
            ) : null}
          </div>
          {useBalance && remainingFen > 0 ? <div className="pp-remaining">{t('remaining', { money: formatFen(remainingFen) })}</div> : null}
          <div className="pp-actions">
            <button type="button" className="pp-btn pp-btn--primary" onClick={() => void confirm()} disabled={busy}>
              {busy ? t('paying') : t('confirm')}
            </button>
            {!cashier ? (
              <button type="button" className="pp-btn" onClick={() => void viewOrder()}>
                {t('viewOrder')}
              </button>
            ) : null}
          </div>
        </>
      ) : (
        <div className="pp-actions">
          <button type="button" className="pp-btn" onClick={() => void viewOrder()}>
            {t('viewOrder')}
          </button>
        </div>
      )}

      <PayPasswordPopup
        open={passwordOpen}
        amount={formatFen(deductFen)}
        onClose={() => setPasswordOpen(false)}
        onSubmit={async (pw) => {
          const ok = await pay(pw);
          if (ok) setPasswordOpen(false);
          return ok;
        }}
        onForgot={() => {
          setPasswordOpen(false);
          writeStored(BALANCE_RETURN_KEY, outTradeNo);
          getActionEnv().navigator.navigate(pathWith(props.payPasswordPath || '/pages_tool/member/pay_password', { back: currentPath() }));
        }}
      />
    </div>
  );
}
