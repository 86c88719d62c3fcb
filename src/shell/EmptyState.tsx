/** Empty state: 'no related data' with a 'go browsing' button that goes home. */
import type { ReactElement, ReactNode } from 'react';
import { EmptyBoxIcon } from './icons.tsx';
import { useShellText } from './text.ts';
import { getActionEnv } from '../actions/env.ts';

export interface EmptyStateProps {
  /** Default 'no related data'. */
  text?: ReactNode;
  /** Default 'go browsing'; `false` hides the button. */
  buttonText?: ReactNode | false;
  /** Default: switch to the home tab. */
  onButton?: () => void;
  image?: string;
}

export function EmptyState({ text, buttonText, onButton, image }: EmptyStateProps): ReactElement {
  const t = useShellText();
  const go = onButton ?? (() => getActionEnv().navigator.switchTab('/'));
  return (
    <div className="sh-empty">
      {image ? <img src={image} alt="" width={96} height={96} className="sh-empty-icon" /> : <span className="sh-empty-icon"><EmptyBoxIcon /></span>}
      <div className="sh-empty-text">{text ?? t('empty')}</div>
      {buttonText === false ? null : (
        <button type="button" className="sh-btn" onClick={go}>
          {buttonText ?? t('goBrowsing')}
        </button>
      )}
    </div>
  );
}
