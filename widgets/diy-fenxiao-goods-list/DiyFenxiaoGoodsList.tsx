/**
 * NiuShop FenxiaoGoodsList (分销商品): goods a distributor earns on, one per row (`row1-of1`:
 * picture left) or two per row (`row1-of2`), each with its name, the commission ("赚 ¥x", on the
 * main colour or `priceStyle.mainColor` with `theme` diy) and the price struck through, on cards
 * of `elementBgColor` with the `ornament` (shadow / stroke). A card opens the goods. Data from
 * /fenxiao/api/goods/page (./data.ts). Like NiuShop's, it renders nothing while the fenxiao addon
 * is off, and nothing for a guest or while the list is empty.
 */
import type { CSSProperties, ReactElement } from 'react';
import { CURRENCY_SYMBOL, DiyBlock, DiyLink, formatMoney, Img, imageUrl, listOf, num, pathLink, safeColor, useAddon, useDiyText, useWidgetData, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type DiyFenxiaoGoodsListProps } from './props.gen.ts';

export { defaults };

interface Row {
  goods_id?: number;
  goods_name?: string;
  goods_image?: string;
  commission_money?: string | number;
  discount_price?: string | number;
}

const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

export default function DiyFenxiaoGoodsList({ props, node }: WidgetProps<DiyFenxiaoGoodsListProps>): ReactElement | null {
  const t = useDiyText();
  const on = useAddon('fenxiao');
  const { data } = useWidgetData(node, 'goods');
  const rows = listOf<Row>(data).filter((r) => Number(r.goods_id) > 0);
  if (!on || rows.length === 0) return null;
  const two = props.template === 'row1-of2';
  const diy = props.theme === 'diy';
  const nameStyle = obj(props.goodsNameStyle);
  const priceStyle = obj(props.priceStyle);
  const ornament = obj(props.ornament);
  const main = (diy && safeColor(priceStyle.mainColor)) || 'var(--base-color, #ff4544)';
  const radius = num(props.imgAroundRadius, 0);
  const card: CSSProperties = {
    display: 'flex',
    flexDirection: two ? 'column' : 'row',
    gap: two ? 0 : 10,
    background: safeColor(props.elementBgColor) ?? '#fff',
    borderRadius: props.elementAngle === 'round' ? `${num(props.topElementAroundRadius, 0)}px ${num(props.topElementAroundRadius, 0)}px ${num(props.bottomElementAroundRadius, 0)}px ${num(props.bottomElementAroundRadius, 0)}px` : 0,
    boxShadow: ornament.type === 'shadow' ? `0 0 5px ${safeColor(ornament.color) ?? '#ededed'}` : undefined,
    border: ornament.type === 'stroke' ? `1px solid ${safeColor(ornament.color) ?? '#ededed'}` : undefined,
    overflow: 'hidden',
    color: 'inherit',
    textDecoration: 'none',
  };
  return (
    <DiyBlock props={props} nodeId={node.id} className="diy-fenxiao-goods-list" isStatic>
      <div style={{ display: 'grid', gridTemplateColumns: two ? 'repeat(2, minmax(0, 1fr))' : '1fr', gap: 10 }}>
        {rows.map((r) => (
          <DiyLink key={r.goods_id} link={pathLink(`/pages/goods/detail?goods_id=${Number(r.goods_id)}`)} style={card} label={String(r.goods_name ?? '')}>
            <div style={two ? { aspectRatio: '1 / 1' } : { width: 90, height: 90, flexShrink: 0 }}>
              <Img src={imageUrl(String(r.goods_image ?? ''), 'mid')} alt={String(r.goods_name ?? '')} style={{ width: '100%', height: '100%', borderRadius: radius }} />
            </div>
            <div style={{ flex: 1, minWidth: 0, padding: two ? '5px 10px 8px' : '4px 10px 4px 0', display: 'flex', flexDirection: 'column', justifyContent: 'space-between' }}>
              {nameStyle.control !== false && (
                <div
                  style={{
                    fontSize: 14,
                    lineHeight: 1.3,
                    color: (diy && safeColor(nameStyle.color)) || '#303133',
                    fontWeight: nameStyle.fontWeight ? 600 : 400,
                    overflow: 'hidden',
                    ...(props.nameLineMode === 'multiple' ? { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' as const } : { whiteSpace: 'nowrap', textOverflow: 'ellipsis' }),
                  }}
                >
                  {r.goods_name}
                </div>
              )}
              <div style={{ marginTop: 6 }}>
                {priceStyle.mainControl !== false && (
                  <div style={{ color: main, fontWeight: 700, fontSize: 12 }}>
                    {t('earn')} {CURRENCY_SYMBOL}
                    <span style={{ fontSize: 17 }}>{formatMoney(r.commission_money ?? 0)}</span>
                  </div>
                )}
                {priceStyle.lineControl !== false && (
                  <div style={{ color: (diy && safeColor(priceStyle.lineColor)) || 'var(--text-secondary, #686b72)', fontSize: 11, textDecoration: 'line-through' }}>
                    {CURRENCY_SYMBOL}
                    {formatMoney(r.discount_price ?? 0)}
                  </div>
                )}
              </div>
            </div>
          </DiyLink>
        ))}
      </div>
    </DiyBlock>
  );
}
