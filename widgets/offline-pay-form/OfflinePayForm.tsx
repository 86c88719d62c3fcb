import { useCallback, useEffect, useRef, useState, type ChangeEvent, type ReactElement } from 'react';
import { call, EmptyState, getActionEnv, goBack, img, isSuccess, toastFailure, upload, useTexts, type WidgetProps, yuan } from '../../src/sdk/index.ts';
import { defaults, type OfflinePayFormProps } from './props.gen.ts';
import './offline-pay-form.css';

export type { OfflinePayFormProps };
export { defaults };

type AccountKey = 'bank' | 'wechat' | 'alipay';
interface Account {
  key: AccountKey;
  status?: number | string;
  bank_name?: string;
  account_name?: string;
  account_number?: string;
  branch_name?: string;
  payment_code?: string;
}
interface OfflineRecord {
  status: number;
  imgs: string;
  desc: string;
  audit_remark?: string;
}
interface PayInfo {
  pay_money: string;
  pay_status: number;
  auto_close_time?: number;
}

const ACCOUNT_KEYS: AccountKey[] = ['bank', 'wechat', 'alipay'];

function two(n: number): string {
  return String(n).padStart(2, '0');
}
/** Seconds → "hh:mm:ss" (hours only when there are some). */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${h ? `${two(h)}:` : ''}${two(m)}:${two(s % 60)}`;
}

export default function OfflinePayForm({ props, node }: WidgetProps<OfflinePayFormProps>): ReactElement {
  const { t: ti } = useTexts('pay');
  const t = (key: string, vars?: Record<string, unknown>) => ti(key, vars ?? {});
  const outTradeNo = String(props.outTradeNo ?? '').trim();
  const max = Math.min(9, Math.max(1, props.maxImages ?? 5));

  const [phase, setPhase] = useState<'loading' | 'ready' | 'missing' | 'off'>(outTradeNo ? 'loading' : 'missing');
  const [accounts, setAccounts] = useState<Account[]>([]);
  const [active, setActive] = useState(0);
  const [pay, setPay] = useState<PayInfo | null>(null);
  const [record, setRecord] = useState<OfflineRecord | null>(null);
  const [editing, setEditing] = useState(true);
  const [imgs, setImgs] = useState<string[]>([]);
  const [desc, setDesc] = useState('');
  const [uploading, setUploading] = useState(0);
  const [busy, setBusy] = useState(false);
  const [left, setLeft] = useState<number | null>(null);
  const submitting = useRef(false);

  const load = useCallback(async () => {
    if (!outTradeNo) return;
    const [cfg, info, rec] = await Promise.all([
      call<{ value?: Record<string, unknown>; is_use?: number }>('offlinepay.config', undefined),
      call<PayInfo>('pay.info', { out_trade_no: outTradeNo }),
      call<OfflineRecord | null>('offlinepay.info', { out_trade_no: outTradeNo }),
    ]);
    const value = cfg && isSuccess(cfg) ? (cfg.data?.value ?? {}) : {};
    const list = ACCOUNT_KEYS.map((key) => ({ ...((value[key] ?? {}) as object), key }) as Account).filter((a) => Number(a.status) === 1);
    setAccounts(list);
    if (info && isSuccess(info) && info.data) {
      setPay(info.data);
      const close = Number(info.data.auto_close_time) || 0;
      const now = Number(info.timestamp) || Math.floor(Date.now() / 1000);
      setLeft(close > now ? close - now : null);
    } else toastFailure(info);
    const r = rec && isSuccess(rec) && rec.data ? rec.data : null;
    setRecord(r);
    if (r) {
      setImgs(r.imgs ? r.imgs.split(',').filter(Boolean) : []);
      setDesc(r.desc ?? '');
    }
    // A voucher waiting for review or approved is shown, not edited; a rejected one may be sent again.
    setEditing(!r || Number(r.status) === 2);
    setPhase(cfg && isSuccess(cfg) && Number(cfg.data?.is_use) === 1 && list.length ? 'ready' : 'off');
  }, [outTradeNo]);

  useEffect(() => {
    let live = true;
    void Promise.resolve().then(() => (live ? load() : undefined));
    return () => {
      live = false;
    };
  }, [load]);

  // The time left to pay, counting down each second.
  const counting = left !== null && left > 0 && editing;
  useEffect(() => {
    if (!counting) return undefined;
    const timer = setInterval(() => setLeft((s) => (s === null ? s : Math.max(0, s - 1))), 1000);
    return () => clearInterval(timer);
  }, [counting]);

  const addFiles = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.target;
    const files = [...(input.files ?? [])];
    input.value = '';
    const env = getActionEnv();
    const room = max - imgs.length - uploading;
    if (files.length > room) env.toast(t('offline.tooMany', { n: max }));
    const take = files.slice(0, Math.max(0, room));
    if (!take.length) return;
    setUploading((n) => n + take.length);
    for (const file of take) {
      let path = '';
      try {
        const res = await upload<{ pic_path?: string }>('offlinepay.uploadImg', file);
        if (isSuccess(res) && res.data?.pic_path) path = res.data.pic_path;
        else env.toast(res.message || t('offline.uploadFailed'));
      } catch {
        // the client told the network failure
      }
      setUploading((n) => n - 1);
      if (path) setImgs((list) => (list.length < max ? [...list, path] : list));
    }
  };

  const submit = async () => {
    if (submitting.current || uploading) return;
    const env = getActionEnv();
    if (!imgs.length) {
      env.toast(t('offline.needVoucher'));
      return;
    }
    submitting.current = true;
    setBusy(true);
    const res = await call('offlinepay.pay', { out_trade_no: outTradeNo, imgs: imgs.join(','), desc: desc.trim() });
    submitting.current = false;
    setBusy(false);
    if (res && isSuccess(res)) {
      env.toast(t('offline.submitted'), 1500, 'success');
      void load(); // the review status
      return;
    }
    toastFailure(res);
  };

  const back = () => goBack(1, props.fallbackPath || '/pages/order/list');

  if (phase === 'missing') {
    return (
      <div className="op" data-node-id={node.id}>
        <EmptyState text={t('noPayInfo')} />
      </div>
    );
  }
  if (phase === 'loading') return <div className="op op--loading" data-node-id={node.id} aria-busy="true" />;
  if (phase === 'off') {
    return (
      <div className="op" data-node-id={node.id}>
        <EmptyState text={t('offline.notConfigured')} buttonText={t('offline.back')} onButton={back} />
      </div>
    );
  }

  const account = accounts[Math.min(active, accounts.length - 1)];
  const status = record ? Number(record.status) : -1;

  return (
    <div className="op" data-node-id={node.id}>
      <section className="op-card op-amount">
        <div className="op-amount-label">{t('offline.amount')}</div>
        <div className="op-amount-value" data-testid="op-amount">
          <small>¥</small>
          {yuan(pay?.pay_money ?? '0')}
        </div>
        {editing && left !== null ? (
          <div className="op-left">
            {t('offline.remaining')} <span className="op-clock">{clock(left)}</span>
          </div>
        ) : null}
      </section>

      {record && !editing ? (
        <section className="op-card op-status" data-status={status} role="status" data-testid="op-status">
          <div className="op-status-title">{t('offline.statusTitle')}</div>
          <div className="op-status-text">{t(`offline.status${status}`, { defaultValue: '' })}</div>
        </section>
      ) : null}
      {record && editing && status === 2 ? (
        <section className="op-card op-status" data-status={status} role="status">
          <div className="op-status-text">{t('offline.status2')}</div>
          {record.audit_remark ? <div className="op-status-reason">{t('offline.refuseReason', { text: record.audit_remark })}</div> : null}
        </section>
      ) : null}

      {editing && account ? (
        <section className="op-card op-accounts">
          <div className="op-tabs" role="tablist">
            {accounts.map((a, i) => (
              <button key={a.key} type="button" role="tab" aria-selected={a === account} className={`op-tab${a === account ? ' op-tab--on' : ''}`} onClick={() => setActive(i)}>
                {t(`offline.${a.key}`)}
              </button>
            ))}
          </div>
          {account.key === 'bank' ? (
            <dl className="op-bank">
              <div>
                <dt>{t('offline.bankName')}</dt>
                <dd>{account.bank_name}</dd>
              </div>
              <div>
                <dt>{t('offline.accountName')}</dt>
                <dd>{account.account_name}</dd>
              </div>
              <div>
                <dt>{t('offline.accountNumber')}</dt>
                <dd>
                  <span>{account.account_number}</span>
                  <button
                    type="button"
                    className="op-copy"
                    onClick={() =>
                      void getActionEnv()
                        .copyText(String(account.account_number ?? ''))
                        .then((ok) => ok && getActionEnv().toast(getActionEnv().t('shell.copied')))
                    }
                  >
                    {t('offline.copy')}
                  </button>
                </dd>
              </div>
              <div>
                <dt>{t('offline.branchName')}</dt>
                <dd>{account.branch_name}</dd>
              </div>
            </dl>
          ) : (
            <div className="op-code">
              {account.payment_code ? <img src={img(account.payment_code)} alt={t(`offline.${account.key}`)} width={180} height={180} /> : <div className="op-code-none">{t('offline.noCode')}</div>}
              <div className="op-code-name">{account.account_name}</div>
            </div>
          )}
        </section>
      ) : null}

      <section className="op-card op-form">
        <div className="op-form-title">{editing ? t('offline.voucherTitle', { n: max }) : t('offline.myVoucher')}</div>
        <ul className="op-imgs">
          {imgs.map((p, i) => (
            <li key={`${p}-${i}`} className="op-img">
              <img src={img(p)} alt="" width={72} height={72} />
              {editing ? (
                <button type="button" className="op-img-del" aria-label={t('offline.deleteVoucher')} onClick={() => setImgs((list) => list.filter((_, j) => j !== i))}>
                  ×
                </button>
              ) : null}
            </li>
          ))}
          {Array.from({ length: uploading }, (_, i) => (
            <li key={`up-${i}`} className="op-img op-img--uploading">
              {t('offline.uploading')}
            </li>
          ))}
          {editing && imgs.length + uploading < max ? (
            <li className="op-img op-img--add">
              <label>
                <span aria-hidden="true">+</span>
                <span>
                  {imgs.length}/{max}
                </span>
                <input type="file" accept="image/*" multiple aria-label={t('offline.addVoucher')} onChange={(e) => void addFiles(e)} />
              </label>
            </li>
          ) : null}
        </ul>
        {editing ? (
          <textarea className="op-desc" name="desc" value={desc} onChange={(e) => setDesc(e.target.value)} placeholder={t('offline.descPlaceholder')} maxLength={props.descMaxLength ?? 200} rows={3} />
        ) : desc ? (
          <div className="op-desc-text">{t('offline.remark', { text: desc })}</div>
        ) : null}
      </section>

      <div className="op-bar-spacer" />
      <div className="op-bar">
        <button type="button" className="op-btn" onClick={back}>
          {t('offline.back')}
        </button>
        {editing ? (
          <button type="button" className="op-btn op-btn--primary" onClick={() => void submit()} disabled={busy || uploading > 0}>
            {status === 2 ? t('offline.resubmit') : t('offline.submit')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
