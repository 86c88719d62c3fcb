import { useState, type ReactElement } from 'react';
import { canBuy, formatMoney, img, launchPhase, PagedEmpty, PagedMore, useTexts, type BargainLaunch, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type BargainMyListProps } from './props.gen.ts';
import './bargain-my-list.css';

export type { BargainMyListProps };
export { defaults };

const TABS = [
  ['all', 'my.all'],
  ['0', 'my.running'],
  ['1', 'my.success'],
  ['2', 'my.failed'],
] as const;

function Picture({ src, alt }: { src: string; alt: string }): ReactElement {
  const [failed, setFailed] = useState(false);
  return <div className="bml-pic">{src && !failed ? <img src={src} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(true)} /> : null}</div>;
}



export default function BargainMyList({ props, node, emit }: WidgetProps<BargainMyListProps>): ReactElement {
  const { t } = useTexts('bargain');
  const items = (Array.isArray(props.items) ? props.items : []) as BargainLaunch[];
  const source = props.pagedSource ?? '';
  const current = TABS.some(([v]) => v === props.status) ? props.status : 'all';
  return (
    <div className="w-bargain-my-list" data-node-id={node.id}>
      <div className="bml-tabs" role="tablist" aria-label={t('my.tabs')}>
        {TABS.map(([value, key]) => (
          <button key={value} type="button" role="tab" aria-selected={value === current} className={`bml-tab${value === current ? ' bml-tab--on' : ''}`} onClick={() => (value === current ? undefined : void emit('tab', { status: value }))}>
            {t(key)}
          </button>
        ))}
      </div>
      {items.length === 0 ? (
        <PagedEmpty source={source} text={t('my.empty')} />
      ) : (
        <ul className="bml-list">
          {items.map((l, i) => {
            const now = Number(l.current_time) || 0;
            const phase = launchPhase(l, now);
            const name = l.sku_name ?? '';
            const detail = () => void emit('detail', { bargain_id: l.bargain_id, launch_id: l.launch_id });
            return (
              <li key={l.launch_id ?? i} className="bml-row" data-launch-id={l.launch_id}>
                <div className="bml-head">
                  <span className="bml-name-small">{l.bargain_name}</span>
                  <span className={`bml-status bml-status--${phase}`} data-testid="bargain-status">
                    {t(`my.${phase}`)}
                  </span>
                </div>
                <button type="button" className="bml-main" onClick={detail} aria-label={name}>
                  <Picture src={img(l.sku_image, 'mid')} alt={name} />
                  <div className="bml-body">
                    <div className="bml-name">{name}</div>
                    <div className="bml-prices">
                      <span>
                        {t('my.current')} <b data-testid="bargain-my-current">¥{formatMoney(l.curr_price)}</b>
                      </span>
                      <span className="bml-floor">
                        {t('my.floor')} ¥{formatMoney(l.floor_price)}
                      </span>
                    </div>
                  </div>
                </button>
                <div className="bml-actions">
                  {phase === 'ordered' ? (
                    <button type="button" className="bml-btn" onClick={() => void emit('order', { order_id: l.order_id })}>
                      {t('my.viewOrder')}
                    </button>
                  ) : canBuy(l, now) ? (
                    <button type="button" className="bml-btn bml-btn--main" onClick={() => void emit('buy', { launch_id: l.launch_id })}>
                      {t('my.buy')}
                    </button>
                  ) : null}
                  {phase === 'running' ? (
                    <button type="button" className="bml-btn bml-btn--main" onClick={detail}>
                      {t('my.continue')}
                    </button>
                  ) : phase === 'failed' ? (
                    <button type="button" className="bml-btn" onClick={detail}>
                      {t('my.view')}
                    </button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <PagedMore source={source} count={items.length} />
    </div>
  );
}
