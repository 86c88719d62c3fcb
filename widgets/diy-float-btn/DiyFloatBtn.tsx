import type { CSSProperties, ReactElement } from 'react';
import { clampNum, DiyIcon, DiyImage, DiyLink, hasGlyph, imageUrl, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type DiyFloatBtnProps } from './props.gen.ts';

export type { DiyFloatBtnProps };
export { defaults };

type Btn = NonNullable<DiyFloatBtnProps['list']>[number];
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `bottomPosition` → corner. NiuShop stores 1–4 (or the names); 4 (bottom right) by default. */
export function cornerOf(position: unknown): { top: boolean; left: boolean } {
  const p = String(position ?? '').trim();
  switch (p) {
    case '1':
    case 'upperLeft':
    case 'topLeft':
      return { top: true, left: true };
    case '2':
    case 'upperRight':
    case 'topRight':
      return { top: true, left: false };
    case '3':
    case 'lowerLeft':
    case 'bottomLeft':
      return { top: false, left: true };
    default:
      return { top: false, left: false };
  }
}

/**
 * NiuShop's FloatBtn: round buttons (`imageSize` px; an image, or an icon with its style) fixed at
 * a corner of the screen (`bottomPosition`), `btnBottom` px further in; bottom corners sit above
 * the tab bar and the back-to-top button, inside the 960 px column. Each follows its link.
 */
export default function DiyFloatBtn({ props, node }: WidgetProps<DiyFloatBtnProps>): ReactElement | null {
  const buttons = (Array.isArray(props.list) ? props.list : [])
    .filter(isObject)
    .filter((b) => imageUrl(b.imageUrl) !== '' || (b.iconType === 'icon' && hasGlyph(b.icon)))
    .slice(0, 10) as Btn[];
  if (buttons.length === 0) return null;
  const size = clampNum(props.imageSize, 20, 100, 40);
  const extra = clampNum(props.btnBottom, 0, 500);
  const { top, left } = cornerOf(props.bottomPosition);
  const side = 'max(12px, calc(50% - var(--sh-max-width, 960px) / 2 + 12px))';
  const style: CSSProperties = {
    position: 'fixed',
    zIndex: 56,
    display: 'flex',
    flexDirection: 'column',
    gap: 10,
    ...(left ? { left: side } : { right: side }),
    ...(top
      ? { top: `calc(var(--sh-nav-height, 44px) + env(safe-area-inset-top, 0px) + ${20 + extra}px)` }
      : { bottom: `calc(var(--tab-bar-height, 56px) + env(safe-area-inset-bottom, 0px) + ${84 + extra}px)` }),
  };
  return (
    <div className="diy-float-btn" data-node-id={node.id} style={style}>
      {buttons.map((b, i) => (
        <DiyLink key={i} link={b.link} label={isObject(b.link) && typeof b.link.title === 'string' ? b.link.title : undefined} style={{ display: 'block', width: size, height: size, position: 'relative', borderRadius: '50%', overflow: 'hidden' }}>
          {b.iconType === 'icon' && hasGlyph(b.icon) ? <DiyIcon icon={b.icon} iconStyle={b.style} size={size} /> : <DiyImage path={b.imageUrl} width={size} height={size} fill fit="contain" />}
        </DiyLink>
      ))}
    </div>
  );
}
