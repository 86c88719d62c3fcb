/**
 * NiuShop TopCategory (分类导航). NiuShop lifts it out of the page and renders a tab strip above
 * everything: the first tab (`title`) is the page itself, each level-1 category (from
 * /api/goodscategory/tree) a goods list of that category (/api/goodssku/page, infinite scroll).
 * Both are the block's declared sources (./data.ts): the tree with the page, the goods when a
 * category is chosen.
 * When the page's other components are in this node's `default` slot, a category tab replaces
 * them; when they are siblings (the diy adapter's output today), the category's goods cover the
 * page below the strip (a fixed pane between the strip and the tab bar), as NiuShop's page swap.
 * Look: `styleType` line (underline) | fill (pill) | text; `selectColor`, `noColor`, `moreColor`
 * (the "all categories" arrow).
 */
import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactElement } from 'react';
import { ArrowDown, DiyBlock, GOODS_LIST_LOOK, goodsCard, GoodsCards, goodsRows, InfiniteScroll, listOf, lookOf, merchantText, safeColor, useDiyText, useWidgetData, useWidgetDataFor, type PageNode, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type DiyTopCategoryProps } from './props.gen.ts';
import { CATEGORY } from './params.ts';

export { defaults };

interface Category {
  category_id: number;
  category_name: string;
  short_name?: string;
}

export function categories(data: unknown): Category[] {
  return listOf<Record<string, unknown>>(data)
    .map((c) => ({ category_id: Math.trunc(Number(c.category_id)), category_name: String(c.category_name ?? ''), short_name: typeof c.short_name === 'string' ? c.short_name : '' }))
    .filter((c) => c.category_id > 0 && c.category_name !== '');
}

/** The goods of the category chosen: the block's `goods` source, loaded for `categoryId`. */
function CategoryGoods({ node, categoryId }: { node: PageNode; categoryId: number }): ReactElement {
  const t = useDiyText();
  const look = lookOf({ ...GOODS_LIST_LOOK, elementBgColor: '#ffffff', topElementAroundRadius: 8, bottomElementAroundRadius: 8, btnStyle: { control: false } }, GOODS_LIST_LOOK, t);
  const goods = useWidgetDataFor(node, 'goods', CATEGORY, categoryId);
  const { status } = goods.status;
  // A new category shows placeholders; a pull-to-refresh keeps the goods shown until the answer.
  const items = goods.current ? goodsRows(listOf(goods.data)).map((g) => goodsCard(g, look, t)) : [];
  if (goods.current && ((status === 'error' && goods.data === undefined) || items.length === 0)) return <div className="dd-empty">{t('noGoods')}</div>;
  return (
    <div style={{ padding: '10px 12px' }}>
      <GoodsCards items={items} look={look} t={t} loading={!goods.current} skeleton={4} />
      {goods.current && status !== 'error' ? <InfiniteScroll onLoadMore={() => void goods.loadMore()} hasMore={goods.status.hasMore} loading={goods.status.loadingMore} count={items.length} /> : null}
    </div>
  );
}

export default function DiyTopCategory({ props, node, renderSlot }: WidgetProps<DiyTopCategoryProps>): ReactElement {
  const t = useDiyText();
  const hasSlot = Array.isArray(node.slots?.default) && node.slots.default.length > 0;
  const strip = useRef<HTMLDivElement>(null);
  const [paneTop, setPaneTop] = useState<number | null>(null);
  const tree = useWidgetData<unknown>(node, 'tree');
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const list = categories(tree.data);
  const select = safeColor(props.selectColor) ?? '#ff4544';
  const normal = safeColor(props.noColor) ?? '#333333';
  const more = safeColor(props.moreColor) ?? '#333333';
  const styleType = typeof props.styleType === 'string' ? props.styleType : 'line';
  const tabs = [{ id: 0, name: merchantText(props.title, '首页', 'home', t) }, ...list.map((c) => ({ id: c.category_id, name: c.short_name || c.category_name }))];
  const index = Math.min(active, tabs.length - 1);
  const current = tabs[index];

  const tabStyle = (selected: boolean): CSSProperties => {
    if (styleType === 'fill') return selected ? { background: select, color: '#fff', borderRadius: 14, padding: '4px 12px' } : { color: normal, padding: '4px 12px' };
    return { color: selected ? select : normal, fontWeight: selected ? 'bold' : undefined };
  };
  const choose = (i: number) => {
    setActive(i);
    setOpen(false);
  };
  const covering = !hasSlot && current !== undefined && current.id !== 0;
  // The pane starts where the strip ends (measured after layout; the strip may be stuck at the top).
  useLayoutEffect(() => {
    if (!covering || !strip.current) return;
    setPaneTop(Math.max(0, Math.round(strip.current.getBoundingClientRect().bottom)));
  }, [covering, open, index]);

  return (
    <>
      <DiyBlock props={props} nodeId={node.id} className="diy-top-category" outer={{ position: 'sticky', top: 'var(--sh-nav-height, 44px)', zIndex: 20 }} style={{ background: props.componentBgColor ? undefined : '#ffffff' }}>
        <div ref={strip} style={{ display: 'flex', alignItems: 'center', position: 'relative' }}>
          <div className="dd-tabs" role="tablist" style={{ flex: 1 }}>
            {tabs.map((tab, i) => (
              <button key={tab.id} type="button" role="tab" aria-selected={i === index} className="dd-tab" onClick={() => choose(i)}>
                <span className="dd-tab-title" style={tabStyle(i === index)}>
                  {tab.name}
                </span>
                {styleType === 'line' ? <span className="dd-tab-line" style={{ background: i === index ? select : 'transparent' }} /> : null}
              </button>
            ))}
            {tree.data === undefined && (tree.status.status === 'loading' || tree.status.status === 'idle') ? <span className="dd-skel" style={{ width: 160, height: 16, borderRadius: 4, alignSelf: 'center', margin: '0 12px' }} aria-hidden="true" /> : null}
          </div>
          {list.length > 0 ? (
            <button type="button" className="dd-tab" aria-expanded={open} aria-label={t('allCategories')} onClick={() => setOpen((o) => !o)} style={{ padding: '8px 10px' }}>
              <ArrowDown color={more} style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform .2s' }} />
            </button>
          ) : null}
        </div>
        {open ? (
          <div role="dialog" aria-label={t('allCategories')} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, padding: '8px 12px 12px', borderTop: '1px solid #f2f2f2' }}>
            {tabs.map((tab, i) => (
              <button
                key={tab.id}
                type="button"
                onClick={() => choose(i)}
                style={{ border: 0, borderRadius: 14, padding: '5px 12px', fontSize: 13, cursor: 'pointer', background: i === index ? select : '#f5f5f5', color: i === index ? '#fff' : normal }}
              >
                {tab.name}
              </button>
            ))}
          </div>
        ) : null}
      </DiyBlock>
      {current && current.id !== 0 ? (
        covering ? (
          <div className="dd-topcat-pane" style={{ top: paneTop ?? undefined, visibility: paneTop === null ? 'hidden' : undefined }} role="tabpanel" aria-label={current.name}>
            <CategoryGoods node={node} categoryId={current.id} />
          </div>
        ) : (
          <CategoryGoods node={node} categoryId={current.id} />
        )
      ) : (
        renderSlot('default')
      )}
    </>
  );
}
