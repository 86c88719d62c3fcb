/** Browsed goods by day; manage mode selects rows for the page's delete request. */
import { useState, type ReactElement } from 'react';
import { img, PagedEmpty, PagedMore, showToast, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { groupByDay, shownPrice, struckPrice, type FootprintRow } from './footprint.ts';
import { defaults, type FootprintListProps } from './props.gen.ts';
import './footprint-list.css';

export type { FootprintListProps };
export { defaults };

function Picture({ src, alt }: { src: string; alt: string }): ReactElement {
  const [failed, setFailed] = useState(false);
  return <div className="fp-pic">{src && !failed ? <img src={src} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(true)} /> : null}</div>;
}

function Tick({ on }: { on: boolean }): ReactElement {
  return <span className={on ? 'fp-tick fp-tick--on' : 'fp-tick'} aria-hidden="true" />;
}



export default function FootprintList({ props, node, emit }: WidgetProps<FootprintListProps>): ReactElement {
  const { t } = useTexts('member');
  const items = (Array.isArray(props.items) ? props.items : []) as FootprintRow[];
  const source = props.pagedSource ?? '';
  const [managing, setManaging] = useState(false);
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  // Only rows still listed count as selected (the list reloads after a delete).
  const ids = items.map((r) => Number(r.id)).filter((id) => id > 0);
  const selected = ids.filter((id) => picked.has(id));
  const allOn = ids.length > 0 && selected.length === ids.length;

  const toggle = (id: number) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const remove = async () => {
    if (selected.length === 0) {
      showToast(t('footprint.selectFirst'));
      return;
    }
    await emit('delete', { id: selected.join(',') });
    setPicked(new Set());
  };

  if (items.length === 0) {
    return (
      <div className="w-footprint-list fp" data-node-id={node.id}>
        <PagedEmpty source={source} text={t('footprint.empty')} onButton={() => void emit('shop', {})} />
      </div>
    );
  }

  return (
    <div className={managing ? 'w-footprint-list fp fp--manage' : 'w-footprint-list fp'} data-node-id={node.id}>
      <div className="fp-bar">
        <button type="button" className="fp-manage" onClick={() => setManaging((m) => !m)}>
          {managing ? t('footprint.done') : t('footprint.manage')}
        </button>
      </div>
      {groupByDay(items).map((group) => (
        <section key={group.day} className="fp-day">
          <h2 className="fp-date">{group.day}</h2>
          <ul className="fp-list">
            {group.rows.map((row, i) => {
              const id = Number(row.id);
              const on = picked.has(id);
              const name = row.sku_name || row.goods_name || '';
              const price = shownPrice(row);
              const struck = struckPrice(row);
              return (
                <li key={row.id ?? i} className="fp-row" data-footprint-id={row.id}>
                  <button
                    type="button"
                    className="fp-open"
                    role={managing ? 'checkbox' : undefined}
                    aria-checked={managing ? on : undefined}
                    onClick={() => (managing ? toggle(id) : void emit('open', { goods_id: Number(row.goods_id), sku_id: Number(row.sku_id) || undefined }))}
                  >
                    {managing ? <Tick on={on} /> : null}
                    <Picture src={img(row.sku_image || row.goods_image, 'small')} alt={name} />
                    <div className="fp-body">
                      <div className="fp-name">{name}</div>
                      <div className="fp-foot">
                        <span className="fp-price">
                          <small>¥</small>
                          {price.price}
                        </span>
                        {price.member ? <span className="fp-badge">VIP</span> : Number(row.promotion_type) === 1 ? <span className="fp-badge">{t('footprint.discount')}</span> : null}
                        {struck ? <s className="fp-struck">¥{struck}</s> : null}
                      </div>
                      {Number(row.sale_show) === 1 ? <div className="fp-sales">{t('footprint.sold', { n: Number(row.sale_num) || 0, unit: row.unit || t('footprint.unit') })}</div> : null}
                    </div>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <PagedMore source={source} count={items.length} />
      {managing ? (
        <>
          <div className="fp-bottom-space" />
          <div className="fp-bottom">
            <button type="button" className="fp-all" role="checkbox" aria-checked={allOn} onClick={() => setPicked(allOn ? new Set() : new Set(ids))}>
              <Tick on={allOn} />
              {t('footprint.selectAll')}
            </button>
            <button type="button" className="fp-delete" onClick={() => void remove()}>
              {t('footprint.delete')}
            </button>
          </div>
        </>
      ) : null}
    </div>
  );
}
