/**
 * Popup: a panel sliding up from the bottom or scaling in at the centre, over a mask, with a
 * 0.3 s animation. `maskClosable` (default true) lets a tap on the mask close it; the close icon
 * (default shown) always does. Stays mounted through its closing animation.
 */
import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { CloseIcon } from './icons.tsx';
import { useShellText } from './text.ts';

/** Spec: popup animation 0.3 s. */
export const POPUP_ANIMATION_MS = 300;

export interface PopupProps {
  open: boolean;
  onClose?: () => void;
  position?: 'bottom' | 'center';
  maskClosable?: boolean;
  /** Show the close icon (default true). */
  closeIcon?: boolean;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Accessible name when there is no title. */
  label?: string;
}

export function Popup({ open, onClose, position = 'bottom', maskClosable = true, closeIcon = true, title, children, className, label }: PopupProps): ReactElement | null {
  const t = useShellText();
  // mounted: in the DOM; shown: the open styles applied (one frame after mounting, so it animates in).
  const [mounted, setMounted] = useState(open);
  const [shown, setShown] = useState(open);

  if (open && !mounted) setMounted(true);

  useEffect(() => {
    if (open) {
      // Next frame: the closed styles were painted once, so the open styles animate in.
      if (typeof requestAnimationFrame === 'function') {
        const id = requestAnimationFrame(() => setShown(true));
        return () => cancelAnimationFrame(id);
      }
      const t0 = setTimeout(() => setShown(true), 0);
      return () => clearTimeout(t0);
    }
    const timer = setTimeout(() => {
      setShown(false);
      setMounted(false);
    }, POPUP_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [open]);

  useEffect(() => {
    if (!open || !onClose) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && maskClosable) onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose, maskClosable]);

  if (!mounted) return null;
  return (
    <div
      className={`sh-popup sh-popup--${position}${shown && open ? ' sh-popup--open' : ''}${className ? ` ${className}` : ''}`}
      data-state={open ? 'open' : 'closing'}
    >
      <div className="sh-popup-mask" data-testid="popup-mask" onClick={() => maskClosable && onClose?.()} />
      <div className="sh-popup-panel" role="dialog" aria-modal="true" aria-label={typeof title === 'string' ? title : label}>
        {closeIcon ? (
          <button type="button" className="sh-popup-close" aria-label={t('close')} onClick={() => onClose?.()}>
            <CloseIcon />
          </button>
        ) : null}
        {title ? <div className="sh-popup-title">{title}</div> : null}
        {children}
      </div>
    </div>
  );
}
