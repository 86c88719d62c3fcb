/**
 * NiuShop ManyGoodsList (多商品组): a tab per `list` item (title, description); the selected tab's
 * goods (its category or hand-picked ids) come from /api/goodssku/pageComponents and show with the
 * block's card look, as GoodsList.
 */
import { useEffect, useState, type ReactElement } from 'react';
import { DiyBlock, goodsCard, GoodsCards, goodsRows, listOf, lookOf, merchantText, safeColor, useDiyText, useWidgetData, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type DiyManyGoodsListProps } from './props.gen.ts';
import { tabParams, tabsOf, tabSource, type TabSource } from './params.ts';

export { defaults };

interface Tab extends TabSource {
  title?: unknown;
  desc?: unknown;
}

const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

export default function DiyManyGoodsList({ props, node }: WidgetProps<DiyManyGoodsListProps>): ReactElement | null {
  const t = useDiyText();
  const [active, setActive] = useState(0);
  const tabs: Tab[] = Array.isArray(props.list) ? tabsOf(props.list) : [];
  const index = Math.min(active, Math.max(0, tabs.length - 1));
  const params = tabParams(tabs[index], props);
  // The first tab's goods come with the page; another tab's the first time it is chosen.
  const { data, status, refresh } = useWidgetData(node, tabSource(index));
  const wanted = index > 0 && params !== null && status.status === 'idle';
  useEffect(() => {
    if (wanted) void refresh();
  }, [wanted, refresh]);
  const ready = data !== undefined;
  const look = lookOf(props, defaults, t);
  if (tabs.length === 0) return null;

  const head = props.headStyle && typeof props.headStyle === 'object' && !Array.isArray(props.headStyle) ? (props.headStyle as { titleColor?: unknown }) : {};
  const titleColor = safeColor(head.titleColor) ?? '#303133';
  const items = goodsRows(listOf(data)).map((g) => goodsCard(g, look, t));
  return (
    <DiyBlock props={props} nodeId={node.id} className="diy-many-goods-list">
      <div className="dd-tabs" role="tablist">
        {tabs.map((tb, i) => {
          const selected = i === index;
          const desc = text(tb.desc);
          return (
            <button key={i} type="button" role="tab" aria-selected={selected} className="dd-tab" onClick={() => setActive(i)}>
              <span className="dd-tab-title" style={{ color: selected ? 'var(--base-color, #ff4544)' : titleColor, fontWeight: selected ? 'bold' : undefined }}>
                {merchantText(tb.title, '热卖', 'hotSale', t)}
              </span>
              {desc ? (
                <span className="dd-tab-desc" style={selected ? { background: 'var(--base-color, #ff4544)', color: 'var(--btn-text-color, #fff)' } : { color: 'var(--text-secondary, #686b72)' }}>
                  {merchantText(desc, '热卖推荐', 'hotSaleDesc', t)}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      <div style={{ paddingTop: 8 }} role="tabpanel">
        {(ready && items.length === 0) || !params || status.status === 'skipped' || (status.status === 'error' && !ready) ? (
          <div className="dd-empty">{t('noGoods')}</div>
        ) : (
          <GoodsCards items={items} look={look} t={t} loading={!ready} skeleton={params ? Number(params.page_size) || 4 : 4} />
        )}
      </div>
    </DiyBlock>
  );
}
