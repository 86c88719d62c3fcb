import { useEffect, useRef, type ReactElement } from 'react';
import { CaptchaImg, useCaptcha, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type CaptchaImageProps } from './props.gen.ts';
import '../../src/sdk/account/account.css';

export { defaults };

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
