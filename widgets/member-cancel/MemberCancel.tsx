/**
 * NiuShop's account cancellation (niushop-member-and-tools.md §1.15): one step per page, the data
 * are page sources; the application and its withdrawal are the member's own taps.
 */
import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { call, EmptyState, htmlToNodes, isSuccess, MEMBER_CENTRE_PATH, modal, navigation, toast, toastFailure, useMemberStore, useSourceStatus, useSourceStore, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type MemberCancelProps } from './props.gen.ts';
import './member-cancel.css';

export type { MemberCancelProps };
export { defaults };

const P = '/pages_tool/member/';
type Rec = Record<string, unknown>;
const rec = (v: unknown): Rec | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Rec) : null);
const num = (v: unknown): number => (Number.isFinite(Number(v)) ? Number(v) : 0);

/** Where an application's status leads (NiuShop's routing from the profile row). */
export function cancelPath(info: unknown): string {
  const r = rec(info);
  if (!r) return `${P}cancellation`;
  const s = num(r.status);
  return s === 0 ? `${P}cancelstatus` : s === 1 ? `${P}cancelsuccess` : `${P}cancelrefuse`;
}

export default function MemberCancel({ props, node }: WidgetProps<MemberCancelProps>): ReactElement {
  const { t } = useTexts('wallet');
  const status = useSourceStatus(props.source ?? '');
  const step = props.step ?? 'agreement';
  const failed = Boolean(props.source) && status.status === 'error';
  let body: ReactNode;
  if (failed) body = <EmptyState text={t('cancel.loadFailed')} />;
  else if (step === 'agreement') body = <Agreement doc={rec(props.agreement)} />;
  else if (step === 'assets') body = <Assets data={rec(props.assets)} />;
  else if (step === 'status') body = <Status info={props.info} ready={!props.source || status.status === 'ready'} />;
  else if (step === 'success') body = <Success />;
  else body = <Refuse info={rec(props.info)} />;
  return (
    <div className="mcl" data-node-id={node.id}>
      {body}
    </div>
  );
}

function Agreement({ doc }: { doc: Rec | null }): ReactElement {
  const { t } = useTexts('wallet');
  const [agreed, setAgreed] = useState(false);
  const next = () => {
    if (!agreed) return toast(t('cancel.agreeFirst'));
    navigation.navigate(`${P}assets`);
  };
  return (
    <>
      <article className="mcl-doc">
        {doc?.title ? <h2 className="mcl-doc-title">{String(doc.title)}</h2> : null}
        <div className="mcl-doc-body">{htmlToNodes(String(doc?.content ?? ''))}</div>
      </article>
      <div className="mcl-foot">
        <button type="button" role="checkbox" aria-checked={agreed} className="mcl-agree" onClick={() => setAgreed(!agreed)}>
          <span className={`mcl-tick${agreed ? ' mcl-tick--on' : ''}`} aria-hidden="true">
            {agreed ? '✓' : ''}
          </span>
          <span>{t('cancel.agreeTick')}</span>
        </button>
        <button type="button" className="mcl-btn mcl-btn--main" onClick={next}>
          {t('cancel.next')}
        </button>
      </div>
    </>
  );
}

function Assets({ data }: { data: Rec | null }): ReactElement {
  const { t } = useTexts('wallet');
  const [busy, setBusy] = useState(false);
  const m = rec(data?.member_info) ?? {};
  const account: Array<[string, string]> = [
    [t('cancel.point'), String(num(m.point))],
    [t('cancel.balanceMoney'), `¥${String(m.balance_money ?? '0.00')}`],
    [t('cancel.balance'), `¥${String(m.balance ?? '0.00')}`],
    [t('cancel.coupon'), String(num(data?.member_coupon_count))],
  ];
  if (num(m.balance_withdraw_apply) > 0) account.push([t('cancel.withdrawing'), `¥${String(m.balance_withdraw_apply)}`]);
  const orders: Array<[string, string]> = [
    [t('cancel.unpaid'), String(num(data?.order_unpaid_count))],
    [t('cancel.toSend'), String(num(data?.order_pay_count))],
    [t('cancel.toPick'), String(num(data?.order_pickup_count))],
    [t('cancel.shipped'), String(num(data?.order_delivery_count))],
    [t('cancel.refunding'), String(num(data?.order_refund_count))],
  ];
  const apply = async () => {
    if (busy || !(await modal({ title: t('cancel.riskTitle'), content: t('cancel.confirm') }))) return;
    setBusy(true);
    const res = await call<{ is_audit?: number }>('membercancel.apply', {});
    setBusy(false);
    if (!res || !isSuccess(res)) return toastFailure(res);
    // Without the shop's audit the account is already gone.
    navigation.redirect(num(res.data?.is_audit) === 0 ? `${P}cancelsuccess` : `${P}cancelstatus`);
  };
  return (
    <>
      <p className="mcl-risk">{t('cancel.risk')}</p>
      <Grid title={t('cancel.accountAssets')} rows={account} />
      <Grid title={t('cancel.orderAssets')} rows={orders} />
      <div className="mcl-foot mcl-foot--row">
        <button type="button" className="mcl-btn" onClick={() => navigation.backOr(`${P}cancellation`)}>
          {t('cancel.prev')}
        </button>
        <button type="button" className="mcl-btn mcl-btn--main" disabled={busy || !data} onClick={() => void apply()}>
          {t('cancel.apply')}
        </button>
      </div>
    </>
  );
}

function Grid({ title, rows }: { title: string; rows: Array<[string, string]> }): ReactElement {
  return (
    <section className="mcl-card">
      <h3 className="mcl-card-title">{title}</h3>
      <dl className="mcl-grid">
        {rows.map(([k, v]) => (
          <div key={k} className="mcl-cell">
            <dd>{v}</dd>
            <dt>{k}</dt>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Status({ info, ready }: { info: unknown; ready: boolean }): ReactElement | null {
  const { t } = useTexts('wallet');
  const r = rec(info);
  const pending = r !== null && num(r.status) === 0;
  useEffect(() => {
    if (ready && !pending) navigation.redirect(cancelPath(info));
  }, [ready, pending, info]);
  if (!pending) return null;
  const withdraw = async () => {
    if (!(await modal({ content: t('cancel.withdrawConfirm') }))) return;
    const res = await call('membercancel.cancelApply', {});
    if (!res || !isSuccess(res)) return toastFailure(res);
    toast(t('cancel.withdrawn'));
    navigation.relaunch(MEMBER_CENTRE_PATH);
  };
  const steps: Array<[string, string, boolean]> = [
    [t('cancel.step1'), t('cancel.step1Tip'), true],
    [t('cancel.step2'), t('cancel.step2Tip'), true],
    [t('cancel.step3'), t('cancel.step3Tip'), false],
  ];
  return (
    <>
      <ol className="mcl-steps">
        {steps.map(([title, tip, done], i) => (
          <li key={title} className={`mcl-step${done ? ' mcl-step--done' : ''}`}>
            <span className="mcl-step-no">{i + 1}</span>
            <div>
              <div className="mcl-step-title">{title}</div>
              <div className="mcl-step-tip">{tip}</div>
            </div>
          </li>
        ))}
      </ol>
      <div className="mcl-foot mcl-foot--row">
        <button type="button" className="mcl-btn" onClick={() => navigation.backOr(MEMBER_CENTRE_PATH)}>
          {t('cancel.back')}
        </button>
        <button type="button" className="mcl-btn mcl-btn--main" onClick={() => void withdraw()}>
          {t('cancel.withdraw')}
        </button>
      </div>
    </>
  );
}

function Success(): ReactElement {
  const { t } = useTexts('wallet');
  // The member no longer exists: the session ends here (token, member info).
  useEffect(() => {
    useMemberStore.getState().logout();
    useSourceStore.getState().setAuthInfo(null);
  }, []);
  return (
    <div className="mcl-result">
      <div className="mcl-result-icon mcl-result-icon--ok">✓</div>
      <h2>{t('cancel.success')}</h2>
      <p>{t('cancel.successTip')}</p>
      <button type="button" className="mcl-btn mcl-btn--main" onClick={() => navigation.relaunch('/pages/index/index')}>
        {t('cancel.done')}
      </button>
    </div>
  );
}

function Refuse({ info }: { info: Rec | null }): ReactElement {
  const { t } = useTexts('wallet');
  return (
    <div className="mcl-result">
      <div className="mcl-result-icon">!</div>
      <h2>{t('cancel.refused')}</h2>
      {info?.reason ? <p className="mcl-reason">{t('cancel.reason', { reason: String(info.reason) })}</p> : null}
      <div className="mcl-foot mcl-foot--row">
        <button type="button" className="mcl-btn" onClick={() => navigation.backOr(MEMBER_CENTRE_PATH)}>
          {t('cancel.back')}
        </button>
        <button type="button" className="mcl-btn mcl-btn--main" onClick={() => navigation.redirect(`${P}cancellation`)}>
          {t('cancel.again')}
        </button>
      </div>
    </div>
  );
}
