import { useState, type CSSProperties, type ReactElement, type UIEvent } from 'react';
import { clampNum, DiyBlock, DiyIcon, DiyImage, DiyLink, fontWeight, gradientOf, ornamentStyle, safeColor, useLinkAvailable, type WidgetProps } from '../../src/sdk/index.ts';
import '../../src/sdk/styles/diy.css';
import { defaults, type DiyGraphicNavProps } from './props.gen.ts';

export type { DiyGraphicNavProps };
export { defaults };

type NavItem = NonNullable<DiyGraphicNavProps['list']>[number];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');
const on = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 'true';

function chunk<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/**
 * NiuShop's GraphicNav. `mode`: graphic (icon + text) | img (icon only) | text (text only); each
 * item shows an icon-font glyph (`iconType: 'icon'`, our SVG set) or its image, `imageSize` px
 * with `aroundRadius`, an optional corner label. `showStyle`: fixed = a grid of `rowCount`
 * columns; singleSlide = one row sliding sideways; pageSlide = pages of rowCount × pageCount with
 * dots (`carousel`).
 */
export default function DiyGraphicNav({ props, node }: WidgetProps<DiyGraphicNavProps>): ReactElement | null {
  // Every entry the merchant configured, as NiuShop shows them; only one whose page belongs to an
  // addon that is off is left out. A page not built yet keeps its entry (the router's "not
  // available yet" or not-found page answers the tap).
  const shown = useLinkAvailable();
  const items = (Array.isArray(props.list) ? props.list : []).filter(isObject).slice(0, 100).filter((item) => shown((item as NavItem).link)) as NavItem[];
  const columns = Math.round(clampNum(props.rowCount, 1, 10, 4));
  const rows = Math.round(clampNum(props.pageCount, 1, 10, 2));
  const size = clampNum(props.imageSize, 10, 120, 40);
  const radius = clampNum(props.aroundRadius, 0, 60, 0);
  const font = isObject(props.font) ? props.font : {};
  const mode = props.mode === 'img' || props.mode === 'text' ? props.mode : 'graphic';
  const [page, setPage] = useState(0);
  if (items.length === 0) return null;

  const textStyle: CSSProperties = {
    fontSize: clampNum(font.size, 8, 30, 14),
    fontWeight: fontWeight(font.weight),
    color: safeColor(font.color) ?? '#303133',
    lineHeight: 1.4,
    maxWidth: '100%',
  };

  const cell = (item: NavItem, i: number) => {
    const label = isObject(item.label) ? item.label : {};
    const title = str(item.title);
    const useIcon = item.iconType === 'icon' && str(item.icon) !== '';
    return (
      <DiyLink key={i} link={item.link} className="diy-graphic-nav-item" style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 6, minWidth: 0, position: 'relative' }} label={mode === 'img' ? title : undefined}>
        {mode !== 'text' ? (
          <span style={{ position: 'relative', width: size, height: size, flex: 'none', display: 'block' }}>
            {useIcon ? (
              <DiyIcon icon={item.icon} iconStyle={item.style} size={size} />
            ) : (
              <DiyImage path={item.imageUrl} width={size} height={size} fill style={{ borderRadius: radius || undefined }} />
            )}
            {on(label.control) && str(label.text) ? (
              <span
                className="diy-graphic-nav-label"
                style={{
                  position: 'absolute', top: -6, left: '60%', whiteSpace: 'nowrap', fontSize: 10, lineHeight: '14px', padding: '0 5px',
                  borderRadius: '7px 7px 7px 0', color: safeColor(label.textColor) ?? '#FFFFFF', background: gradientOf(label.bgColorStart, label.bgColorEnd) ?? '#FE3423',
                }}
              >
                {str(label.text)}
              </span>
            ) : null}
          </span>
        ) : null}
        {mode !== 'img' ? (
          <span className="diy-ellipsis" style={textStyle}>
            {title}
          </span>
        ) : null}
      </DiyLink>
    );
  };

  const boxStyle: CSSProperties = { padding: '12px 0', ...ornamentStyle(props.ornament) };
  const grid = (list: NavItem[], offset: number) => (
    <div style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, rowGap: 14, padding: '0 4px' }}>{list.map((item, i) => cell(item, offset + i))}</div>
  );

  if (props.showStyle === 'singleSlide') {
    return (
      <DiyBlock props={props} nodeId={node.id} className="diy-graphic-nav" style={boxStyle} isStatic>
        <div className="diy-scroll-x" style={{ padding: '0 4px' }}>
          {items.map((item, i) => (
            <div key={i} style={{ flex: `0 0 ${100 / columns}%`, minWidth: 0 }}>
              {cell(item, i)}
            </div>
          ))}
        </div>
      </DiyBlock>
    );
  }

  if (props.showStyle === 'pageSlide' && items.length > columns * rows) {
    const pages = chunk(items, columns * rows);
    const carousel = isObject(props.carousel) ? props.carousel : {};
    const dotColor = safeColor(carousel.color) ?? 'var(--base-color, #ff4544)';
    const onScroll = (e: UIEvent<HTMLDivElement>) => {
      const el = e.currentTarget;
      if (el.clientWidth > 0) setPage(Math.round(el.scrollLeft / el.clientWidth));
    };
    return (
      <DiyBlock props={props} nodeId={node.id} className="diy-graphic-nav" style={{ ...boxStyle, paddingBottom: 22, position: 'relative' }}>
        <div className="diy-scroll-x diy-snap" onScroll={onScroll}>
          {pages.map((list, p) => (
            <div key={p} style={{ flex: '0 0 100%', minWidth: 0 }}>
              {grid(list, p * columns * rows)}
            </div>
          ))}
        </div>
        <div className={`diy-dots diy-dots--${carousel.type === 'line' || carousel.type === 'straightLine' ? 'line' : 'circle'}`} style={{ justifyContent: 'center', bottom: 8 }}>
          {pages.map((_, p) => (
            <span key={p} className={`diy-dot${p === page ? ' diy-dot--on' : ''}`} style={p === page ? { background: dotColor } : undefined} />
          ))}
        </div>
      </DiyBlock>
    );
  }

  return (
    <DiyBlock props={props} nodeId={node.id} className="diy-graphic-nav" style={boxStyle} isStatic>
      {grid(items, 0)}
    </DiyBlock>
  );
}
