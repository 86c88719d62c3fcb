import { useMemo, useRef, useState, type ReactElement } from 'react';
import { accountExtras, AccountHeader, call, CaptchaImg, captchaRules, digits, firstError, flag, getActionEnv, hasWay, isSuccess, leaveTo, lt, pickRules, showToast, SmsButton, startSession, TextField, toastFailure, translateRule, useAgreementGate, useCaptcha, useLanguage, useRulesForm, useSmsSender, validateFirst, type WidgetProps, withBack } from '../../src/sdk/index.ts';
import { defaults, type LoginFormProps } from './props.gen.ts';
import '../../src/sdk/account/account.css';

export { defaults };

type Mode = 'mobile' | 'account';

interface Values {
  mobile: string;
  username: string;
  password: string;
  captcha_code: string;
  code: string;
}

const INITIAL: Values = { mobile: '', username: '', password: '', captcha_code: '', code: '' };

interface LoginAnswer {
  token?: string;
  can_receive_registergift?: number;
  /** A refusal that asks for the image captcha before the next try. */
  need_captcha?: number;
}

const needsCaptcha = (data: LoginAnswer | null | undefined): boolean => Number(data?.need_captcha) === 1;

export default function LoginForm({ props, emit }: WidgetProps<LoginFormProps>): ReactElement {
  useLanguage(); // re-render in the new language
  const config = (props.registerConfig ?? {}) as Record<string, unknown>;
  const mobileAllowed = hasWay(config.login, 'mobile');
  const accountAllowed = hasWay(config.login, 'username');
  const [mode, setMode] = useState<Mode>(() => (props.mode === 'account' || props.mode === 'mobile' ? props.mode : mobileAllowed || !accountAllowed ? 'mobile' : 'account'));
  // The shop's setting, or the server asked for it (too many wrong passwords on the account).
  const [askedCaptcha, setAskedCaptcha] = useState(false);
  const captchaOn = flag(props.captcha) || askedCaptcha;
  const captcha = useCaptcha(captchaOn);
  const gate = useAgreementGate(flag(config.agreement_show), 'login');
  const submitting = useRef(false);
  const [busy, setBusy] = useState(false);

  const rules = useMemo(() => captchaRules(pickRules(mode === 'mobile' ? props.mobileRules : props.accountRules), captchaOn), [mode, props.mobileRules, props.accountRules, captchaOn]);
  // Judged on submit, messages in the current language.
  const form = useRulesForm<Values>({ initialValues: INITIAL, rules, translate: translateRule });
  const values = form.values;
  const set = (field: keyof Values) => (v: string) => void form.setFieldValue(field, v, false);

  // A new captcha makes the shopper type it again: the SMS button starts over too (spec §4).
  const refreshCaptcha = () => {
    if (!captchaOn) return;
    sms.reset();
    void captcha.refresh();
  };

  const sms = useSmsSender({
    api: 'login.mobileCode',
    prepare: async () => {
      const error = await validateFirst(captchaRules(pickRules(props.smsRules), captchaOn), { ...values });
      if (error) return { error };
      return { params: { mobile: values.mobile, ...(captcha.id ? { captcha_id: captcha.id, captcha_code: values.captcha_code } : {}) } };
    },
    onFail: () => void captcha.refresh(),
    onExpire: () => void captcha.refresh(),
  });

  const submit = async () => {
    if (submitting.current) return;
    submitting.current = true;
    const message = (await gate.ask()) ? firstError(rules, (await form.validateForm()) as Record<string, unknown>) : '';
    if (message !== null) {
      submitting.current = false;
      if (message) showToast(message);
      return;
    }
    setBusy(true);
    const data: Record<string, unknown> =
      mode === 'account'
        ? { username: values.username, password: values.password }
        : { mobile: values.mobile, key: sms.smsKey, code: values.code };
    if (captcha.id) {
      data.captcha_id = captcha.id;
      data.captcha_code = values.captcha_code;
    }
    Object.assign(data, accountExtras());
    const res = await call<LoginAnswer>(mode === 'account' ? 'login.login' : 'login.mobile', data);
    if (res && isSuccess(res) && res.data?.token) {
      await startSession(res.data.token);
      // NiuShop: a member the shop registered who may still claim the new-member gift hears of it.
      if (Number(res.data.can_receive_registergift) === 1) showToast(lt('loginSuccess'));
      void emit('login', { mode });
      leaveTo(props.back);
      return; // the page is leaving; keep the button blocked
    }
    submitting.current = false;
    setBusy(false);
    if (!captchaOn && needsCaptcha(res?.data)) setAskedCaptcha(true);
    else refreshCaptcha();
    toastFailure(res);
  };

  const go = (path: string | undefined) => getActionEnv().navigator.redirect(withBack(path || '', props.back));
  const canSwitch = mode === 'mobile' ? accountAllowed : mobileAllowed;
  const captchaRow = captchaOn ? (
    <TextField
      name="captcha_code"
      value={values.captcha_code}
      onChange={set('captcha_code')}
      placeholder={lt('captchaPlaceholder')}
      maxLength={4}
      inputMode="numeric"
      after={<CaptchaImg img={captcha.img} onRefresh={refreshCaptcha} />}
    />
  ) : null;

  return (
    <div className="acc acc-login" data-mode={mode}>
      <AccountHeader
        title={lt('loginTitle')}
        prompt={config.register ? lt('noAccount') : undefined}
        linkText={config.register ? lt('registerNow') : undefined}
        onLink={() => go(props.registerPath)}
      />
      <form
        className="acc-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {mode === 'mobile' ? (
          <>
            <TextField
              name="mobile"
              type="tel"
              value={values.mobile}
              onChange={(v) => set('mobile')(digits(v, 11))}
              placeholder={lt('mobilePlaceholder')}
              maxLength={11}
              inputMode="numeric"
              autoComplete="tel"
              before={<span className="acc-area">+86</span>}
            />
            {captchaRow}
            <TextField
              name="code"
              value={values.code}
              onChange={set('code')}
              placeholder={lt('dynacodePlaceholder')}
              maxLength={6}
              inputMode="numeric"
              autoComplete="one-time-code"
              after={<SmsButton counting={sms.counting} seconds={sms.seconds} onClick={() => void sms.send()} />}
            />
          </>
        ) : (
          <>
            <TextField name="username" value={values.username} onChange={set('username')} placeholder={lt('accountPlaceholder')} maxLength={100} autoComplete="username" />
            <TextField
              name="password"
              type="password"
              value={values.password}
              onChange={set('password')}
              placeholder={lt('passwordPlaceholder')}
              maxLength={64}
              autoComplete="current-password"
              after={
                <button type="button" className="acc-link acc-forget" onClick={() => go(props.findPath)}>
                  {lt('forgetPassword')}
                </button>
              }
            />
            {captchaRow}
          </>
        )}
        {canSwitch ? (
          <div className="acc-switch">
            <button type="button" className="acc-link" onClick={() => setMode(mode === 'mobile' ? 'account' : 'mobile')}>
              {mode === 'mobile' ? lt('useAccountLogin') : lt('useMobileLogin')}
            </button>
          </div>
        ) : null}
        <button type="submit" className="acc-submit" disabled={busy}>
          {lt('loginButton')}
        </button>
      </form>
      {gate.line}
      {gate.popups}
    </div>
  );
}
