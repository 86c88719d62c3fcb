/**
 * Sending an SMS code: validate (the caller's rules), start the 120 s countdown, call the
 * `…/mobileCode` endpoint and keep its `key`. A failed send resets the button at once; so does the
 * count reaching 0; `onFail` / `onExpire` run then (NiuShop refreshes the image captcha).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EndpointName } from '../../data/endpoints.ts';
import { isSuccess, request } from '../../data/client.ts';
import { showToast } from '../../shell/feedback.ts';
import { SMS_WAIT_SECONDS, useSmsCountdown, type SmsCountdown } from './useSmsCountdown.ts';

export type Prepared = { params: Record<string, unknown> } | { error: string } | null;

export interface SmsSenderOptions {
  api: EndpointName;
  seconds?: number;
  /** Checks the form and returns what to send, a message to show, or null to do nothing. */
  prepare: () => Prepared | Promise<Prepared>;
  onSent?: (key: string) => void;
  /** A send failed (the button is idle again). */
  onFail?: () => void;
  /** The count reached 0 (the button is idle again). */
  onExpire?: () => void;
}

export interface SmsSender extends SmsCountdown {
  /** The `key` of the last code sent ('' before one was sent). */
  smsKey: string;
  send: () => Promise<void>;
}

export function useSmsSender(options: SmsSenderOptions): SmsSender {
  const opts = useRef(options);
  useEffect(() => {
    opts.current = options;
  });
  const countdown = useSmsCountdown(options.seconds ?? SMS_WAIT_SECONDS, () => opts.current.onExpire?.());
  const { start, reset } = countdown;
  const [smsKey, setSmsKey] = useState('');
  const busy = useRef(false);

  const send = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      const prepared = await opts.current.prepare();
      if (!prepared) return;
      if ('error' in prepared) {
        showToast(prepared.error);
        return;
      }
      if (!start()) return; // already counting
      let ok = false;
      let message = '';
      try {
        const res = await request<{ key?: string } | null>(opts.current.api, prepared.params);
        const key = res.data && typeof res.data === 'object' ? String(res.data.key ?? '') : '';
        ok = isSuccess(res) && key !== '';
        if (ok) {
          setSmsKey(key);
          opts.current.onSent?.(key);
        } else message = res.message;
      } catch {
        // the client already showed the network message
      }
      if (!ok) {
        if (message) showToast(message);
        reset();
        opts.current.onFail?.();
      }
    } finally {
      busy.current = false;
    }
  }, [start, reset]);

  return { ...countdown, smsKey, send };
}
