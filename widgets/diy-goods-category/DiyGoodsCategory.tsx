/**
 * NiuShop GoodsCategory (商品分类): the category tab page from the DIY_VIEW_GOODS_CATEGORY
 * document. Categories come from /api/goodscategory/tree; goods from /api/goodssku/pageByCategory
 * (one category at a time, infinite scroll in the right pane): both the block's declared sources
 * (./data.ts), the goods loaded for the category shown.
 *
 *   template 1: level-1 sidebar; right: level-2 (level = 2) or level-2 sections of level-3
 *               (level = 3) as an image grid, each opening the goods list of that category.
 *   template 2: level-1 sidebar; right: level-2 chips and the goods.
 *   template 3: level-1 strip on top; level-2 sidebar; right: the goods.
 *   template 4: level-1 strip on top; level-2 sidebar; right: level-3 chips and the goods.
 *   goodsLevel 2: the goods hang on the deeper level (no "all" entry for the shallower one).
 *   search: a search bar opening the search page. quickBuy: a + button per goods (adds to the
 *   cart, or opens goods with several skus) and a floating cart button with the count.
 * `?category_id=` preselects a category (any level).
 */
import { useState, type ReactElement } from 'react';
import { buyGoods, GoodsCartIcon as CartIcon, DiyLink, type DiyT, EmptyState, goodsDetailPath, goodsImage, type GoodsItem, goodsName, goodsRows, imageUrl, Img, InfiniteScroll, linePrice, LinePrice, listOf, num, pathLink, PlusIcon, Price, SearchIcon, showPrice, useCart, useDiyText, useRenderScope, useWidgetData, useWidgetDataFor, type PageNode, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type DiyGoodsCategoryProps } from './props.gen.ts';
import { CATEGORY } from './params.ts';
import '../../src/sdk/goods/diy-data.css';
import './category.css';

export { defaults };

export interface Category {
  id: number;
  name: string;
  image: string;
  adv: string;
  children: Category[];
}

/** The tree answer → categories with children (bad rows dropped). */
export function categoryTree(data: unknown, depth = 3): Category[] {
  const walk = (list: unknown, level: number): Category[] =>
    listOf<Record<string, unknown>>(list)
      .map((c) => ({
        id: Math.trunc(Number(c.category_id)),
        name: String(c.category_name || c.short_name || ''),
        image: typeof c.image === 'string' ? c.image : '',
        adv: typeof c.image_adv === 'string' ? c.image_adv : '',
        children: level < depth ? walk(c.child_list, level + 1) : [],
      }))
      .filter((c) => c.id > 0 && c.name !== '');
  return walk(data, 1);
}

/** Path of ids (level 1, 2, 3) leading to `id`, or [] when it is not in the tree. */
export function pathTo(tree: Category[], id: number): number[] {
  for (const a of tree) {
    if (a.id === id) return [a.id];
    for (const b of a.children) {
      if (b.id === id) return [a.id, b.id];
      for (const c of b.children) if (c.id === id) return [a.id, b.id, c.id];
    }
  }
  return [];
}

const listPath = (id: number) => `/pages/goods/list?category_id=${id}`;

function GoodsRow({ item, quickBuy, t }: { item: GoodsItem; quickBuy: boolean; t: DiyT }): ReactElement {
  const [busy, setBusy] = useState(false);
  const line = linePrice(item);
  const name = goodsName(item);
  return (
    <div className="dd-cg-row" role="listitem" data-goods-id={item.goods_id}>
      <DiyLink link={pathLink(goodsDetailPath(item))} className="dd-cg-main">
        <div className="dd-cg-img">
          <Img src={goodsImage(item)} alt={name} />
        </div>
        <div className="dd-cg-info">
          <div className="dd-cg-name">{name}</div>
          {Number(item.sale_num) > 0 ? <div className="dd-cg-sale">{t('sold', { n: Number(item.sale_num) })}</div> : null}
          <div className="dd-cg-price">
            <Price value={showPrice(item)} color="var(--price-color, #ff4544)" size={15} />
            {line ? <LinePrice value={line} /> : null}
          </div>
        </div>
      </DiyLink>
      {quickBuy ? (
        <button
          type="button"
          className="dd-cg-add"
          aria-label={t('addToCartOf', { name })}
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await buyGoods(item);
            } finally {
              setBusy(false);
            }
          }}
        >
          <PlusIcon size={14} color="#fff" />
        </button>
      ) : null}
    </div>
  );
}

function SkeletonRows({ n = 6 }: { n?: number }): ReactElement {
  return (
    <div aria-hidden="true">
      {Array.from({ length: n }, (_, i) => (
        <div key={i} className="dd-cg-row">
          <div className="dd-cg-main">
            <div className="dd-cg-img dd-skel" />
            <div className="dd-cg-info">
              <div className="dd-skel dd-skel-line" />
              <div className="dd-skel dd-skel-line dd-skel-line--short" />
              <div className="dd-cg-price">
                <div className="dd-skel dd-skel-price" style={{ width: 60 }} />
              </div>
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}

/** The goods of one category, page by page as the pane scrolls: the block's `goods` source, loaded for `categoryId`. */
function CategoryGoods({ node, categoryId, quickBuy, t }: { node: PageNode; categoryId: number; quickBuy: boolean; t: DiyT }): ReactElement {
  const goods = useWidgetDataFor(node, 'goods', CATEGORY, categoryId);
  const { status } = goods.status;
  // A new category shows placeholders; a pull-to-refresh keeps the goods shown until the answer.
  if (!goods.current) return <SkeletonRows />;
  const items = goodsRows(listOf(goods.data));
  if ((status === 'error' && goods.data === undefined) || items.length === 0) return <EmptyState text={t('noGoods')} buttonText={false} />;
  return (
    <div role="list" aria-label={t('goodsOfCategory')}>
      {items.map((g) => (
        <GoodsRow key={`${g.goods_id}-${g.sku_id}`} item={g} quickBuy={quickBuy} t={t} />
      ))}
      <InfiniteScroll onLoadMore={() => void goods.loadMore()} hasMore={goods.status.hasMore} loading={goods.status.loadingMore} count={items.length} />
    </div>
  );
}

function Chips({ list, selected, allowAll, onSelect, t }: { list: Category[]; selected: number; allowAll: boolean; onSelect: (id: number) => void; t: DiyT }): ReactElement | null {
  if (list.length === 0) return null;
  return (
    <div className="dd-cat-chips" role="tablist">
      {allowAll ? (
        <button type="button" role="tab" aria-selected={selected === 0} onClick={() => onSelect(0)}>
          {t('all')}
        </button>
      ) : null}
      {list.map((c) => (
        <button key={c.id} type="button" role="tab" aria-selected={selected === c.id} onClick={() => onSelect(c.id)}>
          {c.name}
        </button>
      ))}
    </div>
  );
}

function Side({ list, selected, allowAll, onSelect, t }: { list: Category[]; selected: number; allowAll?: boolean; onSelect: (id: number) => void; t: DiyT }): ReactElement {
  return (
    <nav className="dd-cat-side" role="tablist" aria-orientation="vertical" aria-label={t('categories')}>
      {allowAll ? (
        <button type="button" role="tab" aria-selected={selected === 0} onClick={() => onSelect(0)}>
          {t('all')}
        </button>
      ) : null}
      {list.map((c) => (
        <button key={c.id} type="button" role="tab" aria-selected={selected === c.id} onClick={() => onSelect(c.id)}>
          {c.name}
        </button>
      ))}
    </nav>
  );
}

function Adv({ category }: { category: Category | undefined }): ReactElement | null {
  const src = imageUrl(category?.adv);
  if (!category || !src) return null;
  return (
    <DiyLink link={pathLink(listPath(category.id))} className="dd-cat-adv" label={category.name}>
      <Img src={src} alt={category.name} />
    </DiyLink>
  );
}

/** Template 1: the children (and grandchildren) of a level-1 category as an image grid. */
function CategoryGrid({ parent, level, t }: { parent: Category; level: number; t: DiyT }): ReactElement {
  const cell = (c: Category) => (
    <DiyLink key={c.id} link={pathLink(listPath(c.id))} className="dd-cat-cell" label={c.name}>
      <span className="dd-cat-cell-img">
        <Img src={imageUrl(c.image, 'small')} alt="" />
      </span>
      <span className="dd-cat-cell-name">{c.name}</span>
    </DiyLink>
  );
  if (parent.children.length === 0) {
    return (
      <div className="dd-cat-section">
        <div className="dd-cat-grid">{cell(parent)}</div>
      </div>
    );
  }
  if (level < 3) {
    return (
      <div className="dd-cat-section">
        <div className="dd-cat-grid">{parent.children.map(cell)}</div>
      </div>
    );
  }
  return (
    <>
      {parent.children.map((b) => (
        <section key={b.id} className="dd-cat-section" aria-label={b.name}>
          <div className="dd-cat-section-title">{b.name}</div>
          <div className="dd-cat-grid">{(b.children.length ? b.children : [b]).map(cell)}</div>
        </section>
      ))}
      {parent.children.length === 0 ? <div className="dd-empty">{t('noCategory')}</div> : null}
    </>
  );
}

export default function DiyGoodsCategory({ props, node }: WidgetProps<DiyGoodsCategoryProps>): ReactElement {
  const t = useDiyText();
  const scope = useRenderScope();
  const { cartNumber } = useCart();
  const template = ['1', '2', '3', '4'].includes(String(props.template)) ? String(props.template) : '1';
  const level = num(props.level, 2) >= 3 ? 3 : 2;
  const deep = num(props.goodsLevel, 1) >= 2;
  const quickBuy = num(props.quickBuy) === 1 || (props.quickBuy as unknown) === true;
  const search = props.search === undefined ? true : num(props.search) === 1 || (props.search as unknown) === true;
  const res = useWidgetData<unknown>(node, 'tree');
  const tree = categoryTree(res.data, template === '1' ? level : template === '2' ? 2 : 3);

  // The chosen path: [level 1, level 2, level 3]; 0 = none chosen yet (defaults apply).
  const queryId = Math.trunc(Number((scope.query as Record<string, string> | undefined)?.category_id ?? 0)) || 0;
  const [chosen, setChosen] = useState<number[] | null>(null);
  const path = chosen ?? (queryId ? pathTo(tree, queryId) : []);
  const a = tree.find((c) => c.id === path[0]) ?? tree[0];
  const bList = a?.children ?? [];
  // "All" of level 2 is the default where it is offered (templates 2 and 3 unless goodsLevel 2).
  const defaultB = (template === '2' || template === '3') && !deep ? 0 : (bList[0]?.id ?? 0);
  const bId = path[1] !== undefined && bList.some((c) => c.id === path[1]) ? path[1] : defaultB;
  const b = bList.find((c) => c.id === bId);
  const cList = b?.children ?? [];
  const cId = path[2] !== undefined && cList.some((c) => c.id === path[2]) ? path[2] : template === '4' && deep ? (cList[0]?.id ?? 0) : 0;

  const chooseA = (id: number) => setChosen([id]);
  const chooseB = (id: number) => setChosen([a?.id ?? 0, id]);
  const chooseC = (id: number) => setChosen([a?.id ?? 0, bId, id]);

  const goodsCategory = cId || bId || a?.id || 0;
  const searchBar = search ? (
    <div className="dd-cat-search">
      <DiyLink link={pathLink('/pages_tool/goods/search')} label={t('searchGoods')}>
        <SearchIcon size={15} />
        <span>{t('searchGoods')}</span>
      </DiyLink>
    </div>
  ) : null;

  let body: ReactElement;
  if (res.data === undefined && (res.status.status === 'idle' || res.status.status === 'loading')) {
    body = (
      <div className="dd-cat-body" aria-busy="true">
        <div className="dd-cat-side">
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} style={{ padding: '14px 12px' }}>
              <div className="dd-skel dd-skel-line" />
            </div>
          ))}
        </div>
        <div className="dd-cat-main">
          <SkeletonRows />
        </div>
      </div>
    );
  } else if (!a) {
    body = <EmptyState text={t('noCategory')} />;
  } else if (template === '1') {
    body = (
      <div className="dd-cat-body">
        <Side list={tree} selected={a.id} onSelect={chooseA} t={t} />
        <div className="dd-cat-main" key={a.id}>
          <Adv category={a} />
          <CategoryGrid parent={a} level={level} t={t} />
        </div>
      </div>
    );
  } else if (template === '2') {
    body = (
      <div className="dd-cat-body">
        <Side list={tree} selected={a.id} onSelect={chooseA} t={t} />
        <div className="dd-cat-main" key={`${a.id}-${bId}`}>
          <Adv category={a} />
          <Chips list={bList} selected={bId} allowAll={!deep} onSelect={chooseB} t={t} />
          <CategoryGoods node={node} categoryId={goodsCategory} quickBuy={quickBuy} t={t} />
        </div>
      </div>
    );
  } else {
    body = (
      <>
        <div className="dd-cat-top" role="tablist" aria-label={t('categories')}>
          {tree.map((c) => {
            const on = c.id === a.id;
            return (
              <button key={c.id} type="button" role="tab" aria-selected={on} onClick={() => chooseA(c.id)}>
                <span className="dd-cat-top-img" style={on ? { borderColor: 'var(--base-color, #ff4544)' } : undefined}>
                  <Img src={imageUrl(c.image, 'small')} alt="" />
                </span>
                <span className="dd-cat-top-name" style={on ? { background: 'var(--base-color, #ff4544)', color: 'var(--btn-text-color, #fff)' } : undefined}>
                  {c.name}
                </span>
              </button>
            );
          })}
        </div>
        <div className="dd-cat-body">
          {bList.length > 0 ? <Side list={bList} selected={bId} allowAll={template === '3' ? !deep : false} onSelect={chooseB} t={t} /> : null}
          <div className="dd-cat-main" key={`${a.id}-${bId}-${cId}`}>
            {template === '4' && deep ? <Chips list={cList} selected={cId} allowAll={false} onSelect={chooseC} t={t} /> : null}
            <CategoryGoods node={node} categoryId={goodsCategory} quickBuy={quickBuy} t={t} />
          </div>
        </div>
      </>
    );
  }

  return (
    <div className="dd-cat diy-goods-category" data-node-id={node.id} data-template={template} style={{ position: 'relative' }}>
      {searchBar}
      {body}
      {quickBuy ? (
        <DiyLink link={pathLink('/pages/goods/cart')} className="dd-cat-cart" label={cartNumber > 0 ? `${t('cart')} ${cartNumber > 99 ? '99+' : cartNumber}` : t('cart')}>
          <CartIcon size={22} />
          {cartNumber > 0 ? <span className="dd-cat-cart-badge">{cartNumber > 99 ? '99+' : cartNumber}</span> : null}
        </DiyLink>
      ) : null}
    </div>
  );
}
