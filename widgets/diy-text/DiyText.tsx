import type { CSSProperties, ReactElement } from 'react';
import { clampNum, DiyBlock, DiyLink, fontWeight, Glyph, hasGlyph, safeColor, textColor, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import '../../src/sdk/styles/diy.css';
import { defaults, type DiyTextProps } from './props.gen.ts';

export type { DiyTextProps };
export { defaults };

const on = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 'true';
const str = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** Styles whose title carries a short accent bar at the left (NiuShop's numbered title styles). */
const BAR_STYLES = new Set(['style-1', 'style-3', 'style-5', 'style-7']);
/** Styles that centre the title. */
const CENTRED_STYLES = new Set(['style-2', 'style-4', 'style-6', 'style-8', 'style-10']);

/**
 * NiuShop's Text: `[title][subtitle] ……… [more >]`. The subtitle shows when `subTitle.isElementShow`
 * and has text; with a `bgColor` it is a badge (with its icon), else grey text beside the title.
 * The "more" link shows when `more.isShow` (only the arrow when its text is empty). Title colour
 * is the component's `textColor`.
 */
export default function DiyText({ props, node }: WidgetProps<DiyTextProps>): ReactElement {
  const { t } = useTexts('diy');
  const style = str(props.style) || 'style-0';
  const sub = props.subTitle ?? {};
  const more = props.more ?? {};
  const title = str(props.text);
  const subText = on(sub.isElementShow) ? str(sub.text) : '';
  const badgeBg = safeColor(sub.bgColor);
  const centred = CENTRED_STYLES.has(style);

  const titleStyle: CSSProperties = {
    color: textColor(props, '#303133'),
    fontSize: clampNum(props.fontSize, 8, 60, 16),
    fontWeight: fontWeight(props.fontWeight),
    lineHeight: 1.4,
  };
  const subStyle: CSSProperties = {
    color: safeColor(sub.color) ?? '#6e6e6e',
    fontSize: clampNum(sub.fontSize, 8, 40, 14),
    fontWeight: fontWeight(sub.fontWeight),
    lineHeight: 1.4,
  };

  let subtitle: ReactElement | null = null;
  if (subText) {
    subtitle = badgeBg ? (
      <span
        className="diy-text-badge"
        style={{ ...subStyle, fontSize: Math.min(12, subStyle.fontSize as number), background: badgeBg, borderRadius: 999, padding: '1px 8px 1px 6px', display: 'inline-flex', alignItems: 'center', gap: 3, flex: 'none' }}
      >
        {hasGlyph(sub.icon) ? <Glyph name={str(sub.icon)} size={12} /> : null}
        {subText}
      </span>
    ) : (
      <span className="diy-text-sub diy-ellipsis" style={subStyle}>
        {subText}
      </span>
    );
  }

  const showMore = on(more.isShow);
  return (
    <DiyBlock props={props} nodeId={node.id} className="diy-text" isStatic>
      <div data-style={style} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '10px 12px', minHeight: 24 }}>
        <DiyLink
          link={props.link}
          className="diy-text-main"
          style={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', justifyContent: centred ? 'center' : 'flex-start', gap: 8 }}
        >
          {BAR_STYLES.has(style) ? <span aria-hidden="true" style={{ width: 3, height: '1em', borderRadius: 2, background: 'var(--base-color, #ff4544)', flex: 'none', fontSize: titleStyle.fontSize }} /> : null}
          <span className="diy-text-title diy-ellipsis" style={titleStyle}>
            {title}
          </span>
          {subtitle}
        </DiyLink>
        {showMore ? (
          <DiyLink
            link={more.link}
            inert="span"
            className="diy-text-more"
            style={{ color: safeColor(more.color) ?? '#6e6e6e', fontSize: 12, display: 'inline-flex', alignItems: 'center', gap: 2, flex: 'none' }}
            label={str(more.text) || t('more')}
          >
            {str(more.text)}
            <Glyph name="arrowRight" size={12} />
          </DiyLink>
        ) : null}
      </div>
    </DiyBlock>
  );
}
