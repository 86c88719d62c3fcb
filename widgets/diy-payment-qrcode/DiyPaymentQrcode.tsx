/**
 * NiuShop PaymentQrcode (付款码), a member-centre card for paying in a store: a line of help, the
 * "payment code" button (→ /pages_tool/store/payment_qrcode) on the main colour, a grey "scan to
 * pay" button that explains, in a popup, that scanning is done with the phone's own scanner, and
 * on the right a band "pay in store" under a pay icon, cut by the arc of a large circle of the
 * main colour. No data of its own. Like NiuShop's (the store addon's component), it renders
 * nothing while the store addon is off.
 *
 * Styles: NiuShop's editor offers 样式一 to 样式四 (`style` 1–4) but its shop component reads no
 * `style`: every style shows this same card. The editor also drops `componentBgColor` and
 * `componentAngle` from the component (its `ignore` list), so the card is always white with its
 * own 8 px corners; `pageBgColor` and `margin` (the strip around it) apply as for every component.
 */
import { useState, type CSSProperties, type ReactElement } from 'react';
import { DiyBlock, DiyLink, pathLink, Popup, useAddon, useDiyText, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type DiyPaymentQrcodeProps } from './props.gen.ts';

export { defaults };

export const PAYMENT_CODE_PATH = '/pages_tool/store/payment_qrcode';

/** The styles NiuShop's editor offers; its shop component draws the same card for each. */
export const PAYMENT_QRCODE_STYLES = [1, 2, 3, 4] as const;

const button: CSSProperties = { display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 5, width: 115, height: 43, borderRadius: 25, border: 0, fontSize: 15, color: 'var(--btn-text-color, #fff)', textDecoration: 'none', cursor: 'pointer' };

const icon = { width: 16, height: 16, viewBox: '0 0 16 16', fill: 'none', stroke: 'currentColor', strokeWidth: 1.5, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;

/** NiuShop's icon-fukuanma: a payment code (a bar code over a QR corner). */
function PayCodeIcon(): ReactElement {
  return (
    <svg {...icon} className="diy-payment-qrcode-icon">
      <rect x="1.5" y="1.5" width="5" height="5" rx="1" />
      <rect x="9.5" y="1.5" width="5" height="5" rx="1" />
      <rect x="1.5" y="9.5" width="5" height="5" rx="1" />
      <path d="M9.5 9.5v5M12 9.5v5M14.5 9.5v5" />
    </svg>
  );
}

/** NiuShop's icon-saomafu: scan (corners round a line). */
function ScanIcon(): ReactElement {
  return (
    <svg {...icon} className="diy-payment-qrcode-icon">
      <path d="M1.5 5V2.5a1 1 0 0 1 1-1H5M11 1.5h2.5a1 1 0 0 1 1 1V5M14.5 11v2.5a1 1 0 0 1-1 1H11M5 14.5H2.5a1 1 0 0 1-1-1V11M1.5 8h13" />
    </svg>
  );
}

/** NiuShop's icon-zhifu: pay (a coin with the yuan sign). */
function PayIcon(): ReactElement {
  return (
    <svg {...icon} width={16} height={16} className="diy-payment-qrcode-icon">
      <circle cx="8" cy="8" r="6.5" />
      <path d="M5.5 4.5 8 7.5l2.5-3M5.5 8h5M5.5 10.3h5M8 7.5v5" />
    </svg>
  );
}

/** The common fields NiuShop's editor drops from this component: no box colour, square box. */
const IGNORED = { componentBgColor: '', componentAngle: 'right' } as const;

export default function DiyPaymentQrcode({ props, node }: WidgetProps<DiyPaymentQrcodeProps>): ReactElement | null {
  const t = useDiyText();
  const on = useAddon('store');
  const [tip, setTip] = useState(false);
  if (!on) return null;
  const band = t('payInStore');
  // NiuShop spaces its four characters apart; a Latin label needs its letters together to fit the card's height.
  const cjk = /[\u3400-\u9fff]/.test(band);
  return (
    <DiyBlock props={{ ...props, ...IGNORED }} nodeId={node.id} className="diy-payment-qrcode">
      <div className="diy-payment-qrcode-card" style={{ display: 'flex', overflow: 'hidden', background: '#fff', borderRadius: 8, position: 'relative', isolation: 'isolate' }}>
        <div style={{ flex: 1 }}>
          <p style={{ margin: '10px 0 13px', textAlign: 'center', color: 'var(--text-secondary, #686b72)', fontSize: 12 }}>{t('payCodeHint')}</p>
          <div style={{ display: 'flex', justifyContent: 'center', gap: 23, paddingBottom: 18 }}>
            <DiyLink link={pathLink(PAYMENT_CODE_PATH)} style={{ ...button, background: 'var(--base-color, #ff4544)' }}>
              <PayCodeIcon />
              <span>{t('payCode')}</span>
            </DiyLink>
            <button type="button" style={{ ...button, background: '#6e6e6e' }} onClick={() => setTip(true)}>
              <ScanIcon />
              <span>{t('scanToPay')}</span>
            </button>
          </div>
        </div>
        <div
          className="diy-payment-qrcode-band"
          style={{ position: 'relative', width: 45, paddingLeft: 8, boxSizing: 'border-box', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, color: 'var(--btn-text-color, #fff)' }}
        >
          {/* NiuShop's band: the left edge of a 250 px circle of the main colour */}
          <span aria-hidden="true" style={{ position: 'absolute', left: 0, top: '50%', width: 250, height: 250, borderRadius: '50%', background: 'var(--base-color, #ff4544)', transform: 'translateY(-50%)', zIndex: -1 }} />
          <PayIcon />
          <span style={{ writingMode: 'vertical-rl', letterSpacing: cjk ? 2 : 0, fontSize: 12, lineHeight: 1.1, whiteSpace: 'nowrap' }}>{band}</span>
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
