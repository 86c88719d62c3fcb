/**
 * The member pay code (NiuShop pages_tool/store/payment_qrcode), shown to a cashier. Everything comes
 * from the page's sources (the code from /api/pay/memberpaycode, the member, the coupon count); every
 * way out is an event the page maps to an action. The code lives two minutes: the widget emits
 * `expire` once, ten seconds before its `expire_time`, and the page refreshes the source (the runtime
 * has no page-level timer; this is the widget's own clock telling the page).
 */
import { useEffect, useState, type ReactElement } from 'react';
import { formatFen, img, toFen, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type PayCodeProps } from './props.gen.ts';
import './pay-code.css';

export type { PayCodeProps };
export { defaults };

/** Seconds before `expire_time` at which the page is asked for a new code. */
export const REFRESH_AHEAD = 10;

/** The code as the cashier sees it before "Show digits": its first 5 digits and six stars. */
export function maskCode(code: string): string {
  return code ? `${code.slice(0, 5)}******` : '';
}

/** The digits grouped by 4 ("1234 5678 9012 3456 78"). */
export function groupDigits(code: string): string {
  return code.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Milliseconds until the page should ask for a new code (never less than one second). */
export function refreshDelay(expireTime: number, nowMs: number): number {
  return Math.max(1000, (expireTime - REFRESH_AHEAD) * 1000 - nowMs);
}

const str = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

export default function PayCode({ props, node, emit }: WidgetProps<PayCodeProps>): ReactElement {
  const { t } = useTexts('member');
  const code = (props.code && typeof props.code === 'object' ? props.code : {}) as Record<string, unknown>;
  const member = (props.member && typeof props.member === 'object' ? props.member : {}) as Record<string, unknown>;
  const authCode = str(code.auth_code);
  const expireTime = Number(code.expire_time) || 0;
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!authCode || !expireTime) return undefined;
    const timer = setTimeout(() => void emit('expire', {}), refreshDelay(expireTime, Date.now()));
    return () => clearTimeout(timer);
  }, [authCode, expireTime, emit]);

  const head = img(str(member.headimg)) || img(props.defaultHead ?? '');
  const levelName = Number(member.member_level) ? str(member.member_level_name) : '';
  const go = (event: string) => () => void emit(event, {});

  return (
    <div className="w-pay-code pc" data-node-id={node.id}>
      <div className="pc-card">
        <header className="pc-head">
          {head ? <img className="pc-avatar" src={head} alt="" width={40} height={40} /> : <span className="pc-avatar" />}
          <div className="pc-who">
            <span className="pc-nickname">{str(member.nickname)}</span>
            {levelName ? (
              <button type="button" className="pc-level" onClick={go(Number(member.member_level_type) === 1 ? 'card' : 'level')}>
                {levelName}
              </button>
            ) : null}
          </div>
          {props.showRecharge ? (
            <button type="button" className="pc-recharge" onClick={go('recharge')}>
              {t('payCode.recharge')}
            </button>
          ) : null}
        </header>
        {authCode ? (
          <div className="pc-body">
            <img className="pc-barcode" src={str(code.barcode)} alt={t('payCode.barcodeAlt')} />
            <div className="pc-digits">
              <span data-testid="pay-code-digits">{shown ? groupDigits(authCode) : maskCode(authCode)}</span>
              <button type="button" className="pc-toggle" onClick={() => setShown((v) => !v)}>
                {shown ? t('payCode.hideDigits') : t('payCode.showDigits')}
              </button>
            </div>
            <img className="pc-qrcode" src={str(code.qrcode)} alt={t('payCode.qrcodeAlt')} width={180} height={180} />
            <button type="button" className="pc-dynamic" onClick={go('regenerate')} aria-label={`${t('payCode.dynamicCode', { code: str(code.dynamic_code) })}, ${t('payCode.regenerate')}`}>
              {t('payCode.dynamicCode', { code: str(code.dynamic_code) })}
              <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
                <path fill="currentColor" d="M17.65 6.35A7.96 7.96 0 0 0 12 4a8 8 0 1 0 7.73 10h-2.08A6 6 0 1 1 12 6c1.66 0 3.14.69 4.22 1.78L13 11h7V4l-2.35 2.35Z" />
              </svg>
            </button>
          </div>
        ) : (
          <div className="pc-body pc-empty">
            <p>{t('payCode.failed')}</p>
            <button type="button" className="pc-dynamic" onClick={go('regenerate')}>
              {t('payCode.retry')}
            </button>
          </div>
        )}
        <p className="pc-tip">{t('payCode.tip')}</p>
      </div>
      <footer className="pc-foot">
        <button type="button" onClick={go('points')}>
          <strong data-testid="pay-code-points">{Math.trunc(Number(member.point) || 0)}</strong>
          <span>{t('payCode.points')}</span>
        </button>
        <button type="button" onClick={go('balance')}>
          <strong data-testid="pay-code-balance">{formatFen(toFen(member.balance) + toFen(member.balance_money))}</strong>
          <span>{t('payCode.balance')}</span>
        </button>
        <button type="button" onClick={go('coupons')}>
          <strong data-testid="pay-code-coupons">{Math.trunc(Number(props.couponNum) || 0)}</strong>
          <span>{t('payCode.coupons')}</span>
        </button>
      </footer>
    </div>
  );
}
