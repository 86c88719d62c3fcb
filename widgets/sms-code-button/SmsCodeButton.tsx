import type { ReactElement } from 'react';
import { type EndpointName, pickRules, SmsButton, useSmsSender, validateFirst, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type SmsCodeButtonProps } from './props.gen.ts';
import '../../src/sdk/account/account.css';

export { defaults };

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
