/**
 * A month of the member's ledger (balance or points), filtered by type, paged. The page owns the
 * filter (state) and the data sources; this widget shows them and emits `filter` on a change.
 */
import type { ReactElement } from 'react';
import { date as formatDate, formatFen, PagedEmpty, PagedMore, toFen, useLanguage, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type LedgerListProps } from './props.gen.ts';
import './ledger-list.css';

export type { LedgerListProps };
export { defaults };

export interface LedgerRow {
  id?: number;
  account_type?: string;
  account_data?: string | number;
  from_type?: string;
  type_name?: string;
  type_tag?: string | number;
  remark?: string;
  create_time?: number;
}

type TypeMap = Record<string, Record<string, { type_name?: string }>>;

/** The type options of the account types, merged in order (NiuShop merges balance and balance_money). */
export function typeOptions(types: unknown, accountTypes: readonly string[]): Array<{ value: string; label: string }> {
  const map = (types && typeof types === 'object' ? types : {}) as TypeMap;
  const seen = new Map<string, string>();
  for (const acc of accountTypes) {
    const group = map[acc];
    if (!group || typeof group !== 'object') continue;
    for (const [key, v] of Object.entries(group)) if (!seen.has(key)) seen.set(key, String(v?.type_name ?? key));
  }
  return [...seen].map(([value, label]) => ({ value, label }));
}

/** '+12.50' / '-3.00' for money, '+5' / '-100' for points. */
export function signedAmount(value: unknown, kind: 'balance' | 'point'): string {
  if (kind === 'point') {
    const n = Math.trunc(Number(value) || 0);
    return n > 0 ? `+${n}` : String(n);
  }
  const fen = toFen(value);
  return fen > 0 ? `+${formatFen(fen)}` : formatFen(fen);
}

const ORDER_TYPES = new Set(['order', 'refund', 'pointcash']);

/** The order a row belongs to (NiuShop opens it), or 0. */
export function orderOf(row: LedgerRow): number {
  if (!ORDER_TYPES.has(String(row.from_type ?? ''))) return 0;
  const id = Number(row.type_tag);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

/** '2025-03' → '2025年03月' / 'Mar 2025'. */
function monthLabel(month: string, lang: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m) return month;
  if (lang === 'en-us') {
    const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    return `${names[Number(m[2]) - 1] ?? m[2]} ${m[1]}`;
  }
  return `${m[1]}年${m[2]}月`;
}



export default function LedgerList({ props, node, emit }: WidgetProps<LedgerListProps>): ReactElement {
  const { t } = useTexts('member');
  const lang = useLanguage();
  const kind = props.kind === 'point' ? 'point' : 'balance';
  const items = (Array.isArray(props.items) ? props.items : []) as LedgerRow[];
  const months = (Array.isArray(props.months) ? props.months : []).filter((m) => typeof m === 'string' && m !== '');
  const month = props.date || months[0] || '';
  const monthList = months.includes(month) || !month ? months : [month, ...months];
  const accountTypes = Array.isArray(props.accountTypes) && props.accountTypes.length ? props.accountTypes : kind === 'point' ? ['point'] : ['balance', 'balance_money'];
  const options = typeOptions(props.types, accountTypes);
  const fromType = props.fromType ?? '';
  const source = props.pagedSource ?? '';

  return (
    <div className="w-ledger-list ll" data-node-id={node.id}>
      <div className="ll-bar">
        <label className="ll-pick">
          <span className="ll-sr">{t('ledger.month')}</span>
          <select aria-label={t('ledger.month')} value={month} onChange={(e) => void emit('filter', { date: e.target.value, from_type: fromType })}>
            {monthList.map((m) => (
              <option key={m} value={m}>
                {monthLabel(m, lang)}
              </option>
            ))}
          </select>
        </label>
        <label className="ll-pick">
          <span className="ll-sr">{t('ledger.type')}</span>
          <select aria-label={t('ledger.type')} value={fromType} onChange={(e) => void emit('filter', { date: month, from_type: e.target.value })}>
            <option value="">{t('ledger.all')}</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {items.length === 0 ? (
        <PagedEmpty source={source} text={kind === 'point' ? t('ledger.emptyPoint') : t('ledger.emptyBalance')} buttonText={false} />
      ) : (
        <ul className="ll-list">
          {items.map((row, i) => {
            const order = orderOf(row);
            const amount = signedAmount(row.account_data, kind);
            const body = (
              <>
                <div className="ll-main">
                  <div className="ll-name">{row.type_name || row.from_type}</div>
                  {row.remark ? <div className="ll-remark">{row.remark}</div> : null}
                  <div className="ll-time">{formatDate(row.create_time)}</div>
                </div>
                <div className={amount.startsWith('+') ? 'll-amount ll-amount--in' : 'll-amount'}>{amount}</div>
              </>
            );
            return (
              <li key={row.id ?? i} className="ll-row" data-testid="ledger-row">
                {order ? (
                  <button type="button" className="ll-tap" onClick={() => void emit('order', { order_id: order })}>
                    {body}
                  </button>
                ) : (
                  <div className="ll-tap">{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <PagedMore source={source} count={items.length} />
    </div>
  );
}
