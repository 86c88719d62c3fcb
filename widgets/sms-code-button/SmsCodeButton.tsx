import type { ReactElement } from 'react';
import { defaultsFromSchema, type EndpointName, t, useLanguage, type WidgetProps } from '../../src/sdk/index.ts';
import { pickRules, validateFirst } from '../login-form/account.ts';
import { useSmsSender } from './useSmsSender.ts';
import type { SmsCodeButtonProps } from './props.gen.ts';
import schema from './props.schema.json';
import '../login-form/account.css';

export const defaults = defaultsFromSchema<SmsCodeButtonProps>(schema);

export interface SmsButtonProps {
  counting: boolean;
  seconds: number;
  onClick: () => void;
  /** Idle text; default 'get dynamic code'. */
  idleText?: string;
  /** Counting text; default '{s}s to resend'. */
  countingText?: (seconds: number) => string;
}

/** The button itself: idle text, or the seconds left while counting (then it does nothing). */
export function SmsButton({ counting, seconds, onClick, idleText, countingText }: SmsButtonProps): ReactElement {
  useLanguage();
  return (
    <button
      type="button"
      className={`acc-sms${counting ? ' acc-sms--counting' : ''}`}
      onClick={onClick}
      aria-disabled={counting}
      data-state={counting ? 'counting' : 'idle'}
      data-seconds={counting ? seconds : undefined}
    >
      {counting ? (countingText ? countingText(seconds) : t('login.resendIn', { s: seconds })) : (idleText ?? t('login.getCode'))}
    </button>
  );
}

/** Stand-alone widget: the button over page values (mobile, captcha) bound in its props. */
export default function SmsCodeButton({ props, emit }: WidgetProps<SmsCodeButtonProps>): ReactElement {
  const sender = useSmsSender({
    api: (props.api ?? 'login.mobileCode') as EndpointName,
    seconds: props.seconds,
    prepare: async () => {
      const withCaptcha = Boolean(props.captchaId);
      const rules = pickRules(props.rules, withCaptcha ? undefined : ['mobile']);
      const values = { mobile: props.mobile ?? '', captcha_code: props.captchaCode ?? '' };
      const error = await validateFirst(rules, values);
      if (error) return { error };
      return { params: { mobile: values.mobile, ...(withCaptcha ? { captcha_id: props.captchaId, captcha_code: values.captcha_code } : {}) } };
    },
    onSent: (key) => void emit('sent', { key, mobile: props.mobile ?? '' }),
    onFail: () => void emit('reset'),
    onExpire: () => void emit('reset'),
  });
  return <SmsButton counting={sender.counting} seconds={sender.seconds} onClick={() => void sender.send()} />;
}
