import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The way out to shoppers' phones. The real channel (an SMS gateway) is an adapter outside this
 * machine's reach; `localSmsProvider` stands in for it: every message lands in `sms_outbox`
 * (read back through /dev/outbox in development and tests) and, in development mode, on stdout.
 */
export interface SmsProvider {
  send(mobile: string, template: string, vars: Record<string, string>): Promise<void>;
}

declare module '../../http/services.ts' {
  interface Services {
    /** Set by the sms module's init (tests may replace it). */
    sms?: SmsProvider;
  }
}

/** Message texts by NiuShop template keyword. */
export const SMS_TEXTS: Record<string, string> = {
  LOGIN_CODE: '【Niu Shop】您的登录验证码为{code}，10分钟内有效，请勿泄露给他人。',
  REGISTER_CODE: '【Niu Shop】您的注册验证码为{code}，10分钟内有效，请勿泄露给他人。',
  FIND_PASSWORD: '【Niu Shop】您正在找回密码，验证码为{code}，10分钟内有效。',
  MEMBER_BIND: '【Niu Shop】您正在绑定手机号，验证码为{code}，10分钟内有效。',
  SET_PASSWORD: '【Niu Shop】您正在设置登录密码，验证码为{code}，10分钟内有效。',
  MEMBER_PAY_PASSWORD: '【Niu Shop】您正在设置支付密码，验证码为{code}，10分钟内有效。',
};

export function renderSms(template: string, vars: Record<string, string>): string {
  const text = SMS_TEXTS[template] ?? `${template} {code}`;
  return text.replace(/\{(\w+)\}/g, (m, k: string) => vars[k] ?? m);
}

export function localSmsProvider(db: Kysely<Database>, opts: { print: boolean; now: () => number }): SmsProvider {
  return {
    async send(mobile, template, vars) {
      await db
        .insertInto('sms_outbox')
        .values({ mobile, code: vars.code ?? '', template, content: renderSms(template, vars), create_time: opts.now() })
        .execute();
      if (opts.print) console.log(`[sms] to ${mobile}: code ${vars.code ?? ''} (${template})`);
    },
  };
}
