/**
 * NiuShop FenxiaoGoodsList (分销商品): goods a distributor earns on, one per row (`row1-of1`:
 * picture left) or two per row (`row1-of2`), each with its name, the commission ("赚 ¥x", on the
 * main colour or `priceStyle.mainColor` with `theme` diy) and the price struck through, on cards
 * of `elementBgColor` with the `ornament` (shadow / stroke). A card opens the goods. Data from
 * /fenxiao/api/goods/page (./data.ts). Like NiuShop's, it renders nothing while the fenxiao addon
 * is off, and nothing for a guest or while the list is empty.
 *
 * The follow button (NiuShop's 关注 / 取消关注, the distributor's own goods collection): on the
 * main colour at the card's bottom right, by the row's `is_collect`. Follow calls
 * /fenxiao/api/goodscollect/add {goods_id, sku_id} and keeps the answered `collect_id`; unfollow
 * asks first ("stop following this goods?") and calls /fenxiao/api/goodscollect/delete
 * {collect_id}; each says how it went in a toast and the button turns on success.
 */
import { useState, type CSSProperties, type ReactElement } from 'react';
import { CURRENCY_SYMBOL, DiyBlock, DiyLink, formatMoney, getActionEnv, Img, imageUrl, listOf, num, pathLink, safeColor, useAddon, useDiyText, useWidgetData, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type DiyFenxiaoGoodsListProps } from './props.gen.ts';

export { defaults };

interface Row {
  goods_id?: number;
  goods_name?: string;
  goods_image?: string;
  sku_id?: number;
  commission_money?: string | number;
  discount_price?: string | number;
  is_collect?: number | string;
  collect_id?: number | string;
}

/** A row's follow state: 0/1 and the collection row's id (what delete takes). */
interface Follow {
  on: boolean;
  id: number;
}

const followOf = (r: Row): Follow => ({ on: Number(r.is_collect) === 1, id: Math.trunc(Number(r.collect_id) || 0) });

const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

export default function DiyFenxiaoGoodsList({ props, node }: WidgetProps<DiyFenxiaoGoodsListProps>): ReactElement | null {
  const t = useDiyText();
  const on = useAddon('fenxiao');
  const { data } = useWidgetData(node, 'goods');
  const rows = listOf<Row>(data).filter((r) => Number(r.goods_id) > 0);
  // Taps change the follow state here until the list is loaded again.
  const [follows, setFollows] = useState<Record<number, Follow>>({});
  const [busy, setBusy] = useState<number | null>(null);
  if (!on || rows.length === 0) return null;

  const follow = async (r: Row) => {
    const goodsId = Number(r.goods_id);
    const now = follows[goodsId] ?? followOf(r);
    const env = getActionEnv();
    if (now.on && !(await env.modal({ title: t('tip'), content: t('unfollowConfirm') }))) return;
    setBusy(goodsId);
    try {
      const answer = now.on
        ? await env.request('fenxiao.collectDelete', { collect_id: now.id })
        : await env.request('fenxiao.collectAdd', { goods_id: goodsId, sku_id: Number(r.sku_id) || 0 });
      if (answer.code >= 0) {
        env.toast(now.on ? t('unfollowed') : t('followed'), undefined, 'success');
        setFollows((f) => ({ ...f, [goodsId]: now.on ? { on: false, id: 0 } : { on: true, id: Math.trunc(Number(answer.data) || 0) } }));
      } else if (answer.message) env.toast(answer.message);
    } catch {
      // the client already showed the network message
    } finally {
      setBusy(null);
    }
  };
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
    <DiyBlock props={props} nodeId={node.id} className="diy-fenxiao-goods-list">
      <div style={{ display: 'grid', gridTemplateColumns: two ? 'repeat(2, minmax(0, 1fr))' : '1fr', gap: 10 }}>
        {rows.map((r) => {
          const state = follows[Number(r.goods_id)] ?? followOf(r);
          return (
            <div key={r.goods_id} style={{ position: 'relative' }}>
              <DiyLink link={pathLink(`/pages/goods/detail?goods_id=${Number(r.goods_id)}`)} style={{ ...card, height: '100%', boxSizing: 'border-box' }} label={String(r.goods_name ?? '')}>
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
                  {/* room for the follow button, which sits over the card's bottom right */}
                  <div style={{ height: two ? 30 : 0 }} />
                </div>
              </DiyLink>
              <button
                type="button"
                className="diy-fenxiao-follow"
                aria-pressed={state.on}
                disabled={busy === Number(r.goods_id)}
                onClick={() => void follow(r)}
                style={{
                  position: 'absolute', right: 10, bottom: two ? 8 : 4, minWidth: 63, height: 25, padding: '0 10px', border: 0, borderRadius: 25,
                  background: 'var(--base-color, #ff4544)', color: 'var(--btn-text-color, #fff)', fontSize: 12, lineHeight: '25px', cursor: 'pointer',
                }}
              >
                {state.on ? t('unfollow') : t('follow')}
              </button>
            </div>
          );
        })}
      </div>
    </DiyBlock>
  );
}
