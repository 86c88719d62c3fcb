import { useEffect, useRef, type ReactElement } from 'react';
import { defaultsFromSchema, t, useLanguage, type WidgetProps } from '../../src/sdk/index.ts';
import { useCaptcha } from './useCaptcha.ts';
import type { CaptchaImageProps } from './props.gen.ts';
import schema from './props.schema.json';
import '../login-form/account.css';

export const defaults = defaultsFromSchema<CaptchaImageProps>(schema);

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

export default function CaptchaImage({ props, emit }: WidgetProps<CaptchaImageProps>): ReactElement | null {
  const enabled = props.enabled === true || Number(props.enabled) === 1;
  const captcha = useCaptcha(enabled);
  const emitRef = useRef(emit);
  useEffect(() => {
    emitRef.current = emit;
  });
  useEffect(() => {
    if (captcha.id) void emitRef.current('change', { id: captcha.id });
  }, [captcha.id]);
  if (!enabled) return null;
  return <CaptchaImg img={captcha.img} onRefresh={() => void captcha.refresh()} width={props.width} />;
}
