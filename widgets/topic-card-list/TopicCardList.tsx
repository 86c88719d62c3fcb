import { useState, type ReactElement } from 'react';
import { Clock, img, PagedEmpty, PagedMore, statusKey, timeRange, TopicStatus, useCountdown, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type TopicCardListProps } from './props.gen.ts';
import '../../src/sdk/topic/topic-shared.css';
import './topic-card-list.css';

export type { TopicCardListProps };
export { defaults };

export interface TopicRow {
  topic_id?: number;
  topic_name?: string;
  topic_adv?: string;
  remark?: string;
  status?: number;
  start_time?: number;
  end_time?: number;
}

function Banner({ src, alt }: { src: string; alt: string }): ReactElement {
  const [failed, setFailed] = useState(false);
  return <div className="tcl-banner">{src && !failed ? <img src={src} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(true)} /> : null}</div>;
}

function Card({ row, serverTime, onSelect }: { row: TopicRow; serverTime?: number; onSelect: () => void }): ReactElement {
  const { t } = useTexts('topic');
  const tr = (key: string, vars?: Record<string, unknown>) => t(key, vars ?? {});
  const key = statusKey(row.status);
  const running = Number(row.status) === TopicStatus.RUNNING;
  const left = useCountdown(running ? Number(row.end_time) || 0 : 0, serverTime);
  const name = row.topic_name ?? '';
  return (
    <li className="tcl-card">
      <button type="button" className="tcl-btn" onClick={onSelect} data-topic-id={row.topic_id}>
        <Banner src={img(row.topic_adv, 'big')} alt={name} />
        <div className="tcl-body">
          <div className="tcl-head">
            <strong className="tcl-name">{name}</strong>
            <span className={`tp-badge tp-badge--${key}`}>{t(`status.${key}`)}</span>
          </div>
          {row.remark ? <p className="tcl-remark">{row.remark}</p> : null}
          <div className="tcl-foot">
            <span className="tcl-time">{timeRange(row, tr)}</span>
            {running && left !== null ? <Clock seconds={left} label={t('time.endsIn')} days={(n) => t('time.days', { n })} /> : null}
          </div>
        </div>
      </button>
    </li>
  );
}



export default function TopicCardList({ props, node, emit }: WidgetProps<TopicCardListProps>): ReactElement {
  const { t } = useTexts('topic');
  const items = (Array.isArray(props.items) ? props.items : []) as TopicRow[];
  const source = props.pagedSource ?? '';
  const serverTime = typeof props.serverTime === 'number' ? props.serverTime : undefined;
  return (
    <div className="w-topic-card-list" data-node-id={node.id}>
      {items.length === 0 ? (
        <PagedEmpty source={source} text={props.emptyText || t('list.empty')} />
      ) : (
        <ul className="tcl-list">
          {items.map((row, i) => (
            <Card key={row.topic_id ?? i} row={row} serverTime={serverTime} onSelect={() => void emit('select', { topic_id: row.topic_id })} />
          ))}
        </ul>
      )}
      <PagedMore source={source} count={items.length} />
    </div>
  );
}
