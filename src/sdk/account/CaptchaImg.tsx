import type { ReactElement } from 'react';
import { t } from '../../i18n/instance.ts';
import { useLanguage } from '../../shell/text.ts';

export interface CaptchaImgProps {
  img: string;
  onRefresh: () => void;
  width?: number;
}

/** The captcha picture; a tap asks for a new one. A placeholder box until the first one arrives. */
export function CaptchaImg({ img, onRefresh, width = 100 }: CaptchaImgProps): ReactElement {
  useLanguage();
  const style = { width, height: Math.round(width * 0.4) };
  return (
    <button type="button" className="acc-captcha" onClick={onRefresh} aria-label={t('login.captchaAlt')} style={style}>
      {img ? <img src={img} alt={t('login.captchaAlt')} width={style.width} height={style.height} /> : null}
    </button>
  );
}
