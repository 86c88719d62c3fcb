/** The head of a help item, notice or article: title, "Published: time", reads and likes when shown. */
import type { ReactElement } from 'react';
import { date, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type ContentHeadProps } from './props.gen.ts';
import './content-head.css';

export type { ContentHeadProps };
export { defaults };

const count = (v: unknown): number | null => (v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? null : Math.max(0, Math.round(Number(v))));

export default function ContentHead({ props, node }: WidgetProps<ContentHeadProps>): ReactElement {
  const { t } = useTexts('content');
  const title = String(props.title ?? '');
  if (!title) {
    return (
      <div className="ch" data-node-id={node.id} aria-busy={props.loading || undefined}>
        <div className="ch-skel" aria-hidden="true" />
      </div>
    );
  }
  const time = Number(props.time) > 0 ? date(Number(props.time), 'YYYY-MM-DD HH:mm') : '';
  const reads = count(props.reads);
  const likes = count(props.likes);
  return (
    <header className="ch" data-node-id={node.id}>
      <h1 className="ch-title">{title}</h1>
      <p className="ch-meta">
        {time ? <span data-testid="content-time">{t('published', { time })}</span> : null}
        {reads !== null ? <span data-testid="content-reads">{t('reads', { n: reads })}</span> : null}
        {likes !== null ? <span>{t('likes', { n: likes })}</span> : null}
      </p>
    </header>
  );
}
