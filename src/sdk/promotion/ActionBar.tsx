/**
 * The promotion kit's bottom bar: home, an optional summary (what is chosen, the total) and the
 * main button in the main colour with its price, or greyed with the reason it cannot be used.
 */
import type { ReactElement, ReactNode } from 'react';
import { formatMoney } from '../isomorphic.ts';
import { HomeIcon } from '../../shell/icons.tsx';
import './promotion-kit.css';

export interface PromoActionBarProps {
  /** the bar's accessible name */
  label: string;
  /** home button text; empty: no home button */
  homeLabel?: string;
  onHome?: () => void;
  /** between home and the button */
  summary?: ReactNode;
  /** the main button: its text, an optional price under it, and why it is off (shown instead) */
  action?: string;
  price?: string;
  blocked?: string | null;
  disabled?: boolean;
  onAction?: () => void;
  /** buttons of the bar's own in place of the main one (a bargain offers several at once) */
  children?: ReactNode;
}

export function PromoActionBar({ label, homeLabel = '', onHome, summary, action = '', price, blocked, disabled, onAction, children }: PromoActionBarProps): ReactElement {
  return (
    <div className="pk-bar-wrap">
      <div className="pk-bar-spacer" aria-hidden="true" />
      <nav className="pk-bar" aria-label={label}>
        {homeLabel ? (
          <button type="button" className="pk-home" onClick={onHome}>
            <span className="pk-home-img">
              <HomeIcon />
            </span>
            <span>{homeLabel}</span>
          </button>
        ) : null}
        {summary ? <div className="pk-bar-summary">{summary}</div> : null}
        {children ?? (blocked ? (
          <button type="button" className="pk-buy pk-buy--off" disabled>
            {blocked}
          </button>
        ) : (
          <button type="button" className="pk-buy" disabled={disabled} onClick={onAction}>
            <span>{action}</span>
            {price ? <small>¥{formatMoney(price)}</small> : null}
          </button>
        ))}
      </nav>
    </div>
  );
}
