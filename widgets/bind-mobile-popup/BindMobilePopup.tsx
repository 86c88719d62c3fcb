import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { accountExtras, call, CaptchaImg, captchaRules, digits, firstError, flag, isSuccess, leaveTo, lt, pickRules, Popup, showToast, SmsButton, startSession, TextField, toastFailure, translateRule, useCaptcha, useLanguage, useMemberStore, usePagePopup, useRegisterReward, useRulesForm, useSmsSender, useSourceStore, validateFirst, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type BindMobilePopupProps } from './props.gen.ts';
import '../../src/sdk/account/account.css';

export { defaults };

interface Values {
  mobile: string;
  captcha_code: string;
  code: string;
}

const INITIAL: Values = { mobile: '', captcha_code: '', code: '' };

/** Spec §5: forced binding = register config third_party and bind_mobile both 1. */
export function isForcedBinding(config: unknown): boolean {
  const c = (config ?? {}) as Record<string, unknown>;
  return flag(c.third_party) && flag(c.bind_mobile);
}

/** Spec §5: save stays disabled until mobile, dynamic code and (captcha on) captcha are filled. */
export function canSave(values: Values, captchaOn: boolean): boolean {
  if (values.mobile.length === 0) return false;
  if (captchaOn && values.captcha_code.length === 0) return false;
  return values.code.length > 0;
}

interface BindAnswer {
  token?: string;
  is_register?: number;
}

export default function BindMobilePopup({ props, node, emit }: WidgetProps<BindMobilePopupProps>): ReactElement {
  useLanguage(); // re-render in the new language
  const [popupOpen, setPopupOpen] = usePagePopup(node.id);
  const authInfo = useSourceStore((s) => s.authInfo);
  const loggedIn = useMemberStore((s) => s.token !== '');
  const [dismissed, setDismissed] = useState(false);
  // A guest whose third-party login is waiting for a mobile (a member has nothing to bind here).
  const auto = props.autoOpen === true && isForcedBinding(props.registerConfig) && authInfo !== null && !loggedIn;
  const open = popupOpen || (!dismissed && (props.open === true || auto));
  const captchaOn = flag(props.captcha);
  const captcha = useCaptcha(open && captchaOn);
  const binding = useRef(false);
  const [busy, setBusy] = useState(false);
  const emitRef = useRef(emit);
  useEffect(() => {
    emitRef.current = emit;
  });
  const reward = useRegisterReward((choice) => void emitRef.current('bound', { is_register: 1, choice }));

  const rules = useMemo(() => captchaRules(pickRules(props.rules), captchaOn), [props.rules, captchaOn]);
  const form = useRulesForm<Values>({ initialValues: INITIAL, rules, translate: translateRule });
  const values = form.values;
  const set = (field: keyof Values, max: number) => (v: string) => void form.setFieldValue(field, digits(v, max), false);

  const sms = useSmsSender({
    api: 'tripartite.mobileCode',
    prepare: async () => {
      const error = await validateFirst(captchaRules(pickRules(props.smsRules), captchaOn), { ...values });
      if (error) return { error };
      return { params: { mobile: values.mobile, ...(captcha.id ? { captcha_id: captcha.id, captcha_code: values.captcha_code } : {}) } };
    },
    onFail: () => void captcha.refresh(),
    onExpire: () => void captcha.refresh(),
  });

  const close = () => {
    setDismissed(true);
    setPopupOpen(false);
  };

  const save = async () => {
    // Spec §4: no second bind while one is running.
    if (binding.current || !canSave(values, captchaOn)) return;
    binding.current = true;
    const message = firstError(rules, (await form.validateForm()) as Record<string, unknown>);
    if (message) {
      binding.current = false;
      showToast(message);
      return;
    }
    setBusy(true);
    const data: Record<string, unknown> = { mobile: values.mobile, key: sms.smsKey, code: values.code };
    if (captcha.id) {
      data.captcha_id = captcha.id;
      data.captcha_code = values.captcha_code;
    }
    Object.assign(data, accountExtras(true));
    const res = await call<BindAnswer>('tripartite.mobile', data);
    if (res && isSuccess(res) && res.data?.token) {
      await startSession(res.data.token);
      close();
      binding.current = false;
      setBusy(false);
      if (Number(res.data.is_register) === 1) {
        await reward.start(props.back);
        return;
      }
      void emit('bound', { is_register: 0 });
      if (props.back) leaveTo(props.back);
      return;
    }
    binding.current = false;
    setBusy(false);
    if (captchaOn) {
      sms.reset();
      void captcha.refresh();
    }
    toastFailure(res);
  };

  return (
    <>
      <Popup
        open={open}
        position="bottom"
        maskClosable={false}
        onClose={() => {
          close();
          void emit('cancel');
        }}
        className="acc-bind-popup"
        label={lt('bindTitle')}
      >
        <div className="acc-bind">
          <div className="acc-bind-head">
            <div className="acc-bind-title">{lt('bindTitle')}</div>
            <div className="acc-bind-tip">{lt('bindTip')}</div>
          </div>
          <TextField
            name="mobile"
            type="tel"
            value={values.mobile}
            onChange={set('mobile', 11)}
            placeholder={lt('mobileInputPlaceholder')}
            maxLength={11}
            inputMode="numeric"
            autoComplete="tel"
            before={<span className="acc-label">{lt('mobileLabel')}</span>}
          />
          {captchaOn ? (
            <TextField
              name="captcha_code"
              value={values.captcha_code}
              onChange={set('captcha_code', 4)}
              placeholder={lt('captchaPlaceholder')}
              maxLength={4}
              inputMode="numeric"
              before={<span className="acc-label">{lt('captchaLabel')}</span>}
              after={
                <CaptchaImg
                  img={captcha.img}
                  onRefresh={() => {
                    sms.reset();
                    void captcha.refresh();
                  }}
                />
              }
            />
          ) : null}
          <TextField
            name="code"
            value={values.code}
            onChange={set('code', 4)}
            placeholder={lt('dynacodePlaceholder')}
            maxLength={4}
            inputMode="numeric"
            autoComplete="one-time-code"
            before={<span className="acc-label">{lt('dynacodeLabel')}</span>}
            after={<SmsButton counting={sms.counting} seconds={sms.seconds} onClick={() => void sms.send()} />}
          />
          <button type="button" className="acc-submit" disabled={busy || !canSave(values, captchaOn)} onClick={() => void save()}>
            {lt('save')}
          </button>
        </div>
      </Popup>
      {reward.element}
    </>
  );
}
