import { useState, type ReactElement } from 'react';
import { date, img, PagedEmpty, PagedMore, Popup, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type GoodsEvaluationsProps } from './props.gen.ts';
import './goods-evaluations.css';

export type { GoodsEvaluationsProps };
export { defaults };

export interface Review {
  evaluate_id?: number;
  content?: string;
  images?: string;
  explain_first?: string;
  member_name?: string;
  member_headimg?: string;
  is_anonymous?: number;
  again_content?: string;
  again_images?: string;
  again_explain?: string;
  create_time?: number;
  again_time?: number;
  scores?: number;
  sku_name?: string;
}

/** NiuShop's anonymous name: first char + *** + last char when longer than 2. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 2) return name;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}

function pictures(list: unknown): string[] {
  if (typeof list !== 'string') return [];
  return list.split(',').map((p) => p.trim()).filter(Boolean);
}

function Stars({ n }: { n: number }): ReactElement {
  const score = Math.max(0, Math.min(5, Math.round(n)));
  return (
    <span className="ge-stars" role="img" aria-label={`${score}/5`}>
      {[1, 2, 3, 4, 5].map((i) => (
        <svg key={i} viewBox="0 0 24 24" width="12" height="12" aria-hidden="true" className={i <= score ? 'ge-star ge-star--on' : 'ge-star'}>
          <path d="m12 2.8 2.8 5.8 6.3.8-4.6 4.4 1.2 6.3L12 17l-5.7 3.1 1.2-6.3L2.9 9.4l6.3-.8z" fill="currentColor" />
        </svg>
      ))}
    </span>
  );
}

function Pics({ list, onOpen }: { list: string[]; onOpen: (src: string) => void }): ReactElement | null {
  const { t } = useTexts('goods');
  if (list.length === 0) return null;
  return (
    <div className="ge-pics">
      {list.slice(0, 9).map((p) => (
        <button key={p} type="button" className="ge-pic" aria-label={t('evaluate.preview')} onClick={() => onOpen(img(p, 'big'))}>
          <img src={img(p, 'small')} alt="" loading="lazy" />
        </button>
      ))}
    </div>
  );
}

function ReviewItem({ r, full, onOpen }: { r: Review; full: boolean; onOpen: (src: string) => void }): ReactElement {
  const { t } = useTexts('goods');
  const name = r.is_anonymous === 1 ? maskName(r.member_name || t('evaluate.anonymous')) : r.member_name || t('evaluate.anonymous');
  const head = r.member_headimg ? img(r.member_headimg, 'small') : '';
  return (
    <li className="ge-item">
      <div className="ge-user">
        <span className="ge-avatar" aria-hidden="true">
          {head ? <img src={head} alt="" /> : [...name][0]}
        </span>
        <span className="ge-name">{name}</span>
        <Stars n={Number(r.scores ?? 5)} />
        {full ? <span className="ge-time">{date(r.create_time, 'YYYY-MM-DD')}</span> : null}
      </div>
      <p className={full ? 'ge-content' : 'ge-content ge-content--clamp'}>{r.content}</p>
      <Pics list={pictures(r.images)} onOpen={onOpen} />
      {full && r.sku_name ? <div className="ge-sku">{r.sku_name}</div> : null}
      {full && r.explain_first ? (
        <div className="ge-reply">
          {t('evaluate.reply')}
          {r.explain_first}
        </div>
      ) : null}
      {full && r.again_content ? (
        <div className="ge-again">
          <div className="ge-again-title">
            {t('evaluate.again')}
            {r.again_time ? <span className="ge-time">{date(r.again_time, 'YYYY-MM-DD')}</span> : null}
          </div>
          <p className="ge-content">{r.again_content}</p>
          <Pics list={pictures(r.again_images)} onOpen={onOpen} />
          {r.again_explain ? (
            <div className="ge-reply">
              {t('evaluate.reply')}
              {r.again_explain}
            </div>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}



interface Counts {
  total?: number;
  haoping?: number;
  zhongping?: number;
  chaping?: number;
}

export default function GoodsEvaluations({ props, node, emit }: WidgetProps<GoodsEvaluationsProps>): ReactElement {
  const { t } = useTexts('goods');
  const [preview, setPreview] = useState<string | null>(null);
  const items = (Array.isArray(props.items) ? props.items : []) as Review[];
  const viewer = (
    <Popup open={preview !== null} onClose={() => setPreview(null)} position="center" className="ge-viewer" label={t('evaluate.preview')}>
      {preview ? <img src={preview} alt={t('evaluate.preview')} className="ge-viewer-img" onClick={() => setPreview(null)} /> : null}
    </Popup>
  );

  if (props.mode !== 'list') {
    const count = Number(props.count) || 0;
    return (
      <section className="w-goods-evaluations ge-summary" data-node-id={node.id}>
        <button type="button" className="ge-head" onClick={() => void emit('more')}>
          <span className="ge-title">{t('evaluate.count', { n: count })}</span>
          {count > 0 ? <span className="ge-all">{t('evaluate.viewAll')} ›</span> : null}
        </button>
        {items.length === 0 ? (
          <div className="ge-none">{t('evaluate.none')}</div>
        ) : (
          <ul className="ge-list">
            {items.slice(0, props.limit ?? 3).map((r, i) => (
              <ReviewItem key={r.evaluate_id ?? i} r={r} full={false} onOpen={setPreview} />
            ))}
          </ul>
        )}
        {viewer}
      </section>
    );
  }

  const counts = (props.counts && typeof props.counts === 'object' ? props.counts : {}) as Counts;
  const current = Number(props.explainType) || 0;
  const tabs: Array<[number, string, number | undefined]> = [
    [0, t('evaluate.all'), counts.total],
    [1, t('evaluate.good'), counts.haoping],
    [2, t('evaluate.medium'), counts.zhongping],
    [3, t('evaluate.bad'), counts.chaping],
  ];
  const source = props.pagedSource ?? '';
  return (
    <section className="w-goods-evaluations ge-page" data-node-id={node.id}>
      <div className="ge-tabs" role="tablist">
        {tabs.map(([value, label, n]) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={current === value}
            className={current === value ? 'ge-tab ge-tab--on' : 'ge-tab'}
            onClick={() => current !== value && void emit('filter', { explain_type: value })}
          >
            {label}
            {n !== undefined ? ` (${n})` : ''}
          </button>
        ))}
      </div>
      {items.length === 0 ? (
        <PagedEmpty source={source} text={t('evaluate.none')} buttonText={false} />
      ) : (
        <ul className="ge-list">
          {items.map((r, i) => (
            <ReviewItem key={r.evaluate_id ?? i} r={r} full onOpen={setPreview} />
          ))}
        </ul>
      )}
      <PagedMore source={source} count={items.length} />
      {viewer}
    </section>
  );
}
