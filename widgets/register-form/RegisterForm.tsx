import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { accountExtras, AccountHeader, call, CaptchaImg, captchaRules, digits, firstError, flag, getActionEnv, hasWay, HOME_PATH, isSuccess, lt, pickRules, showToast, SmsButton, startSession, TextField, toastFailure, translateRule, useAgreementGate, useCaptcha, useLanguage, useRegisterReward, useRulesForm, useSmsSender, validateFirst, type WidgetProps, withBack, withComplexity } from '../../src/sdk/index.ts';
import { defaults, type RegisterFormProps } from './props.gen.ts';
import '../../src/sdk/account/account.css';

export { defaults };

type Mode = 'mobile' | 'account';

interface Values {
  mobile: string;
  username: string;
  password: string;
  confirm_password: string;
  captcha_code: string;
  code: string;
}

const INITIAL: Values = { mobile: '', username: '', password: '', confirm_password: '', captcha_code: '', code: '' };

export default function RegisterForm({ props, emit }: WidgetProps<RegisterFormProps>): ReactElement {
  useLanguage(); // re-render in the new language
  const config = (props.registerConfig ?? {}) as Record<string, unknown>;
  const usernameAllowed = hasWay(config.register, 'username');
  const mobileAllowed = hasWay(config.register, 'mobile');
  const [mode, setMode] = useState<Mode>(() =>
    props.mode === 'account' || props.mode === 'mobile' ? props.mode : usernameAllowed || !mobileAllowed ? 'account' : 'mobile',
  );
  const captchaOn = flag(props.captcha);
  const captcha = useCaptcha(captchaOn);
  const gate = useAgreementGate(flag(config.agreement_show), 'register');
  const reward = useRegisterReward((choice) => void emit('register', { choice }));
  const submitting = useRef(false);
  const [busy, setBusy] = useState(false);

  // NiuShop: no register way at all → say so and go home.
  const closed = !usernameAllowed && !mobileAllowed;
  useEffect(() => {
    if (!closed) return;
    showToast(lt('registerClosed'));
    const timer = setTimeout(() => getActionEnv().navigator.redirect(HOME_PATH), 1000);
    return () => clearTimeout(timer);
  }, [closed]);

  const rules = useMemo(() => {
    const declared = mode === 'account' ? withComplexity(pickRules(props.accountRules), config.pwd_complexity, props.complexityRules) : pickRules(props.mobileRules);
    return captchaRules(declared, captchaOn);
  }, [mode, props.accountRules, props.mobileRules, props.complexityRules, config.pwd_complexity, captchaOn]);

  const form = useRulesForm<Values>({ initialValues: INITIAL, rules, translate: translateRule });
  const values = form.values;
  const set = (field: keyof Values) => (v: string) => void form.setFieldValue(field, v, false);

  const sms = useSmsSender({
    api: 'register.mobileCode',
    prepare: async () => {
      const error = await validateFirst(captchaRules(pickRules(props.smsRules), captchaOn), { ...values });
      if (error) return { error };
      return { params: { mobile: values.mobile, ...(captcha.id ? { captcha_id: captcha.id, captcha_code: values.captcha_code } : {}) } };
    },
    onFail: () => void captcha.refresh(),
    onExpire: () => void captcha.refresh(),
  });
  // A new captcha makes the shopper type it again: the SMS button starts over too (spec §4).
  const refreshCaptcha = () => {
    if (!captchaOn) return;
    sms.reset();
    void captcha.refresh();
  };

  const submit = async () => {
    if (submitting.current || closed) return;
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
        ? { username: values.username, password: values.password, confirm_password: values.confirm_password }
        : { mobile: values.mobile, key: sms.smsKey, code: values.code };
    if (captcha.id) {
      data.captcha_id = captcha.id;
      data.captcha_code = values.captcha_code;
    }
    Object.assign(data, accountExtras(true));
    const res = await call<{ token?: string }>(mode === 'account' ? 'register.username' : 'register.mobile', data);
    if (res && isSuccess(res) && res.data?.token) {
      await startSession(res.data.token);
      showToast(lt('registerSuccess'));
      await reward.start(props.back);
      return; // leaving through the reward popup; keep the button blocked
    }
    submitting.current = false;
    setBusy(false);
    refreshCaptcha();
    toastFailure(res);
  };

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
  const canSwitch = mode === 'account' ? mobileAllowed : usernameAllowed;

  return (
    <div className="acc acc-register" data-mode={mode}>
      <AccountHeader
        title={lt('registerTitle')}
        prompt={lt('haveAccount')}
        linkText={lt('loginNow')}
        onLink={() => getActionEnv().navigator.redirect(withBack(props.loginPath || '', props.back))}
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
              placeholder={lt('registerMobilePlaceholder')}
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
            <TextField name="username" value={values.username} onChange={set('username')} placeholder={lt('accountPlaceholder')} maxLength={30} autoComplete="username" />
            <TextField name="password" type="password" value={values.password} onChange={set('password')} placeholder={lt('passwordPlaceholder')} maxLength={64} autoComplete="new-password" />
            <TextField
              name="confirm_password"
              type="password"
              value={values.confirm_password}
              onChange={set('confirm_password')}
              placeholder={lt('rePasswordPlaceholder')}
              maxLength={64}
              autoComplete="new-password"
            />
            {captchaRow}
          </>
        )}
        {canSwitch ? (
          <div className="acc-switch">
            <button type="button" className="acc-link" onClick={() => setMode(mode === 'account' ? 'mobile' : 'account')}>
              {mode === 'account' ? lt('useMobileRegister') : lt('useUsernameRegister')}
            </button>
          </div>
        ) : null}
        <button type="submit" className="acc-submit" disabled={busy || closed}>
          {lt('registerButton')}
        </button>
      </form>
      {gate.line}
      {gate.popups}
      {reward.element}
    </div>
  );
}
