import { useEffect, useRef, useState, type ReactElement } from 'react';
import { call, CodeBoxes, getActionEnv, goBack, isSuccess, pathWith, toastFailure, useMember, useSmsSender, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type PayPasswordFormProps } from './props.gen.ts';
import './pay-password-form.css';

export type { PayPasswordFormProps };
export { defaults };

const PASSWORD_LENGTH = 6;
type Step = 'code' | 'set' | 'again';

/** 138****0000 */
export function maskMobile(mobile: string): string {
  return mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : mobile;
}

export default function PayPasswordForm({ props, node }: WidgetProps<PayPasswordFormProps>): ReactElement {
  const { t: ti } = useTexts('pay');
  const t = (key: string, vars?: Record<string, unknown>) => ti(key, vars ?? {});
  const { memberInfo, isLoggedIn } = useMember();
  const mobile = String((memberInfo as { mobile?: unknown } | null)?.mobile ?? '');
  const codeLength = props.codeLength ?? 4;
  const back = String(props.back ?? '').trim();

  const [step, setStep] = useState<Step>('code');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const asked = useRef(false);
  // Whether the member had a payment password before (0: this sets the first one), once known.
  const hadPassword = useRef<number | null>(null);
  // The way on after a success waits for its toast; a form gone by then (the shopper left) goes nowhere.
  const leaving = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(leaving.current), []);

  const sms = useSmsSender({
    api: 'member.payPwdCode',
    prepare: () => ({ params: {} }),
    onSent: () => setSent(true),
  });
  const { send } = sms;

  // As the page opens: the code goes to the bound mobile; without one, offer to bind it.
  useEffect(() => {
    if (!isLoggedIn || memberInfo === null || asked.current) return;
    asked.current = true;
    const env = getActionEnv();
    if (!mobile) {
      void env.modal({ content: t('pwd.noMobile') }).then((ok) => {
        if (ok) env.navigator.redirect(pathWith(props.bindMobilePath || '/pages_tool/member/info_edit?action=mobile', { back: env.currentPath() }));
        else goBack(1, back || props.memberPath || '/pages/member/index');
      });
      return;
    }
    void Promise.resolve().then(() => send());
    void call<number>('member.isSetPayPassword', {}).then((res) => {
      if (res && isSuccess(res)) hadPassword.current = Number(res.data) === 1 ? 1 : 0;
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the member is known
  }, [isLoggedIn, memberInfo, mobile, send]);

  const verify = async () => {
    if (busy) return;
    const env = getActionEnv();
    if (code.length < codeLength) {
      env.toast(t('pwd.codeRequired'));
      return;
    }
    setBusy(true);
    const res = await call('member.verifyPayPwdCode', { key: sms.smsKey, code });
    setBusy(false);
    if (res && isSuccess(res)) {
      setStep('set');
      return;
    }
    toastFailure(res);
    setCode('');
  };

  const save = async (second: string) => {
    const env = getActionEnv();
    if (second !== password) {
      env.toast(t('pwd.mismatch'));
      setPassword('');
      setAgain('');
      setStep('set');
      return;
    }
    setBusy(true);
    const res = await call('member.modifyPayPassword', { key: sms.smsKey, code, password: second });
    if (res && isSuccess(res)) {
      // The first one is set, not changed.
      env.toast(hadPassword.current === 0 ? t('pwd.setDone') : t('pwd.saved'), 2000, 'success');
      leaving.current = setTimeout(() => goBack(1, back || props.memberPath || '/pages/member/index'), 2000);
      return;
    }
    setBusy(false);
    toastFailure(res);
    setAgain('');
  };

  const title = step === 'code' ? t('pwd.codeTitle') : step === 'set' ? t('pwd.setTitle') : t('pwd.againTitle');
  const tip = step === 'code' ? (sent ? t('pwd.codeSent', { mobile: maskMobile(mobile) }) : '') : step === 'set' ? t('pwd.setTip') : t('pwd.againTip');

  return (
    <div className="ppf" data-node-id={node.id} data-step={step}>
      <h2 className="ppf-title">{title}</h2>
      <p className="ppf-tip">{tip}</p>
      {step === 'code' ? (
        <>
          <CodeBoxes key="code" length={codeLength} value={code} onChange={setCode} label={t('pwd.codeBoxes')} disabled={busy} autoFocus name="code" />
          <div className="ppf-resend">
            <button type="button" className="ppf-link" onClick={() => void sms.send()} disabled={sms.counting}>
              {sms.counting ? t('pwd.resendIn', { s: sms.seconds }) : t('pwd.getCode')}
            </button>
          </div>
          <button type="button" className="ppf-btn" onClick={() => void verify()} disabled={busy || code.length < codeLength || !sms.smsKey}>
            {t('pwd.next')}
          </button>
        </>
      ) : step === 'set' ? (
        <CodeBoxes
          key="set"
          length={PASSWORD_LENGTH}
          value={password}
          onChange={(v) => {
            setPassword(v);
            if (v.length === PASSWORD_LENGTH) setStep('again');
          }}
          label={t('pwd.passwordBoxes')}
          mask
          autoFocus
          name="password"
        />
      ) : (
        <CodeBoxes
          key="again"
          length={PASSWORD_LENGTH}
          value={again}
          onChange={(v) => {
            setAgain(v);
            if (v.length === PASSWORD_LENGTH) void save(v);
          }}
          label={t('pwd.passwordBoxes')}
          mask
          disabled={busy}
          autoFocus
          name="password_again"
        />
      )}
    </div>
  );
}
