/**
 * NiuShop GoodsRecommend (商品推荐): a header (icon, title, subtitle) over recommended goods from
 * /api/goodssku/components (automatic, by category or hand-picked). style-1: three per row;
 * style-2: a sideways slide; style-3: three per row with the label badge ("新人专享").
 */
import type { CSSProperties, ReactElement } from 'react';
import { cssUrl, DiyBlock, Glyph, goodsCard, GoodsCards, goodsRows, listOf, lookOf, merchantText, safeColor, useDiyText, useWidgetData, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type DiyGoodsRecommendProps } from './props.gen.ts';
import { recommendParams } from './params.ts';

export { recommendParams };

export { defaults };

const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

export default function DiyGoodsRecommend({ props, node }: WidgetProps<DiyGoodsRecommendProps>): ReactElement | null {
  const t = useDiyText();
  const params = recommendParams(props);
  const { data, status } = useWidgetData(node, 'goods');
  const ready = data !== undefined;
  const style = props.style === 'style-2' || props.style === 'style-3' ? props.style : 'style-1';
  const look = lookOf({ ...props, template: style === 'style-2' ? 'horizontal-slide' : 'row1-of3', goodsMarginType: 'diy', goodsMarginNum: 8 }, defaults, t);
  const label = { ...obj(defaults.labelStyle), ...obj(props.labelStyle) };
  const top = { ...obj(defaults.topStyle), ...obj(props.topStyle) };
  const icon = obj(top.icon);
  const items = goodsRows(listOf(data)).map((g) => {
    const card = goodsCard(g, look, t);
    if (label.support === true || label.support === 1) card.badge = merchantText(label.title, '新人专享', 'newcomer', t);
    return card;
  });
  if (!params || status.status === 'skipped' || (status.status === 'error' && !ready) || (ready && items.length === 0)) return null;

  const bg = cssUrl(props.bgUrl);
  const inner: CSSProperties = bg ? { backgroundImage: bg, backgroundSize: '100% auto', backgroundRepeat: 'no-repeat' } : {};
  const badgeColors = { background: safeColor(label.bgColor) ?? '#ff504d', color: safeColor(label.color) ?? '#fff' };
  return (
    <DiyBlock props={props} nodeId={node.id} className={`diy-goods-recommend dd-rec--${style}`} style={inner}>
      {top.support !== false ? (
        <div className="dd-head" style={{ justifyContent: 'flex-start', gap: 8 }}>
          <span
            aria-hidden="true"
            style={{ width: 22, height: 22, borderRadius: 11, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', background: safeColor(icon.bgColor) ?? 'transparent', color: safeColor(icon.color) ?? 'var(--base-color, #ff3d3d)' }}
          >
            <Glyph name={typeof icon.value === 'string' && icon.value ? icon.value : 'icondiy icon-system-tuijian'} size={16} />
          </span>
          <span className="dd-head-title" style={{ color: safeColor(top.color) ?? '#303133' }}>
            {merchantText(top.title, '今日推荐', 'recommendTitle', t)}
          </span>
          <span style={{ fontSize: 12, color: safeColor(top.subColor) ?? '#999ca7' }}>{merchantText(top.subTitle, '大家都在买', 'recommendSub', t)}</span>
        </div>
      ) : null}
      <div style={{ padding: '0 10px 10px', ['--dd-badge-bg' as string]: badgeColors.background, ['--dd-badge-color' as string]: badgeColors.color } as CSSProperties}>
        <GoodsCards items={items} look={look} t={t} loading={!ready} skeleton={Number(params?.num) || 3} />
      </div>
    </DiyBlock>
  );
}
