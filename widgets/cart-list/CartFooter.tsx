/** The bar above the tab bar: select all, the total of the selected lines, settle (or delete while managing). */
import type { ReactElement } from 'react';
import { formatFen, t } from '../../src/sdk/index.ts';

const ct = (key: string, vars?: Record<string, unknown>) => t(`cart.${key}`, vars);

export interface CartFooterProps {
  editing: boolean;
  allSelected: boolean;
  canSelect: boolean;
  totalFen: number;
  count: number;
  onToggleAll: () => void;
  onSettle: () => void;
  onDelete: () => void;
}

export function CartFooter({ editing, allSelected, canSelect, totalFen, count, onToggleAll, onSettle, onDelete }: CartFooterProps): ReactElement {
  const [yuan, cents] = formatFen(totalFen).split('.');
  return (
    <div className={`ct-footer${editing ? ' ct-footer--manage' : ''}`} data-testid="cart-footer">
      <button type="button" className="ct-all" role="checkbox" aria-checked={allSelected} disabled={!canSelect} onClick={onToggleAll}>
        <span className="ct-check" data-checked={allSelected} aria-hidden="true" />
        {ct('selectAll')}
      </button>
      <div className="ct-sum" aria-hidden={editing}>
        {ct('total')}
        <span className="ct-price" data-testid="cart-total" data-fen={totalFen}>
          <small>{t('currencySymbol')}</small>
          {yuan}
          <small>.{cents}</small>
        </span>
      </div>
      {editing ? (
        <button type="button" className="ct-settle" onClick={onDelete}>
          {ct('delete')}
        </button>
      ) : (
        <button type="button" className="ct-settle" disabled={count === 0} onClick={onSettle}>
          {ct('settleCount', { n: count })}
        </button>
      )}
    </div>
  );
}
