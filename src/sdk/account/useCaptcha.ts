/**
 * An image captcha `{id, img}` from /api/captcha/captcha. `refresh()` asks for a new one and sends
 * the old id so the server discards it (NiuShop's getCaptcha); answers that arrive after a newer
 * request are dropped. Nothing is fetched while `enabled` is false.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { isSuccess, request } from '../../data/client.ts';

export interface Captcha {
  id: string;
  img: string;
}

export interface CaptchaState extends Captcha {
  refresh: () => Promise<void>;
}

const EMPTY: Captcha = { id: '', img: '' };

export function useCaptcha(enabled: boolean): CaptchaState {
  const [captcha, setCaptcha] = useState<Captcha>(EMPTY);
  const current = useRef<Captcha>(EMPTY);
  const seq = useRef(0);
  const on = useRef(enabled);

  const refresh = useCallback(async () => {
    if (!on.current) return;
    const mine = ++seq.current;
    try {
      const res = await request<Captcha>('captcha.captcha', { captcha_id: current.current.id });
      if (mine !== seq.current || !on.current) return;
      if (isSuccess(res) && res.data && typeof res.data.id === 'string') {
        const next = { id: res.data.id, img: String(res.data.img ?? '').replace(/\r\n/g, '') };
        current.current = next;
        setCaptcha(next);
      }
    } catch {
      // the client told the shopper; tapping the image tries again
    }
  }, []);

  useEffect(() => {
    on.current = enabled;
    if (enabled) {
      void refresh();
      return;
    }
    seq.current += 1;
    current.current = EMPTY;
    // Turned off: forget the old captcha (nothing to discard on the server that matters).
    return undefined;
  }, [enabled, refresh]);

  return { ...(enabled ? captcha : EMPTY), refresh };
}
