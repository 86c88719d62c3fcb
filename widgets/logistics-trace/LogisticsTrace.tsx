import { useState, type ReactElement } from 'react';
import { date, EmptyState, img, isRecord, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type LogisticsTraceProps } from './props.gen.ts';
import '../../src/sdk/orders/order.css';
import './logistics-trace.css';

export { defaults };

interface TraceStep {
  time?: number;
  datetime?: string;
  remark?: string;
}

const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

/** The trace steps newest first (the server sends them so; sorted again when times are given). */
export function traceSteps(trace: unknown): TraceStep[] {
  const list = isRecord(trace) && Array.isArray(trace.list) ? (trace.list.filter(isRecord) as TraceStep[]) : [];
  if (list.every((s) => typeof s.time === 'number')) return [...list].sort((a, b) => Number(b.time) - Number(a.time));
  return list;
}

export default function LogisticsTrace({ props, node, emit }: WidgetProps<LogisticsTraceProps>): ReactElement | null {
  const { t } = useTexts('orders');
  const [tab, setTab] = useState(0);
  if (!Array.isArray(props.packages)) return null;
  const packages = props.packages.filter(isRecord);
  if (packages.length === 0) return <EmptyState text={t('logistics.empty')} buttonText={false} />;
  const current = packages[Math.min(tab, packages.length - 1)] as Record<string, unknown>;
  const goods = Array.isArray(current.goods_list) ? current.goods_list.filter(isRecord) : [];
  const steps = traceSteps(current.trace);
  const no = text(current.delivery_no) || text(isRecord(current.trace) ? current.trace.logistic_code : '');
  const status = isRecord(current.trace) ? text(current.trace.status_name) : '';
  return (
    <div className="w-logistics-trace" data-node-id={node.id}>
      {packages.length > 1 ? (
        <div className="lt-tabs" role="tablist">
          {packages.map((p, i) => (
            <button key={i} type="button" role="tab" aria-selected={i === tab} className={i === tab ? 'lt-tab lt-tab--on' : 'lt-tab'} onClick={() => setTab(i)}>
              {text(p.package_name) || String(i + 1)}
            </button>
          ))}
        </div>
      ) : null}
      <section className="od-panel lt-head">
        {goods.length ? (
          <div className="lt-goods">
            {goods.slice(0, 4).map((g, i) => (
              <span key={i} className="lt-goods-img">
                {img(g.sku_image, 'small') ? <img src={img(g.sku_image, 'small')} alt="" loading="lazy" /> : null}
              </span>
            ))}
            <span className="lt-goods-count">{t('logistics.goodsCount', { n: goods.reduce((n, g) => n + (Number(g.num) || 0), 0) })}</span>
          </div>
        ) : null}
        {status ? <div className="lt-status" data-testid="logistics-status">{status}</div> : null}
        <div className="od-row">
          <span className="od-row-label">{t('logistics.carrier')}</span>
          <span className="od-row-value">{text(current.express_company_name)}</span>
        </div>
        {no ? (
          <div className="od-row">
            <span className="od-row-label">{t('logistics.trackingNo')}</span>
            <span className="od-row-value">
              {no}
              <button type="button" className="od-link" onClick={() => void emit('copy', { text: no })}>
                {t('info.copy')}
              </button>
            </span>
          </div>
        ) : null}
      </section>
      <section className="od-panel">
        {steps.length === 0 ? (
          <div className="lt-none">{text(isRecord(current.trace) ? current.trace.reason : '') || t('logistics.noTrace')}</div>
        ) : (
          <ol className="lt-steps" data-testid="logistics-steps">
            {steps.map((s, i) => (
              <li key={i} className={i === 0 ? 'lt-step lt-step--latest' : 'lt-step'}>
                <div className="lt-remark">{text(s.remark)}</div>
                <div className="lt-time">{date(s.time) || text(s.datetime)}</div>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
