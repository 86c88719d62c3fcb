/**
 * NiuShop GoodsBrand (商品品牌): a title ("品牌展示", `fontWeight`) over brand logos from
 * /api/goodsbrand/page — the first `count` (`initial`) or the merchant's `brandIds` (`diy`). A
 * brand opens /pages/goods/list?brand_id=…; the title's "more" opens the brand page when built.
 * style-1: four logos per row; style-2: three per row with names. `ornament` frames the logos.
 */
import type { CSSProperties, ReactElement } from 'react';
import { ArrowRight, DiyBlock, DiyLink, elementStyle, imageUrl, Img, listOf, merchantText, pathLink, safeColor, textColor, useBuiltPath, useDiyText, useWidgetData, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type DiyGoodsBrandProps } from './props.gen.ts';
import '../../src/sdk/goods/diy-data.css';
import { brandParams } from './params.ts';

export { brandParams };

export { defaults };

interface Brand {
  brand_id: number;
  brand_name: string;
  image_url?: string;
}

export const BRAND_PAGE = '/pages_tool/goods/brand';

export default function DiyGoodsBrand({ props, node }: WidgetProps<DiyGoodsBrandProps>): ReactElement | null {
  const t = useDiyText();
  const built = useBuiltPath();
  const params = brandParams(props);
  const { data, status } = useWidgetData(node, 'brands');
  const ready = data !== undefined;
  const loading = !ready;
  const brands = listOf<Brand>(data).filter((b) => Number(b.brand_id) > 0);
  if (!params || status.status === 'skipped' || (status.status === 'error' && !ready) || (ready && brands.length === 0)) return null;

  const withNames = props.style === 'style-2';
  const cols = withNames ? 3 : 4;
  const ornament = props.ornament && typeof props.ornament === 'object' && !Array.isArray(props.ornament) ? (props.ornament as Record<string, unknown>) : {};
  const ornColor = safeColor(ornament.color) ?? '#EDEDED';
  const cell: CSSProperties = {
    ...elementStyle(props),
    ...(ornament.type === 'shadow' ? { boxShadow: `0 0 5px ${ornColor}` } : ornament.type === 'stroke' ? { border: `1px solid ${ornColor}` } : {}),
  };
  const bold = props.fontWeight === true || props.fontWeight === 'bold' || (props.fontWeight as unknown) === 1;
  const title = merchantText(props.title, '品牌展示', 'brands', t);
  const n = loading ? Number(params?.page_size) || cols : brands.length;
  return (
    <DiyBlock props={props} nodeId={node.id} className="diy-goods-brand">
      <div className="dd-head">
        <span className="dd-head-title" style={{ color: textColor(props, '#303133'), fontWeight: bold ? 'bold' : 'normal' }}>
          {title}
        </span>
        {built(BRAND_PAGE) ? (
          <DiyLink link={pathLink(BRAND_PAGE)} className="dd-head-more">
            {t('more')}
            <ArrowRight />
          </DiyLink>
        ) : null}
      </div>
      <div className="dd-grid" style={{ gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))`, padding: '0 12px 12px', gap: 8 }} role="list" aria-label={title}>
        {loading
          ? Array.from({ length: Math.min(n, 12) }, (_, i) => <div key={i} className="dd-skel" style={{ aspectRatio: withNames ? '4 / 3' : '2 / 1', borderRadius: 6 }} aria-hidden="true" />)
          : brands.map((b) => (
              <DiyLink key={b.brand_id} link={pathLink(`/pages/goods/list?brand_id=${b.brand_id}`)} label={b.brand_name} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4, minWidth: 0 }}>
                <span role="listitem" style={{ display: 'block', width: '100%', aspectRatio: '2 / 1', overflow: 'hidden', background: '#fff', boxSizing: 'border-box', ...cell }}>
                  <Img src={imageUrl(b.image_url)} alt={b.brand_name} fit="contain" />
                </span>
                {withNames ? <span style={{ fontSize: 12, color: '#606266', maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{b.brand_name}</span> : null}
              </DiyLink>
            ))}
      </div>
    </DiyBlock>
  );
}
