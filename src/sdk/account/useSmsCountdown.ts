/**
 * The SMS code button's state machine (spec §4): idle → counting down from 120 s → idle. It goes
 * back to idle at once on `reset()` (a failed send, a refreshed captcha) and by itself when the
 * count reaches 0 (then `onExpire` runs, e.g. to refresh the captcha as NiuShop does).
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec §9: SMS resend wait. */
export const SMS_WAIT_SECONDS = 120;

export interface SmsCountdown {
  counting: boolean;
  /** Seconds left while counting (120 … 1); the full wait when idle. */
  seconds: number;
  /** Starts counting; false (and nothing changes) while already counting. */
  start: () => boolean;
  /** Back to idle at once. */
  reset: () => void;
}

export function useSmsCountdown(total: number = SMS_WAIT_SECONDS, onExpire?: () => void): SmsCountdown {
  const wait = Math.max(1, Math.floor(Number(total) || SMS_WAIT_SECONDS));
  const [counting, setCounting] = useState(false);
  const [seconds, setSeconds] = useState(wait);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });

  const stop = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
    setCounting(false);
    setSeconds(wait);
  }, [wait]);

  const start = useCallback(() => {
    if (timer.current !== null) return false;
    let left = wait;
    setCounting(true);
    setSeconds(left);
    timer.current = setInterval(() => {
      left -= 1;
      if (left > 0) {
        setSeconds(left);
        return;
      }
      stop();
      expire.current?.();
    }, 1000);
    return true;
  }, [wait, stop]);

  // No timer outlives the form.
  useEffect(
    () => () => {
      if (timer.current !== null) clearInterval(timer.current);
      timer.current = null;
    },
    [],
  );

  return { counting, seconds, start, reset: stop };
}
