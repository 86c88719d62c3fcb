import { useState, type ReactElement, type ReactNode } from 'react';
import { Popup, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type GoodsCellsProps } from './props.gen.ts';
import './goods-cells.css';

export type { GoodsCellsProps };
export { defaults };

export interface Attr {
  attr_name: string;
  attr_value_name: string;
}

/** goods_attr_format (JSON string or array) → rows with a name and a value. */
export function parseAttrs(value: unknown): Attr[] {
  let raw: unknown = value;
  if (typeof raw === 'string') {
    try {
      raw = raw.trim() ? JSON.parse(raw) : [];
    } catch {
      raw = [];
    }
  }
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((a): a is Record<string, unknown> => Boolean(a) && typeof a === 'object')
    .map((a) => ({ attr_name: String(a.attr_name ?? ''), attr_value_name: String(a.attr_value_name ?? '') }))
    .filter((a) => a.attr_name !== '' || a.attr_value_name !== '');
}

function Row({ label, children, onClick }: { label: string; children: ReactNode; onClick: () => void }): ReactElement {
  return (
    <li>
      <button type="button" className="gc-row" onClick={onClick}>
        <span className="gc-label">{label}</span>
        <span className="gc-value">{children}</span>
        <span className="gc-arrow" aria-hidden="true">›</span>
      </button>
    </li>
  );
}

interface Service {
  service_name?: string;
  desc?: string;
}

interface Coupon {
  coupon_type_id?: number;
  coupon_name?: string;
}

export default function GoodsCells({ props, node, emit }: WidgetProps<GoodsCellsProps>): ReactElement | null {
  const { t } = useTexts('goods');
  const [popup, setPopup] = useState<'attrs' | 'services' | null>(null);
  const attrs = parseAttrs(props.attrs);
  const services = (Array.isArray(props.services) ? props.services : []) as Service[];
  const coupons = (Array.isArray(props.coupons) ? props.coupons : []) as Coupon[];
  if (attrs.length === 0 && services.length === 0 && coupons.length === 0 && props.showAllGoods === false) return null;

  return (
    <div className="w-goods-cells" data-node-id={node.id}>
      <ul className="gc-list">
        {coupons.length > 0 ? (
          <Row label={t('detail.coupons')} onClick={() => void emit('coupons')}>
            {coupons.slice(0, 3).map((c) => (
              <span key={c.coupon_type_id ?? c.coupon_name} className="gc-coupon">
                {c.coupon_name}
              </span>
            ))}
          </Row>
        ) : null}
        {attrs.length > 0 ? (
          <Row label={t('detail.params')} onClick={() => setPopup('attrs')}>
            {attrs.map((a) => a.attr_name).join(' · ')}
          </Row>
        ) : null}
        {services.length > 0 ? (
          <Row label={t('detail.service')} onClick={() => setPopup('services')}>
            {services.map((s) => s.service_name).join(' · ')}
          </Row>
        ) : null}
        {props.showAllGoods !== false ? (
          <Row label={t('detail.allGoods')} onClick={() => void emit('allGoods')}>
            {''}
          </Row>
        ) : null}
      </ul>
      <Popup open={popup === 'attrs'} onClose={() => setPopup(null)} title={t('detail.params')}>
        <table className="gc-table">
          <tbody>
            {attrs.map((a, i) => (
              <tr key={`${a.attr_name}-${i}`}>
                <th scope="row">{a.attr_name}</th>
                <td>{a.attr_value_name}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Popup>
      <Popup open={popup === 'services'} onClose={() => setPopup(null)} title={t('detail.service')}>
        <ul className="gc-services">
          {services.map((s, i) => (
            <li key={`${s.service_name}-${i}`}>
              <div className="gc-service-name">{s.service_name}</div>
              {s.desc ? <div className="gc-service-desc">{s.desc}</div> : null}
            </li>
          ))}
        </ul>
      </Popup>
    </div>
  );
}
