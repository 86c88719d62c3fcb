import type { ReactElement } from 'react';
import { DiyBlock, DiyIcon, DiyImage, DiyLink, gradientOf, hasGlyph, imageUrl, ornamentStyle, safeColor, type WidgetProps } from '../../src/sdk/index.ts';
import '../../src/sdk/styles/diy.css';
import { defaults, type DiyQuickNavProps } from './props.gen.ts';

export type { DiyQuickNavProps };
export { defaults };

type Pill = NonNullable<DiyQuickNavProps['list']>[number];
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * NiuShop's QuickNav: a row of pills that scrolls sideways; each pill has its gradient
 * (`bgColorStart` → `bgColorEnd`, white when none), `textColor`, an optional image or icon, and
 * follows its link.
 */
export default function DiyQuickNav({ props, node }: WidgetProps<DiyQuickNavProps>): ReactElement | null {
  const pills = (Array.isArray(props.list) ? props.list : []).filter(isObject).slice(0, 50) as Pill[];
  if (pills.length === 0) return null;
  return (
    <DiyBlock props={props} nodeId={node.id} className="diy-quick-nav">
      <div className="diy-scroll-x" style={{ gap: 8, padding: '8px 0' }}>
        {pills.map((p, i) => {
          const title = typeof p.title === 'string' ? p.title : '';
          const icon = p.iconType === 'icon' && hasGlyph(p.icon) ? <DiyIcon icon={p.icon} iconStyle={p.style} size={16} /> : imageUrl(p.imageUrl) ? (
            <span style={{ position: 'relative', width: 16, height: 16, display: 'block', flex: 'none' }}>
              <DiyImage path={p.imageUrl} fill fit="contain" />
            </span>
          ) : null;
          return (
            <DiyLink
              key={i}
              link={p.link}
              className="diy-quick-nav-pill"
              style={{
                flex: 'none', display: 'inline-flex', alignItems: 'center', gap: 4, height: 28, padding: '0 12px', borderRadius: 14, fontSize: 13, whiteSpace: 'nowrap',
                background: gradientOf(p.bgColorStart, p.bgColorEnd) ?? '#ffffff', color: safeColor(p.textColor) ?? '#303133', ...ornamentStyle(props.ornament),
              }}
            >
              {icon}
              {title}
            </DiyLink>
          );
        })}
      </div>
    </DiyBlock>
  );
}
