import { useState, type CSSProperties, type ReactElement } from 'react';
import { img, PagedEmpty, PagedMore, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type BrandGridProps } from './props.gen.ts';
import './brand-grid.css';

export type { BrandGridProps };
export { defaults };

interface Brand {
  brand_id?: number;
  brand_name?: string;
  brand_initial?: string;
  image_url?: string;
  brand_desc?: string;
}

function Logo({ brand }: { brand: Brand }): ReactElement {
  const [failed, setFailed] = useState(false);
  const src = img(brand.image_url, 'mid');
  return (
    <span className="bg-logo" aria-hidden="true">
      {/* The initial shows until (or instead of) the logo. */}
      <span className="bg-initial">{brand.brand_initial || [...(brand.brand_name ?? '?')][0]}</span>
      {src && !failed ? <img src={src} alt="" loading="lazy" onError={() => setFailed(true)} /> : null}
    </span>
  );
}



export default function BrandGrid({ props, node, emit }: WidgetProps<BrandGridProps>): ReactElement {
  const { t } = useTexts('goods');
  const items = (Array.isArray(props.items) ? props.items : []) as Brand[];
  const source = props.pagedSource ?? '';
  const style = { '--bg-columns': String(props.columns ?? 3) } as CSSProperties;
  return (
    <div className="w-brand-grid" data-node-id={node.id}>
      {items.length === 0 ? (
        <PagedEmpty source={source} text={t('brand.empty')} />
      ) : (
        <ul className="bg-list" style={style}>
          {items.map((b, i) => (
            <li key={b.brand_id ?? i}>
              <button type="button" className="bg-card" onClick={() => void emit('select', { brand_id: b.brand_id, brand_name: b.brand_name })}>
                <Logo brand={b} />
                <span className="bg-name">{b.brand_name}</span>
                {props.showDesc && b.brand_desc ? <span className="bg-desc">{b.brand_desc}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      )}
      <PagedMore source={source} count={items.length} />
    </div>
  );
}
