/**
 * NiuShop PaymentQrcode (付款码), a member-centre card for paying in a store: a line of help, the
 * "payment code" button (→ /pages_tool/store/payment_qrcode) on the main colour, a grey "scan to
 * pay" button that explains, in a popup, that scanning is done with the phone's own scanner, and
 * a band "pay in store" on the right. No data of its own. Like NiuShop's (the store addon's
 * component), it renders nothing while the store addon is off.
 */
import { useState, type ReactElement } from 'react';
import { DiyBlock, DiyLink, pathLink, Popup, useAddon, useDiyText, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type DiyPaymentQrcodeProps } from './props.gen.ts';

export { defaults };

export const PAYMENT_CODE_PATH = '/pages_tool/store/payment_qrcode';

const button = { display: 'flex', alignItems: 'center', justifyContent: 'center', width: 115, height: 43, borderRadius: 25, border: 0, fontSize: 15, color: 'var(--btn-text-color, #fff)', textDecoration: 'none' } as const;

export default function DiyPaymentQrcode({ props, node }: WidgetProps<DiyPaymentQrcodeProps>): ReactElement | null {
  const t = useDiyText();
  const on = useAddon('store');
  const [tip, setTip] = useState(false);
  if (!on) return null;
  return (
    <DiyBlock props={props} nodeId={node.id} className="diy-payment-qrcode">
      <div style={{ display: 'flex', overflow: 'hidden', background: '#fff', borderRadius: 8, position: 'relative' }}>
        <div style={{ flex: 1 }}>
          <p style={{ margin: '10px 0 13px', textAlign: 'center', color: 'var(--text-secondary, #686b72)', fontSize: 12 }}>{t('payCodeHint')}</p>
          <div style={{ display: 'flex', justifyContent: 'center', gap: 23, paddingBottom: 18 }}>
            <DiyLink link={pathLink(PAYMENT_CODE_PATH)} style={{ ...button, background: 'var(--base-color, #ff4544)' }}>
              {t('payCode')}
            </DiyLink>
            <button type="button" style={{ ...button, background: '#6e6e6e' }} onClick={() => setTip(true)}>
              {t('scanToPay')}
            </button>
          </div>
        </div>
        <div
          style={{ width: 45, display: 'flex', alignItems: 'center', justifyContent: 'center', background: 'var(--base-color, #ff4544)', color: 'var(--btn-text-color, #fff)', borderRadius: '50% 0 0 50% / 50% 0 0 50%', writingMode: 'vertical-rl', letterSpacing: 3, fontSize: 14 }}
        >
          {t('payInStore')}
        </div>
      </div>
      <Popup open={tip} onClose={() => setTip(false)} position="center" title={t('tip')}>
        <div style={{ padding: '0 0 8px', maxWidth: 280 }}>
          <p style={{ margin: 0, fontSize: 14, color: '#303133' }}>{t('scanToPayHint')}</p>
          <button type="button" onClick={() => setTip(false)} style={{ ...button, width: '100%', boxSizing: 'border-box', marginTop: 20, background: 'var(--base-color, #ff4544)' }}>
            {t('gotIt')}
          </button>
        </div>
      </Popup>
    </DiyBlock>
  );
}
