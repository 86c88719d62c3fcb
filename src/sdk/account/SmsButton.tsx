import type { ReactElement } from 'react';
import { t } from '../../i18n/instance.ts';
import { useLanguage } from '../../shell/text.ts';

export interface SmsButtonProps {
  counting: boolean;
  seconds: number;
  onClick: () => void;
  /** Idle text; default 'get dynamic code'. */
  idleText?: string;
  /** Counting text; default '{s}s to resend'. */
  countingText?: (seconds: number) => string;
}

/** The button itself: idle text, or the seconds left while counting (then it does nothing). */
export function SmsButton({ counting, seconds, onClick, idleText, countingText }: SmsButtonProps): ReactElement {
  useLanguage();
  return (
    <button
      type="button"
      className={`acc-sms${counting ? ' acc-sms--counting' : ''}`}
      onClick={onClick}
      aria-disabled={counting}
      data-state={counting ? 'counting' : 'idle'}
      data-seconds={counting ? seconds : undefined}
    >
      {counting ? (countingText ? countingText(seconds) : t('login.resendIn', { s: seconds })) : (idleText ?? t('login.getCode'))}
    </button>
  );
}
