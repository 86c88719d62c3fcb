import { useEffect, useState, type CSSProperties, type ReactElement } from 'react';
import { clampNum, DiyBlock, DiyIcon, DiyImage, DiyLink, fontWeight, Glyph, hasGlyph, listOf, pathLink, textColor, useTexts, useWidgetData, type WidgetProps } from '../../src/sdk/index.ts';
import '../../src/sdk/styles/diy.css';
import { defaults, type DiyNoticeProps } from './props.gen.ts';
import { noticeParams } from './params.ts';

export { noticeParams };

export type { DiyNoticeProps };
export { defaults };

/** Milliseconds each notice stays before the next scrolls up. */
export const NOTICE_INTERVAL = 3000;

interface Item {
  title: string;
  link: unknown;
}

function itemsOf(list: unknown): Item[] {
  if (!Array.isArray(list)) return [];
  const out: Item[] = [];
  for (const it of list) {
    if (!it || typeof it !== 'object') continue;
    const title = (it as { title?: unknown }).title;
    if (typeof title !== 'string' && typeof title !== 'number') continue;
    const text = String(title).trim();
    if (text) out.push({ title: text, link: (it as { link?: unknown }).link });
  }
  return out.slice(0, 50);
}

/** The notices a `sources: 'initial'` block reads: the picked `noticeIds`, else the latest `count`. */
/** The shop's notices as rows, each opening its detail page (NiuShop: /pages_tool/notice/detail?notice_id=). */
function noticeItems(data: unknown): Item[] {
  return listOf<{ id?: number; title?: string }>(data)
    .filter((n) => Number(n.id) > 0 && typeof n.title === 'string')
    .map((n) => ({ title: String(n.title), link: pathLink(`/pages_tool/notice/detail?notice_id=${Number(n.id)}`) }));
}

/**
 * NiuShop's Notice: `[icon] [notice ▲▼]`. `sources: 'diy'` shows the merchant's configured `list`;
 * `sources: 'initial'` shows the shop's notices (/api/notice/lists: the picked `noticeIds` or the
 * latest `count`), each opening its detail. `scrollWay` 'upDown' shows one notice at a time and
 * moves up every 3 s; anything else scrolls them sideways as a marquee.
 */
export default function DiyNotice({ props, node }: WidgetProps<DiyNoticeProps>): ReactElement | null {
  const { t } = useTexts('diy');
  const params = noticeParams(props);
  const { data } = useWidgetData(node, 'notices');
  const items = params ? itemsOf(noticeItems(data)) : itemsOf(props.list);
  const [index, setIndex] = useState(0);
  const vertical = props.scrollWay !== 'horizontal';
  const count = items.length;

  useEffect(() => {
    if (!vertical || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), NOTICE_INTERVAL);
    return () => clearInterval(timer);
  }, [vertical, count]);

  if (count === 0) return null;
  const current = index % count;
  const fontSize = clampNum(props.fontSize, 10, 30, 14);
  const lineHeight = Math.round(fontSize * 1.5);
  const textStyle: CSSProperties = { color: textColor(props, '#303133'), fontSize, fontWeight: fontWeight(props.fontWeight), lineHeight: `${lineHeight}px` };

  let lead: ReactElement;
  if (props.iconSources === 'diy' && props.iconType === 'icon' && hasGlyph(props.icon)) {
    lead = <DiyIcon icon={props.icon} iconStyle={props.style} size={lineHeight} />;
  } else if (props.iconSources === 'diy' && props.imageUrl) {
    lead = (
      <span style={{ display: 'block', height: lineHeight, width: lineHeight * 2.5, position: 'relative', flex: 'none' }}>
        <DiyImage path={props.imageUrl} fill fit="contain" />
      </span>
    );
  } else {
    lead = (
      <span
        className="diy-notice-badge"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 3, flex: 'none', color: 'var(--base-color, #ff4544)', fontSize: 12, fontWeight: 'bold', lineHeight: `${lineHeight}px` }}
      >
        <Glyph name="notice" size={14} />
        {t('notice')}
      </span>
    );
  }

  const row = (item: Item, i: number) => (
    <DiyLink key={i} link={item.link} className="diy-notice-item diy-ellipsis" style={{ display: 'block', height: lineHeight, ...textStyle }}>
      {item.title}
    </DiyLink>
  );

  return (
    <DiyBlock props={props} nodeId={node.id} className="diy-notice">
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '8px 12px' }}>
        {lead}
        <div className="diy-notice-window" style={{ flex: 1, minWidth: 0, height: lineHeight, overflow: 'hidden' }} aria-live="off">
          {vertical ? (
            <div className="diy-notice-track" style={{ transform: `translateY(-${current * lineHeight}px)` }}>
              {items.map((item, i) => row(item, i))}
            </div>
          ) : (
            <div className="diy-marquee" style={{ ['--diy-marquee-duration' as string]: `${Math.max(8, count * 6)}s` }}>
              {[...items, ...items].map((item, i) => (
                <DiyLink key={i} link={item.link} inert="span" style={{ ...textStyle, flex: 'none' }}>
                  {i >= count ? <span aria-hidden="true">{item.title}</span> : item.title}
                </DiyLink>
              ))}
            </div>
          )}
        </div>
      </div>
    </DiyBlock>
  );
}
