/**
 * NiuShop's pages_tool/pay/wx_pay: WeChat's own browser refuses some payments (Alipay's pages), so
 * the shopper opens the payment in another browser. The link is this site's pay page of the
 * payment (the origin is known in the browser only: the server's markup shows the path).
 */
import { useSyncExternalStore, type ReactElement } from 'react';
import { isWechatBrowser, resultReturnUrl, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type WxPayGuideProps } from './props.gen.ts';
import './wx-pay-guide.css';

export type { WxPayGuideProps };
export { defaults };

const CODE = /^[A-Za-z0-9_-]{1,64}$/;
const still = () => () => {};

export default function WxPayGuide({ props, node, emit }: WidgetProps<WxPayGuideProps>): ReactElement {
  const { t } = useTexts('pay');
  const code = CODE.test(props.code ?? '') ? props.code! : '';
  // The pay page of this payment with the /h5 base (the pay kit's helper for such links).
  const path = code ? resultReturnUrl(props.payPath || '/pages_tool/pay/index', code) : '';
  // Known in the browser only (the server's markup: the path, no 'open in browser').
  const origin = useSyncExternalStore(still, () => window.location.origin, () => '');
  const inWechat = useSyncExternalStore(still, () => isWechatBrowser(), () => true);
  const link = path ? `${origin}${path}` : '';

  return (
    <div className="wpg" data-node-id={node.id}>
      <div className="wpg-arrow" aria-hidden="true">
        <svg viewBox="0 0 80 80" width="72" height="72">
          <path d="M12 72 C 20 36, 40 20, 66 12" fill="none" stroke="currentColor" strokeWidth="3" strokeDasharray="6 5" strokeLinecap="round" />
          <path d="M52 6 L68 11 L58 24" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <h2 className="wpg-title">{t('wxPay.title')}</h2>
      <ol className="wpg-steps">
        <li>{t('wxPay.step1')}</li>
        <li>{t('wxPay.step2')}</li>
        <li>{t('wxPay.step3')}</li>
      </ol>
      {code ? (
        <>
          <p className="wpg-link" data-testid="wx-pay-link">{link}</p>
          <div className="wpg-actions">
            <button type="button" className="wpg-btn wpg-btn--main" onClick={() => void emit('copy', { text: link })}>
              {t('wxPay.copy')}
            </button>
            {!inWechat ? (
              <a className="wpg-btn" href={path}>
                {t('wxPay.open')}
              </a>
            ) : null}
            <button type="button" className="wpg-btn" onClick={() => void emit('paid', { code })}>
              {t('wxPay.paid')}
            </button>
          </div>
        </>
      ) : (
        <p className="wpg-none">{t('wxPay.noCode')}</p>
      )}
    </div>
  );
}
