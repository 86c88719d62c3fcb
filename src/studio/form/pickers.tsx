// Goods and category pickers for the fields whose schemas name them (`x-studio-widget`: "goods" on a
// list of goods ids, "category" on a category id). They read the shop's own APIs through the client:
// goods by name (goods.skuPage, the goods list), the category tree (goods.categoryTree).
import { getIn, useField, useFormikContext } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { request } from '../../data/client.ts';
import { useStudioTexts } from '../i18n.ts';
import { shownPath } from './pictures.tsx';
import type { GoodsCategoryNode, GoodsListItem, GoodsSkuPageResponse } from '../../types/generated/api/goods.ts';

interface WidgetProps {
  name: string;
  id: string;
}

type GoodsRow = Pick<GoodsListItem, 'goods_id' | 'goods_name' | 'goods_image' | 'sku_image' | 'discount_price' | 'price'>;

const firstImage = (g: GoodsRow): string => (g.sku_image || g.goods_image || '').split(',')[0] ?? '';

async function goodsPage(params: Record<string, unknown>): Promise<GoodsRow[]> {
  const res = await request<GoodsSkuPageResponse>('goods.skuPage', { page: 1, page_size: 20, ...params }, { method: 'GET' });
  return res.code >= 0 && res.data ? res.data.list : [];
}

/** Hand-picked goods: the chosen ones in order (remove, move), a search by name to add more. */
export function GoodsField({ name, id }: WidgetProps) {
  const { t } = useStudioTexts();
  const [field, , helpers] = useField<unknown[]>(name);
  const ids = useMemo(() => (Array.isArray(field.value) ? field.value.map(Number).filter((n) => Number.isInteger(n) && n > 0) : []), [field.value]);
  const [known, setKnown] = useState<Record<number, GoodsRow>>({});
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<GoodsRow[] | null>(null);

  const missing = ids.filter((g) => !known[g]).join(',');
  useEffect(() => {
    if (!missing) return;
    goodsPage({ goods_id_arr: missing, page_size: 100 }).then(
      (rows) => setKnown((k) => ({ ...k, ...Object.fromEntries(rows.map((r) => [r.goods_id, r])) })),
      () => {},
    );
  }, [missing]);

  useEffect(() => {
    const word = keyword.trim();
    if (!word) return;
    const timer = setTimeout(() => {
      goodsPage({ keyword: word }).then(
        (rows) => {
          setFound(rows);
          setKnown((k) => ({ ...k, ...Object.fromEntries(rows.map((r) => [r.goods_id, r])) }));
        },
        () => setFound([]),
      );
    }, 250);
    return () => clearTimeout(timer);
  }, [keyword]);

  const set = (next: number[]) => void helpers.setValue(next);
  const seen = new Set<number>();
  const shown = keyword.trim() ? found : null;
  const results = (shown ?? []).filter((g) => !seen.has(g.goods_id) && seen.add(g.goods_id));
  return (
    <div className="st-goods-field">
      {ids.length === 0 ? (
        <p className="st-empty">{t('pickers.noGoods')}</p>
      ) : (
        <ol className="st-chosen" aria-label={t('pickers.chosen')}>
          {ids.map((g, i) => (
            <li key={g} data-goods={g}>
              {known[g] && firstImage(known[g]) && <img src={shownPath(firstImage(known[g]))} alt="" width={28} height={28} />}
              <span className="st-grow">{known[g]?.goods_name ?? `#${g}`}</span>
              <button
                type="button"
                disabled={i === 0}
                aria-label={`${t('editor.up')} ${known[g]?.goods_name ?? g}`}
                onClick={() => set(ids.map((x, j) => (j === i - 1 ? g : j === i ? ids[i - 1]! : x)))}
              >
                ↑
              </button>
              <button type="button" className="st-danger" aria-label={`${t('editor.remove')} ${known[g]?.goods_name ?? g}`} onClick={() => set(ids.filter((x) => x !== g))}>
                ×
              </button>
            </li>
          ))}
        </ol>
      )}
      <input id={id} type="search" value={keyword} maxLength={50} placeholder={t('pickers.searchGoods')} onChange={(e) => setKeyword(e.target.value)} />
      {shown !== null && (
        <ul className="st-found" aria-label={t('pickers.results')}>
          {results.length === 0 && <li className="st-empty">{t('pickers.noResults')}</li>}
          {results.map((g) => {
            const chosen = ids.includes(g.goods_id);
            return (
              <li key={g.goods_id}>
                {firstImage(g) && <img src={shownPath(firstImage(g))} alt="" width={28} height={28} />}
                <span className="st-grow">{g.goods_name}</span>
                <button type="button" disabled={chosen} onClick={() => set([...ids, g.goods_id])} aria-label={`${t('pickers.add')} ${g.goods_name}`}>
                  {chosen ? t('pickers.added') : t('pickers.add')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

const flatten = (nodes: GoodsCategoryNode[], out: GoodsCategoryNode[] = []): GoodsCategoryNode[] => {
  for (const n of nodes) {
    out.push(n);
    if (n.child_list?.length) flatten(n.child_list, out);
  }
  return out;
};

/** A category from the shop's category tree (indented by level); sets a sibling `categoryName` too. */
export function CategoryField({ name, id }: WidgetProps) {
  const { t } = useStudioTexts();
  const [field, , helpers] = useField<unknown>(name);
  const { values, setFieldValue } = useFormikContext<Record<string, unknown>>();
  const [tree, setTree] = useState<GoodsCategoryNode[] | null>(null);
  useEffect(() => {
    request<GoodsCategoryNode[]>('goods.categoryTree', { level: 3 }, { method: 'GET' }).then(
      (res) => setTree(res.code >= 0 && Array.isArray(res.data) ? flatten(res.data) : []),
      () => setTree([]),
    );
  }, []);
  const value = Number(field.value) || 0;
  const parent = name.includes('.') ? name.slice(0, name.lastIndexOf('.')) : '';
  const nameKey = parent ? `${parent}.categoryName` : 'categoryName';
  const hasName = getIn(values, nameKey) !== undefined;
  return (
    <select
      id={id}
      value={value}
      disabled={tree === null}
      onChange={(e) => {
        const picked = tree?.find((c) => c.category_id === Number(e.target.value));
        void helpers.setValue(picked ? picked.category_id : 0);
        if (hasName) void setFieldValue(nameKey, picked ? picked.category_name : '');
      }}
    >
      <option value={0}>{tree === null ? t('app.loading') : t('pickers.noCategory')}</option>
      {value > 0 && tree && !tree.some((c) => c.category_id === value) && <option value={value}>#{value}</option>}
      {tree?.map((c) => (
        <option key={c.category_id} value={c.category_id}>
          {'\u3000'.repeat(Math.max(0, c.level - 1))}
          {c.category_name}
        </option>
      ))}
    </select>
  );
}
