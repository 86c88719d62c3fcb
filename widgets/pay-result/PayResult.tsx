import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { call, formatFen, getActionEnv, isSuccess, loadMember, payTotalFen, toastFailure, toFen, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type PayResultProps } from './props.gen.ts';
import './pay-result.css';

export type { PayResultProps };
export { defaults };

interface PayStatus {
  out_trade_no: string;
  pay_status: number;
  pay_money: string;
  balance?: string;
  balance_money?: string;
  event?: string;
}

/** The result button's text per pay event (where it leads is the server's: outTradeNoToOrderDetailPath). */
const VIEW_KEY: Record<string, string> = { MemberrechargeOrderPayNotify: 'viewRecharge' };

type Phase = 'checking' | 'paid' | 'doing' | 'unpaid' | 'closed' | 'missing' | 'failed';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function Tick(): ReactElement {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" d="m5 12.5 4.5 4.5L19 7.5" />
    </svg>
  );
}
function Clock(): ReactElement {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <path fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" d="M12 7.5V12l3 2" />
    </svg>
  );
}
function Cross(): ReactElement {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" d="m7 7 10 10M17 7 7 17" />
    </svg>
  );
}

export default function PayResult({ props, node, emit }: WidgetProps<PayResultProps>): ReactElement {
  const { t: ti } = useTexts('pay');
  const t = (key: string, vars?: Record<string, unknown>) => ti(key, vars ?? {});
  const code = String(props.code ?? '').trim();
  const [phase, setPhase] = useState<Phase>(code ? 'checking' : 'missing');
  const [info, setInfo] = useState<PayStatus | null>(null);
  const run = useRef(0);
  const emitRef = useRef(emit);
  useEffect(() => {
    emitRef.current = emit;
  });

  /** Reads the status until it is final, or `maxPolls` reads said "not yet". */
  const poll = useCallback(async () => {
    if (!code) return;
    const mine = ++run.current;
    const tries = Math.max(1, props.maxPolls ?? 8);
    const interval = Math.max(200, props.pollIntervalMs ?? 1000);
    for (let i = 0; i < tries; i++) {
      if (i > 0) await wait(interval);
      if (mine !== run.current) return;
      const res = await call<PayStatus>('pay.status', { out_trade_no: code }, { method: 'GET' });
      if (mine !== run.current) return;
      if (!res) continue; // transport failure: told already; try again
      if (!isSuccess(res) || !res.data) {
        toastFailure(res);
        setPhase('failed');
        return;
      }
      const status = Number(res.data.pay_status);
      setInfo(res.data);
      if (status === 2) {
        setPhase('paid');
        void loadMember(); // balance and points changed
        void emitRef.current('paid', { out_trade_no: code }); // the page reads what came with it (the spending reward)
        return;
      }
      if (status < 0) return setPhase('closed');
      if (status === 1) return setPhase('doing');
    }
    if (mine === run.current) setPhase('unpaid');
  }, [code, props.maxPolls, props.pollIntervalMs]);

  useEffect(() => {
    const runRef = run;
    void Promise.resolve().then(() => poll());
    return () => {
      runRef.current += 1; // stop polling when the page goes
    };
  }, [poll]);

  const refresh = () => {
    setPhase('checking');
    void poll();
  };
  const viewOrder = async () => {
    const res = await call<string>('pay.orderDetailPath', { out_trade_no: code });
    if (res && isSuccess(res) && typeof res.data === 'string' && res.data) getActionEnv().navigator.redirect(res.data);
    else toastFailure(res);
  };
  const home = () => getActionEnv().navigator.relaunch(props.homePath || '/');

  const titles: Record<Phase, string> = {
    checking: t('result.checking'),
    paid: t('result.paid'),
    doing: t('result.doing'),
    unpaid: t('result.unpaid'),
    closed: t('closed'),
    missing: t('result.missing'),
    failed: t('noPayInfo'),
  };
  const tips: Partial<Record<Phase, string>> = { doing: t('result.doingTip'), unpaid: t('result.unpaidTip'), closed: t('result.closedTip') };
  // Paid: what the shopper paid (due + balance); otherwise what is still due.
  const amountFen = info ? (phase === 'paid' ? payTotalFen(info) : toFen(info.pay_money)) : 0;

  return (
    <div className={`pr pr--${phase}`} data-node-id={node.id} data-phase={phase} aria-live="polite">
      <div className="pr-icon">{phase === 'checking' ? <span className="pr-spinner" /> : phase === 'paid' ? <Tick /> : phase === 'doing' || phase === 'unpaid' ? <Clock /> : <Cross />}</div>
      <div className="pr-title" role="status" data-testid="pr-title">
        {titles[phase]}
      </div>
      {tips[phase] ? <div className="pr-tip">{tips[phase]}</div> : null}
      {info && phase !== 'checking' && phase !== 'failed' ? (
        <div className="pr-amount">
          {phase === 'paid' ? t('result.amount') : t('amountLabel')}
          <strong data-testid="pr-amount">¥{formatFen(amountFen)}</strong>
        </div>
      ) : null}
      {phase === 'unpaid' ? (
        <button type="button" className="pr-refresh" onClick={refresh}>
          {t('result.refresh')}
        </button>
      ) : null}
      <div className="pr-actions">
        {code ? (
          <button type="button" className="pr-btn" onClick={() => void viewOrder()}>
            {t((info?.event && VIEW_KEY[info.event]) || 'viewOrder')}
          </button>
        ) : null}
        <button type="button" className="pr-btn pr-btn--primary" onClick={home}>
          {t('backHome')}
        </button>
      </div>
    </div>
  );
}
