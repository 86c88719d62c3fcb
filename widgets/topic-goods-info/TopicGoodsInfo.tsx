import { useEffect, useRef, type ReactElement } from 'react';
import { Clock, formatMoney, toFen, TopicStatus, useCountdown, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type TopicGoodsInfoProps } from './props.gen.ts';
import '../../src/sdk/topic/topic-shared.css';
import './topic-goods-info.css';

export type { TopicGoodsInfoProps };
export { defaults };

interface TopicSku {
  topic_id?: number;
  topic_name?: string;
  goods_name?: string;
  sku_name?: string;
  introduction?: string;
  topic_price?: string;
  original_price?: string;
  price?: string;
  status?: number;
  start_time?: number;
  end_time?: number;
  current_time?: number;
  sale_num?: number;
  sale_show?: number;
  unit?: string;
}

export default function TopicGoodsInfo({ props, node, emit }: WidgetProps<TopicGoodsInfoProps>): ReactElement | null {
  const { t } = useTexts('topic');
  const sku = (props.sku && typeof props.sku === 'object' ? props.sku : null) as TopicSku | null;
  const status = Number(sku?.status);
  const target = status === TopicStatus.RUNNING ? Number(sku?.end_time) || 0 : status === TopicStatus.NOT_STARTED ? Number(sku?.start_time) || 0 : 0;
  const left = useCountdown(target, Number(sku?.current_time) || undefined);
  const missingSent = useRef(false);
  const missing = props.loaded === true && sku === null;
  useEffect(() => {
    if (missing && !missingSent.current) {
      missingSent.current = true;
      void emit('missing');
    }
  }, [missing, emit]);
  if (!sku) return null;

  const price = sku.topic_price ?? '0';
  const original = sku.original_price ?? sku.price ?? '';
  const struck = toFen(original) > toFen(price);
  return (
    <section className="w-topic-goods-info" data-node-id={node.id}>
      <div className="tgi-band">
        <div className="tgi-prices">
          <span className="tgi-tag">{t('goods.topicPrice')}</span>
          <span className="tgi-price" data-testid="topic-goods-price">
            <small>¥</small>
            {formatMoney(price)}
          </span>
          {struck ? (
            <s className="tgi-original" data-testid="topic-goods-original">
              ¥{formatMoney(original)}
            </s>
          ) : null}
        </div>
        <div className="tgi-time" data-testid="topic-goods-countdown">
          {target > 0 && left !== null ? (
            <Clock seconds={left} label={status === TopicStatus.RUNNING ? t('time.endsIn') : t('time.startsIn')} days={(n) => t('time.days', { n })} />
          ) : status === TopicStatus.ENDED ? (
            <span>{t('detail.ended')}</span>
          ) : null}
        </div>
      </div>
      <div className="tgi-body">
        <h1 className="tgi-name">{sku.goods_name || sku.sku_name}</h1>
        {sku.introduction ? <p className="tgi-intro">{sku.introduction}</p> : null}
        {props.showTopic !== false && sku.topic_name ? (
          <button type="button" className="tgi-topic" onClick={() => void emit('topic', { topic_id: sku.topic_id })}>
            <span>{t('detail.topicOf', { name: sku.topic_name })}</span>
            <span aria-hidden="true">›</span>
          </button>
        ) : null}
      </div>
    </section>
  );
}
