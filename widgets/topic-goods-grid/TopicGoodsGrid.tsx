import { useState, type CSSProperties, type ReactElement } from 'react';
import { formatMoney, img, PagedEmpty, PagedMore, safeColor, toFen, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type TopicGoodsGridProps } from './props.gen.ts';
import './topic-goods-grid.css';

export type { TopicGoodsGridProps };
export { defaults };

export interface TopicGoodsRow {
  id?: number;
  topic_id?: number;
  goods_id?: number;
  sku_id?: number;
  goods_name?: string;
  sku_name?: string;
  goods_image?: string;
  sku_image?: string;
  topic_price?: string;
  discount_price?: string;
  price?: string;
  sale_num?: number;
  sale_show?: number;
  goods_stock?: number;
  stock?: number;
}

function Picture({ src, alt }: { src: string; alt: string }): ReactElement {
  const [failed, setFailed] = useState(false);
  return <div className="tgg-pic">{src && !failed ? <img src={src} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(true)} /> : null}</div>;
}

function Card({ row, showSales, onSelect }: { row: TopicGoodsRow; showSales: boolean; onSelect: () => void }): ReactElement {
  const { t } = useTexts('topic');
  const price = row.topic_price ?? '0';
  const original = row.discount_price ?? row.price ?? '';
  const struck = toFen(original) > toFen(price);
  const soldOut = Number(row.goods_stock ?? row.stock ?? 1) <= 0;
  const name = row.goods_name || row.sku_name || '';
  return (
    <li className="tgg-card" data-topic-goods-id={row.id}>
      <button type="button" className="tgg-btn" onClick={onSelect}>
        <div className="tgg-pic-box">
          <Picture src={img(row.sku_image || row.goods_image, 'mid')} alt={name} />
          {soldOut ? <span className="tgg-soldout">{t('detail.soldOut')}</span> : null}
        </div>
        <div className="tgg-body">
          <div className="tgg-name">{name}</div>
          <div className="tgg-foot">
            <span className="tgg-tag">{t('goods.topicPrice')}</span>
            <span className="tgg-price" data-testid="topic-price">
              <small>¥</small>
              {formatMoney(price)}
            </span>
          </div>
          <div className="tgg-sub">
            {struck ? (
              <s className="tgg-original" aria-label={`${t('goods.original')} ¥${formatMoney(original)}`}>
                ¥{formatMoney(original)}
              </s>
            ) : null}
            {showSales && row.sale_show !== 0 ? <span className="tgg-sales">{t('goods.sold', { n: Number(row.sale_num ?? 0) })}</span> : null}
          </div>
        </div>
      </button>
    </li>
  );
}



export default function TopicGoodsGrid({ props, node, emit }: WidgetProps<TopicGoodsGridProps>): ReactElement {
  const { t } = useTexts('topic');
  const items = (Array.isArray(props.items) ? props.items : []) as TopicGoodsRow[];
  const source = props.pagedSource ?? '';
  const bg = safeColor(props.bgColor);
  const style = bg ? ({ '--tp-bg': bg } as CSSProperties) : undefined;
  return (
    <div className="w-topic-goods-grid" data-node-id={node.id} style={style}>
      {items.length === 0 ? (
        <PagedEmpty source={source} text={props.emptyText || t('goods.empty')} />
      ) : (
        <ul className="tgg-list">
          {items.map((row, i) => (
            <Card
              key={row.id ?? i}
              row={row}
              showSales={props.showSales !== false}
              onSelect={() => void emit('select', { id: row.id, sku_id: row.sku_id, goods_id: row.goods_id, topic_id: row.topic_id })}
            />
          ))}
        </ul>
      )}
      <PagedMore source={source} count={items.length} />
    </div>
  );
}
