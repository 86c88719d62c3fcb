/**
 * NiuShop's notice and article lists: the rows are a paged page source; articles may have category
 * tabs (an 'All' tab first). Rows show the title, the date (Y-m-d) and, for articles, the cover,
 * abstract and reads when the merchant shows them.
 */
import type { ReactElement } from 'react';
import { date, EmptyState, imageUrl, Img, PagedMore, pagedSettled, useSourceStatus, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type ContentListProps } from './props.gen.ts';
import '../../src/sdk/goods/diy-data.css';
import './content-list.css';

export type { ContentListProps };
export { defaults };

interface Row {
  id?: number;
  article_id?: number;
  title?: string;
  article_title?: string;
  article_abstract?: string;
  cover_img?: string;
  is_top?: number;
  create_time?: number;
  read_num?: number;
  initial_read_num?: number;
  is_show_read_num?: number;
  is_show_release_time?: number;
  category_name?: string;
}
interface Tab {
  category_id: number;
  category_name: string;
}

const rowsOf = (v: unknown): Row[] => (Array.isArray(v) ? (v.filter((r) => r && typeof r === 'object') as Row[]) : []);
const tabsOf = (v: unknown): Tab[] => (Array.isArray(v) ? (v.filter((c) => c && typeof c === 'object' && Number((c as Tab).category_id) > 0) as Tab[]) : []);

export default function ContentList({ props, node, emit }: WidgetProps<ContentListProps>): ReactElement {
  const { t } = useTexts('content');
  const article = props.kind === 'article';
  const items = rowsOf(props.items);
  const tabs = tabsOf(props.tabs);
  const status = useSourceStatus(props.pagedSource ?? '');
  const settled = pagedSettled(props.pagedSource, status);
  const active = String(props.active ?? '');
  const idOf = (r: Row) => Number(article ? r.article_id : r.id);

  return (
    <div className="cl" data-node-id={node.id} aria-busy={!settled && items.length === 0}>
      {tabs.length ? (
        <div className="cl-tabs" role="tablist">
          {[{ category_id: '', category_name: t('all') }, ...tabs].map((c) => {
            const on = String(c.category_id) === active;
            return (
              <button key={String(c.category_id)} type="button" role="tab" aria-selected={on} className={on ? 'cl-tab cl-tab--on' : 'cl-tab'} onClick={() => !on && void emit('tab', { category_id: c.category_id })}>
                {c.category_name}
              </button>
            );
          })}
        </div>
      ) : null}
      {items.length ? (
        <ul className="cl-list">
          {items.map((r) => {
            const id = idOf(r);
            const title = (article ? r.article_title : r.title) ?? '';
            const showTime = !article || Number(r.is_show_release_time ?? 1) === 1;
            const reads = article && Number(r.is_show_read_num) === 1 ? Number(r.read_num ?? 0) + Number(r.initial_read_num ?? 0) : null;
            return (
              <li key={id}>
                <button type="button" className={article ? 'cl-row cl-row--article' : 'cl-row'} data-testid={`${props.kind}-row`} onClick={() => void emit('select', { id })}>
                  <span className="cl-text">
                    <span className="cl-title">
                      {!article && Number(r.is_top) === 1 ? <span className="cl-top">{t('top')}</span> : null}
                      {title}
                    </span>
                    {article && r.article_abstract ? <span className="cl-abstract">{r.article_abstract}</span> : null}
                    <span className="cl-meta">
                      {[showTime && r.create_time ? date(r.create_time, 'YYYY-MM-DD') : '', reads !== null ? t('reads', { n: reads }) : ''].filter(Boolean).join(' · ')}
                    </span>
                  </span>
                  {article && r.cover_img ? (
                    <span className="cl-cover">
                      <Img src={imageUrl(String(r.cover_img).split(',')[0] ?? '')} alt="" kind="article" />
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : settled ? (
        <EmptyState text={t(article ? 'articleEmpty' : 'noticeEmpty')} buttonText={false} />
      ) : null}
      <PagedMore source={props.pagedSource} count={items.length} />
    </div>
  );
}
