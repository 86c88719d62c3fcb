import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { defaultsFromSchema } from '../../src/renderer/defaults.ts';
import { usePageContext } from '../../src/renderer/context.ts';
import { usePagedSource } from '../../src/renderer/hooks.ts';
import type { WidgetProps } from '../../src/renderer/types.ts';
import { getActionEnv } from '../../src/actions/env.ts';
import { img } from '../../src/bindings/functions/image.ts';
import { isSuccess, request } from '../../src/data/client.ts';
import { formatFen } from '../../src/data/money.ts';
import { t } from '../../src/i18n/index.ts';
import { buildPath } from '../../src/routes/paths.ts';
import { EmptyState } from '../../src/shell/EmptyState.tsx';
import { showModal, showToast } from '../../src/shell/feedback.ts';
import { useLanguage } from '../../src/shell/text.ts';
import { refreshCart } from '../../src/stores/cart.ts';
import { removeStored, writeStored } from '../../src/stores/persist.ts';
import { useSiteStore } from '../../src/stores/site.ts';
import { CartFooter } from './CartFooter.tsx';
import { clampNum, groupLines, invalidReason, lineLimits, normalizeLines, specText, splitLines, totals, unitFen, type CartLine } from './cartMath.ts';
import type { CartListProps } from './props.gen.ts';
import schema from './props.schema.json';
import './cart.css';

export const defaults = defaultsFromSchema<CartListProps>(schema);

const ct = (key: string, vars?: Record<string, unknown>) => t(`cart.${key}`, vars);

/** A quantity typed or stepped but not yet confirmed by the server (or confirmed, until the list reloads). */
interface LocalNum {
  num: number;
  /** The server's quantity when the change was made: the change shows only while that still holds. */
  base: number;
  pending: boolean;
}

/** Runtimes whose cart was already shown once: coming back to them (history back) reloads the cart. */
const shownRuntimes = new WeakSet<object>();

export function Price({ fen }: { fen: number }): ReactElement {
  const [yuan, cents] = formatFen(fen).split('.');
  return (
    <span className="ct-price">
      <small>{t('currencySymbol')}</small>
      {yuan}
      <small>.{cents}</small>
    </span>
  );
}

function Check({ checked, onToggle, label, disabled }: { checked: boolean; onToggle?: () => void; label: string; disabled?: boolean }): ReactElement {
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={checked}
      aria-label={label}
      aria-disabled={disabled || undefined}
      className={`ct-check${disabled ? ' ct-check--off' : ''}`}
      onClick={disabled ? undefined : onToggle}
    />
  );
}

function Stepper({ line, value, onStep, onType }: { line: CartLine; value: number; onStep: (next: number) => void; onType: (next: number) => void }): ReactElement {
  const { min, max } = lineLimits(line);
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const n = Number(draft);
    setDraft(null);
    if (Number.isFinite(n) && n > 0 && n !== value) onType(n);
  };
  return (
    <div className="ct-stepper" data-cart-id={line.cart_id}>
      <button type="button" aria-label={ct('decrease')} aria-disabled={value <= min} onClick={() => onStep(value - 1)}>
        −
      </button>
      <input
        aria-label={ct('quantity')}
        inputMode="numeric"
        value={draft ?? String(value)}
        onChange={(e) => setDraft(e.target.value.replace(/\D+/g, '').slice(0, 5))}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
      />
      <button type="button" aria-label={ct('increase')} aria-disabled={value >= max} onClick={() => onStep(value + 1)}>
        +
      </button>
    </div>
  );
}

export default function CartList({ props }: WidgetProps<CartListProps>): ReactElement {
  useLanguage();
  const page = usePageContext();
  const source = usePagedSource(props.source || 'cart');
  const lines = useMemo(() => normalizeLines(props.lines), [props.lines]);
  const { valid, invalid } = useMemo(() => splitLines(lines), [lines]);
  const groups = useMemo(() => groupLines(valid), [valid]);
  const [editing, setEditing] = useState(false);
  const [deselected, setDeselected] = useState<ReadonlySet<number>>(() => new Set());
  const [local, setLocal] = useState<ReadonlyMap<number, LocalNum>>(() => new Map());
  const pending = useRef(new Map<number, { timer: ReturnType<typeof setTimeout>; line: CartLine; num: number }>());
  const settling = useRef(false);
  const defaultGoodsImg = useSiteStore((s) => s.defaultImg.goods);

  // Back to this page from another one: reload (NiuShop reloads the cart on every show).
  const { refresh } = source;
  useEffect(() => {
    const runtime = page?.runtime;
    if (!runtime) return;
    if (shownRuntimes.has(runtime)) void refresh();
    else shownRuntimes.add(runtime);
  }, [page, refresh]);

  const numOf = (line: CartLine): number => {
    const l = local.get(line.cart_id);
    return l && (l.pending || l.base === line.num) ? l.num : line.num;
  };
  const isSelected = (line: CartLine) => !deselected.has(line.cart_id);
  const sum = totals(valid, isSelected, numOf);
  const allSelected = valid.length > 0 && valid.every(isSelected);

  const reload = async () => {
    await Promise.all([refresh(), refreshCart()]);
  };

  /** Sends one quantity change; the server's answer decides what stays on screen. */
  const commitNum = async (line: CartLine, num: number): Promise<void> => {
    let ok = false;
    try {
      const res = await request('cart.edit', { cart_id: line.cart_id, num });
      ok = isSuccess(res);
      if (!ok && res.message) showToast(res.message);
    } catch {
      // told by the client
    }
    if (pending.current.has(line.cart_id)) return; // a newer change is on its way
    setLocal((m) => {
      const next = new Map(m);
      // `line` is the row this change was made on: keep showing `num` until the list reloads.
      if (ok) next.set(line.cart_id, { num, base: line.num, pending: false });
      else next.delete(line.cart_id);
      return next;
    });
    if (ok) await refreshCart();
    else await reload(); // the server's quantity is the truth
  };

  /** NiuShop waits 800 ms after the last tap before it sends the quantity. */
  const sendNum = (line: CartLine, num: number) => {
    const delay = Math.max(0, Number(props.editDelay ?? 800));
    const old = pending.current.get(line.cart_id);
    if (old) clearTimeout(old.timer);
    setLocal((m) => new Map(m).set(line.cart_id, { num, base: line.num, pending: true }));
    const timer = setTimeout(() => {
      pending.current.delete(line.cart_id);
      void commitNum(line, num);
    }, delay);
    pending.current.set(line.cart_id, { timer, line, num });
  };

  /** Sends every waiting change now (before settling or leaving). */
  const flush = async (): Promise<void> => {
    const all = [...pending.current.values()];
    pending.current.clear();
    for (const p of all) clearTimeout(p.timer);
    await Promise.all(all.map((p) => commitNum(p.line, p.num)));
  };
  const flushRef = useRef(flush);
  useEffect(() => {
    flushRef.current = flush;
  });
  // Quantity changes still waiting are sent when the page goes away.
  useEffect(() => () => void flushRef.current(), []);

  const deleteLines = async (ids: number[]) => {
    if (ids.length === 0) {
      showToast(ct('chooseToDelete'));
      return;
    }
    const confirmed = await showModal({ title: ct('tip'), content: ids.length > 1 ? ct('confirmDeleteMany') : ct('confirmDeleteOne') });
    if (!confirmed) return;
    try {
      const res = await request('cart.delete', { cart_id: ids.join(',') });
      if (!isSuccess(res)) {
        if (res.message) showToast(res.message);
        return;
      }
    } catch {
      return;
    }
    setDeselected((s) => new Set([...s].filter((id) => !ids.includes(id))));
    await reload();
  };

  const step = (line: CartLine, next: number) => {
    const { min, max, limitedBy } = lineLimits(line);
    const current = numOf(line);
    if (next > max) {
      showToast(limitedBy === 'max_buy' ? ct('limitBuy', { n: max }) : ct('stockShort'));
      if (current > max) sendNum(line, max);
      return;
    }
    if (next < min) {
      // NiuShop: going below the minimum removes the line (after asking).
      void deleteLines([line.cart_id]);
      return;
    }
    if (next !== current) sendNum(line, next);
  };

  const typed = (line: CartLine, n: number) => {
    const { min, max, limitedBy } = lineLimits(line);
    if (n > max) showToast(limitedBy === 'max_buy' ? ct('limitBuy', { n: max }) : ct('stockShort'));
    else if (n < min) showToast(ct('minBuy', { n: min }));
    const next = clampNum(line, n);
    if (next !== numOf(line)) sendNum(line, next);
  };

  const toggle = (line: CartLine) =>
    setDeselected((s) => {
      const next = new Set(s);
      if (next.has(line.cart_id)) next.delete(line.cart_id);
      else next.add(line.cart_id);
      return next;
    });
  const toggleAll = () => setDeselected(allSelected ? new Set(valid.map((l) => l.cart_id)) : new Set());

  const selectedIds = valid.filter(isSelected).map((l) => l.cart_id);

  const settle = async () => {
    if (sum.count <= 0 || settling.current) return;
    settling.current = true;
    await flush();
    // The order page reads this (NiuShop's orderCreateData; buy-now stores {sku_id, num} under the same key).
    removeStored('delivery');
    writeStored(props.storageKey || 'orderCreateData', { cart_ids: selectedIds.join(',') });
    getActionEnv().navigator.navigate(props.settlePath || '/pages/order/payment');
    setTimeout(() => {
      settling.current = false;
    }, 1000);
  };

  const clearInvalid = async () => {
    const confirmed = await showModal({ title: ct('tip'), content: ct('confirmClear') });
    if (!confirmed) return;
    try {
      const res = await request('cart.delete', { cart_id: invalid.map((l) => l.cart_id).join(',') });
      if (!isSuccess(res)) {
        if (res.message) showToast(res.message);
        return;
      }
    } catch {
      return;
    }
    await reload();
  };

  const toDetail = (line: CartLine) => getActionEnv().navigator.navigate(buildPath(props.detailPath || '/pages/goods/detail', { sku_id: line.sku_id }));
  const picture = (line: CartLine) => (
    <button type="button" className="ct-img" onClick={() => toDetail(line)} aria-label={String(line.goods_name ?? '')}>
      <img
        src={img(line.sku_image || defaultGoodsImg, 'mid') || undefined}
        alt=""
        loading="lazy"
        onError={(e) => {
          const fallback = img(defaultGoodsImg);
          if (fallback && e.currentTarget.getAttribute('src') !== fallback) e.currentTarget.setAttribute('src', fallback);
        }}
      />
    </button>
  );

  if (lines.length === 0) {
    return (
      <div className="ct ct-empty" data-node-kind="cart-empty">
        <EmptyState
          text={
            <>
              <div>{ct('empty')}</div>
              <div className="ct-empty-sub">{ct('emptySub')}</div>
            </>
          }
          buttonText={ct('goBrowsing')}
        />
      </div>
    );
  }

  return (
    <div className="ct" data-editing={editing}>
      {valid.length > 0 ? (
        <div className="ct-header">
          <span>{ct('kinds', { n: valid.length })}</span>
          <button type="button" className="ct-action" onClick={() => setEditing((v) => !v)}>
            {editing ? ct('done') : ct('manage')}
          </button>
        </div>
      ) : null}
      {groups.map((group) => (
        <div className="ct-group" key={group.key} data-group={group.key}>
          {groups.length > 1 && group.name ? <div className="ct-group-name">{group.name}</div> : null}
          {group.lines.map((line) => (
            <div className="ct-line" key={line.cart_id} data-cart-id={line.cart_id}>
              <Check checked={isSelected(line)} onToggle={() => toggle(line)} label={`${ct('select')} ${String(line.goods_name ?? '')}`} />
              {picture(line)}
              <div className="ct-info">
                <div>
                  <div className="ct-name" onClick={() => toDetail(line)}>
                    {String(line.goods_name || line.sku_name || '')}
                  </div>
                  {specText(line.sku_spec_format) ? <span className="ct-spec">{specText(line.sku_spec_format)}</span> : null}
                </div>
                <div className="ct-row">
                  <Price fen={unitFen(line)} />
                  <Stepper line={line} value={numOf(line)} onStep={(n) => step(line, n)} onType={(n) => typed(line, n)} />
                </div>
              </div>
            </div>
          ))}
        </div>
      ))}
      {invalid.length > 0 ? (
        <div className="ct-group ct-invalid" data-group="invalid">
          <div className="ct-header">
            <span>{ct('invalidCount', { n: invalid.length })}</span>
            <button type="button" className="ct-action ct-clear" onClick={() => void clearInvalid()}>
              {ct('clear')}
            </button>
          </div>
          {invalid.map((line) => {
            const reason = invalidReason(line);
            return (
              <div className="ct-line" key={line.cart_id} data-cart-id={line.cart_id}>
                <Check checked={false} disabled label={ct('invalidMark')} />
                {picture(line)}
                <div className="ct-info">
                  <div>
                    <div className="ct-name">{String(line.sku_name || line.goods_name || '')}</div>
                    {specText(line.sku_spec_format) ? <span className="ct-spec">{specText(line.sku_spec_format)}</span> : null}
                  </div>
                  <div className="ct-row">
                    <Price fen={unitFen(line)} />
                    <span className="ct-invalid-mark">
                      {ct('invalidMark')}
                      {reason === 'off_sale' ? ` · ${ct('reasonOffSale')}` : reason === 'deleted' ? ` · ${ct('reasonDeleted')}` : reason === 'out_of_stock' ? ` · ${ct('reasonOutOfStock')}` : ''}
                    </span>
                  </div>
                </div>
              </div>
            );
          })}
        </div>
      ) : null}
      <div className="ct-footer-space" />
      <CartFooter
        editing={editing}
        allSelected={allSelected}
        canSelect={valid.length > 0}
        totalFen={sum.fen}
        count={sum.count}
        onToggleAll={toggleAll}
        onSettle={() => void settle()}
        onDelete={() => void deleteLines(selectedIds)}
      />
    </div>
  );
}
