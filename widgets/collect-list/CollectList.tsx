/** The member's followed goods; removing one is the page's request (then it reloads the list). */
import { useState, type ReactElement } from 'react';
import { formatMoney, img, PagedEmpty, PagedMore, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type CollectListProps } from './props.gen.ts';
import './collect-list.css';

export type { CollectListProps };
export { defaults };

export interface CollectRow {
  collect_id?: number;
  goods_id?: number;
  sku_id?: number;
  sku_name?: string;
  goods_name?: string;
  goods_image?: string;
  sku_image?: string;
  discount_price?: string;
  price?: string;
  is_free_shipping?: number;
}

function Picture({ src, alt }: { src: string; alt: string }): ReactElement {
  const [failed, setFailed] = useState(false);
  return <div className="cl-pic">{src && !failed ? <img src={src} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(true)} /> : null}</div>;
}

function TrashIcon(): ReactElement {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path fill="currentColor" d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Zm4 2v8h1.5v-8H10Zm3.5 0v8H15v-8h-1.5Z" />
    </svg>
  );
}



export default function CollectList({ props, node, emit }: WidgetProps<CollectListProps>): ReactElement {
  const { t } = useTexts('member');
  const items = (Array.isArray(props.items) ? props.items : []) as CollectRow[];
  const source = props.pagedSource ?? '';
  return (
    <div className="w-collect-list cl" data-node-id={node.id}>
      {items.length === 0 ? (
        <PagedEmpty source={source} text={t('collect.empty')} onButton={() => void emit('shop', {})} />
      ) : (
        <ul className="cl-list">
          {items.map((row, i) => {
            const name = row.sku_name || row.goods_name || '';
            return (
              <li key={row.collect_id ?? row.goods_id ?? i} className="cl-row" data-goods-id={row.goods_id}>
                <button type="button" className="cl-open" onClick={() => void emit('open', { goods_id: Number(row.goods_id), sku_id: Number(row.sku_id) || undefined })}>
                  <Picture src={img(row.goods_image || row.sku_image, 'small')} alt={name} />
                  <div className="cl-body">
                    <div className="cl-name">{name}</div>
                    <div className="cl-price">
                      <small>¥</small>
                      {formatMoney(row.discount_price ?? row.price)}
                    </div>
                  </div>
                </button>
                <button type="button" className="cl-remove" aria-label={t('collect.remove')} onClick={() => void emit('remove', { goods_id: Number(row.goods_id) })}>
                  <TrashIcon />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <PagedMore source={source} count={items.length} />
    </div>
  );
}
