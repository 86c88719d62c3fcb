import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { buildPath, EmptyState, ensureLoggedIn, formatFen, getActionEnv, img, isSuccess, refreshCart, removeStored, request, showModal, showToast, t, useGuestCartStore, useLanguage, useSiteStore, type WidgetProps, writeStored } from '../../src/sdk/index.ts';
import { CartFooter } from './CartFooter.tsx';
import { clampNum, groupLines, invalidReason, lineLimits, normalizeLines, specText, splitLines, totals, unitFen, type CartLine } from './cartMath.ts';
import { defaults, type CartListProps } from './props.gen.ts';
import '../../src/sdk/styles/cart.css';

export { defaults };

const ct = (key: string, vars?: Record<string, unknown>) => t(`cart.${key}`, vars);

/** A quantity typed or stepped but not yet confirmed by the server (or confirmed, until the list reloads). */
interface LocalNum {
  num: number;
  /** The server's quantity when the change was made: the change shows only while that still holds. */
  base: number;
  pending: boolean;
}

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

/**
 * The guest cart's lines with the server's facts (cart.guestLists): asked when a sku without facts
 * appears (a removed line or a quantity change asks nothing); quantities are the
 * device's. A line's `cart_id` is its sku_id. `ready` once the first answer came (or there is
 * nothing to ask).
 */
function useGuestLines(active: boolean): { lines: CartLine[]; ready: boolean } {
  const stored = useGuestCartStore((s) => s.lines);
  const [facts, setFacts] = useState<ReadonlyMap<number, CartLine>>(() => new Map());
  const [answered, setAnswered] = useState(false);
  const missing = stored
    .filter((l) => !facts.has(l.sku_id))
    .map((l) => l.sku_id)
    .sort((a, b) => a - b)
    .join(',');

  useEffect(() => {
    const lines = useGuestCartStore.getState().lines;
    if (!active || lines.length === 0 || !missing) return undefined;
    let live = true;
    request<unknown[]>('cart.guestLists', { sku_ids: JSON.stringify(lines.map((l) => ({ sku_id: l.sku_id, num: l.num }))) }).then(
      (res) => {
        if (!live) return;
        if (isSuccess(res) && Array.isArray(res.data)) {
          const got = normalizeLines(res.data.map((r: unknown) => (r && typeof r === 'object' ? { ...r, cart_id: (r as CartLine).sku_id } : r)));
          setFacts((prev) => {
            const next = new Map(prev);
            for (const l of got) next.set(l.sku_id, l);
            return next;
          });
        } else if (res.message) showToast(res.message);
        setAnswered(true);
      },
      () => {
        if (live) setAnswered(true); // told by the client; the last facts stay
      },
    );
    return () => {
      live = false;
    };
  }, [active, missing]);

  const lines = useMemo(() => {
    const out: CartLine[] = [];
    for (const l of stored) {
      const f = facts.get(l.sku_id);
      if (f) out.push({ ...f, num: l.num });
    }
    return out;
  }, [stored, facts]);
  return { lines, ready: stored.length === 0 || answered };
}

/**
 * A member's lines are the page's source (`lines`); after a change the widget emits `changed` and the
 * page refreshes that source (and again when it shows again: NiuShop reloads the cart on every show).
 */
export default function CartList({ props, emit }: WidgetProps<CartListProps>): ReactElement | null {
  useLanguage();
  const guest = props.guest === true;
  const guestCart = useGuestLines(guest);
  const memberLines = useMemo(() => normalizeLines(props.lines), [props.lines]);
  const lines = guest ? guestCart.lines : memberLines;
  const { valid, invalid } = useMemo(() => splitLines(lines), [lines]);
  const groups = useMemo(() => groupLines(valid), [valid]);
  const [editing, setEditing] = useState(false);
  const [deselected, setDeselected] = useState<ReadonlySet<number>>(() => new Set());
  const [local, setLocal] = useState<ReadonlyMap<number, LocalNum>>(() => new Map());
  const pending = useRef(new Map<number, { timer: ReturnType<typeof setTimeout>; line: CartLine; num: number }>());
  const settling = useRef(false);
  const defaultGoodsImg = useSiteStore((s) => s.defaultImg.goods);

  const numOf = (line: CartLine): number => {
    const l = local.get(line.cart_id);
    return l && (l.pending || l.base === line.num) ? l.num : line.num;
  };
  const isSelected = (line: CartLine) => !deselected.has(line.cart_id);
  const sum = totals(valid, isSelected, numOf);
  const allSelected = valid.length > 0 && valid.every(isSelected);

  const reload = async () => {
    // A guest's lines are the device's, already changed (a new set of skus asks for its facts itself);
    // a member's are the page's source, which the page refreshes on `changed`.
    await Promise.all([guest ? undefined : emit('changed'), refreshCart()]);
  };

  /** Sends one quantity change; the server's answer decides what stays on screen. */
  const commitNum = async (line: CartLine, num: number): Promise<void> => {
    let ok = false;
    if (guest) {
      useGuestCartStore.getState().setNum(line.sku_id, num);
      ok = true;
    } else {
      try {
        const res = await request('cart.edit', { cart_id: line.cart_id, num });
        ok = isSuccess(res);
        if (!ok && res.message) showToast(res.message);
      } catch {
        // told by the client
      }
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
    const delay = guest ? 0 : Math.max(0, Number(props.editDelay ?? 800));
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

  /** Removes lines (a guest's: from the device, by sku; a member's: cart.delete); false when refused. */
  const removeLines = async (ids: number[]): Promise<boolean> => {
    if (guest) {
      useGuestCartStore.getState().remove(ids);
      return true;
    }
    try {
      const res = await request('cart.delete', { cart_id: ids.join(',') });
      if (isSuccess(res)) return true;
      if (res.message) showToast(res.message);
    } catch {
      // told by the client
    }
    return false;
  };

  const deleteLines = async (ids: number[]) => {
    if (ids.length === 0) {
      showToast(ct('chooseToDelete'));
      return;
    }
    const confirmed = await showModal({ title: ct('tip'), content: ids.length > 1 ? ct('confirmDeleteMany') : ct('confirmDeleteOne') });
    if (!confirmed) return;
    if (!(await removeLines(ids))) return;
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
    if (guest) {
      // A guest logs in first and comes back to the cart, where the lines have been merged.
      ensureLoggedIn(getActionEnv());
      settling.current = false;
      return;
    }
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
    if (!(await removeLines(invalid.map((l) => l.cart_id)))) return;
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

  // A guest with nothing in the cart sees the login prompt alone.
  if (guest && (lines.length === 0 || !guestCart.ready)) return null;

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
    <div className={guest ? 'ct ct--guest' : 'ct'} data-editing={editing} data-testid={guest ? 'cart-guest-lines' : undefined}>
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
