import type { ReactElement } from 'react';
import { useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type GoodsNotExistProps } from './props.gen.ts';
import './goods-not-exist.css';

export type { GoodsNotExistProps };
export { defaults };

export default function GoodsNotExist({ props, node, emit }: WidgetProps<GoodsNotExistProps>): ReactElement {
  const { t } = useTexts('goods');
  return (
    <div className="w-goods-not-exist" data-node-id={node.id}>
      <svg className="gn-icon" viewBox="0 0 120 120" width="120" height="120" aria-hidden="true">
        <rect x="22" y="34" width="76" height="62" rx="8" fill="var(--base-color-light-9, #fff4f4)" stroke="var(--base-color, #f4391c)" strokeWidth="3" />
        <path d="M40 34V28a20 20 0 0 1 40 0v6" fill="none" stroke="var(--base-color, #f4391c)" strokeWidth="3" strokeLinecap="round" />
        <path d="m50 58 20 20m0-20L50 78" stroke="var(--base-color, #f4391c)" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <h2 className="gn-title">{t('notExist.title')}</h2>
      <p className="gn-text">{props.text || t('notExist.text')}</p>
      <div className="gn-actions">
        <button type="button" className="gn-btn" onClick={() => void emit('home')}>
          {t('notExist.home')}
        </button>
        <button type="button" className="gn-btn gn-btn--primary" onClick={() => void emit('browse')}>
          {t('notExist.browse')}
        </button>
      </div>
    </div>
  );
}
