/**
 * NiuShop Article (文章): articles from /api/article/lists (the latest `count`, or the picked
 * `articleIds`), each opening /pages_tool/article/detail?article_id=…; style-1 picture right,
 * style-2 picture on top. Its data: ./data.ts (the manifest's `data`).
 */
import type { CSSProperties, ReactElement } from 'react';
import { date, DiyBlock, DiyLink, elementStyle, imageUrl, Img, listOf, pathLink, safeColor, useDiyText, useWidgetData, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type DiyArticleProps } from './props.gen.ts';
import '../../src/sdk/goods/diy-data.css';
import { articleParams } from './params.ts';

export { articleParams };

export { defaults };

/** Whether the block asks /api/article/lists (server/modules/content answers it). */
interface Article {
  article_id: number;
  article_title?: string;
  cover_img?: string;
  create_time?: number;
  read_num?: number;
  category_name?: string;
}

export default function DiyArticle({ props, node }: WidgetProps<DiyArticleProps>): ReactElement {
  const t = useDiyText();
  const params = articleParams(props);
  const { data, status } = useWidgetData(node, 'articles');
  const loading = params !== null && data === undefined && status.status !== 'error' && status.status !== 'skipped';
  const list = listOf<Article>(data).filter((a) => Number(a.article_id) > 0);
  const ornament = props.ornament && typeof props.ornament === 'object' && !Array.isArray(props.ornament) ? (props.ornament as Record<string, unknown>) : {};
  const ornColor = safeColor(ornament.color) ?? '#EDEDED';
  const card: CSSProperties = {
    ...elementStyle(props),
    ...(ornament.type === 'shadow' ? { boxShadow: `0 0 5px ${ornColor}` } : ornament.type === 'stroke' ? { border: `1px solid ${ornColor}` } : {}),
  };
  const top = props.style === 'style-2';
  let body: ReactElement;
  if (loading) {
    body = (
      <div aria-hidden="true">
        {Array.from({ length: Math.min(4, Number(params?.num) || 2) }, (_, i) => (
          <div key={i} className="dd-skel" style={{ height: 84, borderRadius: 6, marginBottom: 10 }} />
        ))}
      </div>
    );
  } else if (list.length === 0) {
    body = <div className="dd-empty">{t('noArticles')}</div>;
  } else {
    body = (
      <div role="list" style={{ display: 'flex', flexDirection: 'column', gap: 10 }}>
        {list.map((a) => (
          <DiyLink key={a.article_id} link={pathLink(`/pages_tool/article/detail?article_id=${a.article_id}`)} label={a.article_title} style={{ display: 'flex', flexDirection: top ? 'column' : 'row-reverse', gap: 10, padding: 10, ...card }}>
            {a.cover_img ? (
              <span style={{ flex: 'none', width: top ? '100%' : 110, aspectRatio: top ? '2 / 1' : '4 / 3', borderRadius: 6, overflow: 'hidden' }}>
                <Img src={imageUrl(a.cover_img)} alt="" kind="article" />
              </span>
            ) : null}
            <span role="listitem" style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 6 }}>
              <span style={{ fontSize: 14, lineHeight: '20px', color: '#303133' }}>{a.article_title}</span>
              <span style={{ fontSize: 11, color: 'var(--text-secondary, #686b72)' }}>
                {[a.category_name, a.create_time ? date(a.create_time, 'YYYY-MM-DD') : '', a.read_num !== undefined ? t('reads', { n: a.read_num }) : ''].filter(Boolean).join(' · ')}
              </span>
            </span>
          </DiyLink>
        ))}
      </div>
    );
  }
  return (
    <DiyBlock props={props} nodeId={node.id} className="diy-article" style={{ padding: 10 }}>
      {body}
    </DiyBlock>
  );
}
