import { useState, type CSSProperties, type ReactElement } from 'react';
import { Clock, img, safeColor, statusKey, timeRange, TopicStatus, useCountdown, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type TopicHeaderProps } from './props.gen.ts';
import '../../src/sdk/topic/topic-shared.css';
import './topic-header.css';

export type { TopicHeaderProps };
export { defaults };

interface Topic {
  topic_id?: number;
  topic_name?: string;
  topic_adv?: string;
  remark?: string;
  status?: number;
  start_time?: number;
  end_time?: number;
  bg_color?: string;
  current_time?: number;
}

export default function TopicHeader({ props, node }: WidgetProps<TopicHeaderProps>): ReactElement | null {
  const { t } = useTexts('topic');
  const tr = (key: string, vars?: Record<string, unknown>) => t(key, vars ?? {});
  const topic = (props.topic && typeof props.topic === 'object' ? props.topic : null) as Topic | null;
  const [failed, setFailed] = useState(false);
  const status = Number(topic?.status);
  const target = status === TopicStatus.RUNNING ? Number(topic?.end_time) || 0 : status === TopicStatus.NOT_STARTED ? Number(topic?.start_time) || 0 : 0;
  const left = useCountdown(target, Number(topic?.current_time) || undefined);
  if (!topic) return null;
  const key = statusKey(topic.status);
  const name = topic.topic_name ?? '';
  const banner = img(topic.topic_adv, 'big');
  const style = { '--tp-bg': safeColor(topic.bg_color) ?? 'transparent' } as CSSProperties;
  return (
    <section className="w-topic-header" data-node-id={node.id} style={style}>
      {banner && !failed ? <img className="th-banner" src={banner} alt={name} onError={() => setFailed(true)} /> : null}
      <div className="th-card">
        <div className="th-head">
          <h2 className="th-name">{name}</h2>
          <span className={`tp-badge tp-badge--${key}`} data-testid="topic-status">
            {t(`status.${key}`)}
          </span>
        </div>
        <div className="th-time">{timeRange(topic, tr)}</div>
        {target > 0 && left !== null ? (
          <div className="th-clock">
            <Clock seconds={left} label={status === TopicStatus.RUNNING ? t('time.endsIn') : t('time.startsIn')} days={(n) => t('time.days', { n })} />
          </div>
        ) : status === TopicStatus.ENDED ? (
          <div className="th-clock th-clock--ended">{t('time.ended')}</div>
        ) : null}
        {props.showRemark !== false && topic.remark ? <p className="th-remark">{topic.remark}</p> : null}
      </div>
    </section>
  );
}
