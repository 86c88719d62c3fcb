import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { AccountHeader, call, CaptchaImg, digits, firstError, getActionEnv, isSuccess, lt, pickRules, showToast, SmsButton, TextField, toastFailure, translateRule, useCaptcha, useLanguage, useRulesForm, useSmsSender, validateFirst, type WidgetProps, withBack, withComplexity } from '../../src/sdk/index.ts';
import { defaults, type FindPasswordFormProps } from './props.gen.ts';
import '../../src/sdk/account/account.css';

export { defaults };

type Step = 0 | 1 | 2;

interface Values {
  mobile: string;
  captcha_code: string;
  code: string;
  password: string;
  confirm_password: string;
}

const INITIAL: Values = { mobile: '', captcha_code: '', code: '', password: '', confirm_password: '' };

/** NiuShop shows the code's target as typed; keep the middle hidden anyway. */
const masked = (mobile: string) => (mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile);

export default function FindPasswordForm({ props, emit }: WidgetProps<FindPasswordFormProps>): ReactElement {
  useLanguage(); // re-render in the new language
  const config = (props.registerConfig ?? {}) as Record<string, unknown>;
  const [step, setStep] = useState<Step>(0);
  const captcha = useCaptcha(true); // find password always asks for the image captcha
  const submitting = useRef(false);
  // The way on after a success waits for its toast; a form gone by then (the shopper left) goes nowhere.
  const leaving = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(leaving.current), []);
  const [busy, setBusy] = useState(false);

  const rules = useMemo(() => {
    if (step === 0) return pickRules(props.mobileRules);
    if (step === 1) return pickRules(props.codeRules);
    return withComplexity(pickRules(props.passwordRules), config.pwd_complexity, props.complexityRules);
  }, [step, props.mobileRules, props.codeRules, props.passwordRules, props.complexityRules, config.pwd_complexity]);
  const form = useRulesForm<Values>({ initialValues: INITIAL, rules, translate: translateRule });
  const values = form.values;
  const set = (field: keyof Values) => (v: string) => void form.setFieldValue(field, v, false);

  const sms = useSmsSender({
    api: 'findpassword.mobileCode',
    prepare: async () => {
      const error = await validateFirst(pickRules(props.mobileRules), { ...values });
      if (error) return { error };
      return { params: { mobile: values.mobile, captcha_id: captcha.id, captcha_code: values.captcha_code } };
    },
    onSent: () => setStep(1),
    // A failed send: a new captcha, back to the first step to type it.
    onFail: () => {
      void captcha.refresh();
      setStep(0);
    },
  });
  const refreshCaptcha = () => {
    sms.reset();
    void captcha.refresh();
  };

  const next = async () => {
    if (step === 0) {
      if (sms.counting) setStep(1); // a code was sent less than 120 s ago
      else await sms.send();
      return;
    }
    if (submitting.current) return;
    submitting.current = true;
    const message = firstError(rules, (await form.validateForm()) as Record<string, unknown>);
    if (message || step === 1) {
      submitting.current = false;
      if (message) showToast(message);
      else setStep(2);
      return;
    }
    setBusy(true);
    const res = await call('findpassword.mobile', {
      mobile: values.mobile,
      key: sms.smsKey,
      code: values.code,
      password: values.password,
      confirm_password: values.confirm_password,
    });
    if (res && isSuccess(res)) {
      showToast(lt('passwordReset'), 1000, 'success');
      void emit('reset', { mobile: values.mobile });
      leaving.current = setTimeout(() => getActionEnv().navigator.redirect(withBack(props.loginPath || '', props.back)), 1000);
      return;
    }
    submitting.current = false;
    setBusy(false);
    toastFailure(res);
    setStep(1); // NiuShop: most likely the code was wrong
  };

  const titles: Record<Step, [string, string]> = {
    0: [lt('findStepMobileTitle'), lt('findStepMobileTip')],
    1: [lt('findStepCodeTitle'), lt('findStepCodeTip', { mobile: masked(values.mobile) })],
    2: [lt('findStepPasswordTitle'), lt('findStepPasswordTip')],
  };

  return (
    <div className="acc acc-find" data-step={step}>
      <AccountHeader title={titles[step][0]} prompt={titles[step][1]} />
      <form
        className="acc-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void next();
        }}
      >
        {step === 0 ? (
          <>
            <TextField
              name="mobile"
              type="tel"
              value={values.mobile}
              onChange={(v) => set('mobile')(digits(v, 11))}
              placeholder={lt('findMobilePlaceholder')}
              maxLength={11}
              inputMode="numeric"
              autoComplete="tel"
            />
            <TextField
              name="captcha_code"
              value={values.captcha_code}
              onChange={set('captcha_code')}
              placeholder={lt('captchaPlaceholder')}
              maxLength={4}
              inputMode="numeric"
              after={<CaptchaImg img={captcha.img} onRefresh={refreshCaptcha} />}
            />
          </>
        ) : null}
        {step === 1 ? (
          <TextField
            name="code"
            value={values.code}
            onChange={(v) => {
              const code = digits(v, 6);
              set('code')(code);
            }}
            placeholder={lt('dynacodePlaceholder')}
            maxLength={6}
            inputMode="numeric"
            autoComplete="one-time-code"
            after={
              <SmsButton
                counting={sms.counting}
                seconds={sms.seconds}
                onClick={() => void sms.send()}
                idleText={lt('resend')}
                countingText={(s) => lt('resendCountdown', { s })}
              />
            }
          />
        ) : null}
        {step === 2 ? (
          <>
            <TextField name="password" type="password" value={values.password} onChange={set('password')} placeholder={lt('newPasswordPlaceholder')} maxLength={64} autoComplete="new-password" />
            <TextField
              name="confirm_password"
              type="password"
              value={values.confirm_password}
              onChange={set('confirm_password')}
              placeholder={lt('confirmNewPasswordPlaceholder')}
              maxLength={64}
              autoComplete="new-password"
            />
          </>
        ) : null}
        <button type="submit" className="acc-submit" disabled={busy}>
          {step === 2 ? lt('confirm') : lt('next')}
        </button>
      </form>
      {step > 0 ? (
        <div className="acc-switch">
          <button type="button" className="acc-link" onClick={() => setStep((s) => (s > 0 ? ((s - 1) as Step) : s))}>
            {lt('previousStep')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
