import type { CSSProperties, ReactElement } from 'react';
import { clampNum, DiyBlock, DiyIcon, DiyImage, DiyLink, elementStyle, Glyph, hasGlyph, imageUrl, safeColor, textColor, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import '../../src/sdk/styles/diy.css';
import { defaults, type DiySearchProps } from './props.gen.ts';

export type { DiySearchProps };
export { defaults };

/** Where tapping the box goes (NiuShop: always the goods search page). */
export const SEARCH_LINK = { name: 'SEARCH', title: 'search', wap_url: '/pages_tool/goods/search' } as const;

/** Height of the search box, px. */
export const SEARCH_HEIGHT = 36;

/**
 * NiuShop's Search. Style 1: the box; style 2: a logo / icon (to `searchLink`) left of the box;
 * style 3: the box with an icon (to `searchLink`) at its right. The box (background
 * `elementBgColor`, text `textColor`, `borderType` 2 = pill, 1 = the element radii) always opens
 * /pages_tool/goods/search; its placeholder is `title`, or "Search goods" in the shopper's
 * language. `positionWay: 'fixed'` keeps it under the nav bar while the page scrolls.
 */
export default function DiySearch({ props, node }: WidgetProps<DiySearchProps>): ReactElement {
  const { t } = useTexts('diy');
  const placeholder = (typeof props.title === 'string' && props.title.trim()) || t('searchPlaceholder');
  const style = Math.round(clampNum(props.searchStyle, 1, 3, 1));
  const pill = clampNum(props.borderType, 1, 2, 2) === 2;
  const el = elementStyle(props);
  const color = textColor(props, '#303133');

  const box: CSSProperties = {
    ...el,
    backgroundColor: el.backgroundColor ?? '#f5f5f5',
    ...(pill ? { borderRadius: SEARCH_HEIGHT / 2, overflow: 'hidden' } : {}),
    height: SEARCH_HEIGHT,
    flex: 1,
    minWidth: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: props.textAlign === 'center' ? 'center' : 'flex-start',
    gap: 6,
    padding: '0 12px',
    boxSizing: 'border-box',
    color,
    fontSize: 14,
  };

  const side = () => {
    const img = imageUrl(props.imageUrl);
    if (props.iconType === 'icon' && hasGlyph(props.icon)) return <DiyIcon icon={props.icon} iconStyle={props.style} size={28} />;
    if (img) {
      return (
        <span style={{ position: 'relative', display: 'block', height: 30, width: style === 2 ? 72 : 30 }}>
          <DiyImage path={props.imageUrl} fill fit="contain" />
        </span>
      );
    }
    return null;
  };
  const extra = style === 1 ? null : side();

  const outer: CSSProperties =
    props.positionWay === 'fixed'
      ? { position: 'sticky', top: 'calc(var(--sh-nav-height, 44px) + env(safe-area-inset-top, 0px))', zIndex: 40, backgroundColor: safeColor(props.pageBgColor) ?? '#ffffff' }
      : {};

  return (
    <DiyBlock props={props} nodeId={node.id} className="diy-search" isStatic outer={outer} style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
      {extra && style === 2 ? (
        <DiyLink link={props.searchLink} inert="span" style={{ flex: 'none', display: 'block' }} label={t('search')}>
          {extra}
        </DiyLink>
      ) : null}
      <DiyLink link={SEARCH_LINK} className="diy-search-box" style={box} label={placeholder}>
        <Glyph name="search" size={16} style={{ flex: 'none', opacity: 0.7 }} />
        <span className="diy-ellipsis" style={{ opacity: 0.7 }}>
          {placeholder}
        </span>
      </DiyLink>
      {extra && style === 3 ? (
        <DiyLink link={props.searchLink} inert="span" style={{ flex: 'none', display: 'block' }} label={t('search')}>
          {extra}
        </DiyLink>
      ) : null}
    </DiyBlock>
  );
}
