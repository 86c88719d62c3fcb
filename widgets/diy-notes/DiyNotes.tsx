/**
 * NiuShop Notes (店铺笔记): a header (`title`, `titleTextColor`, `more`, `moreTextColor`) over store
 * notes from /notes/api/notes/lists (`count` latest or the picked `noteId`), each with its cover,
 * title, optional label (`notesLabel`), reads (`readNum`) and date (`uploadTime`), on
 * `contentBgColor`. The notes addon is not on this server: the block then shows its header and
 * empty state (no call, no invented notes).
 */
import type { ReactElement } from 'react';
import { ArrowRight, date, DiyBlock, DiyLink, imageUrl, Img, listOf, merchantText, num, pathLink, safeColor, useAddon, useBuiltPath, useDiyText, useWidgetData, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type DiyNotesProps } from './props.gen.ts';
import '../../src/sdk/goods/diy-data.css';
import { notesParams } from './params.ts';

export { notesParams };

export { defaults };

export const NOTES_PAGE = '/pages_tool/store_notes/note_list';

interface Note {
  note_id: number;
  note_title?: string;
  cover_img?: string;
  goods_highlights?: string;
  read_num?: number;
  create_time?: number;
}

export default function DiyNotes({ props, node }: WidgetProps<DiyNotesProps>): ReactElement {
  const t = useDiyText();
  const built = useBuiltPath();
  const on = useAddon('notes');
  const params = on ? notesParams(props) : null;
  const { data, status } = useWidgetData(node, 'notes');
  const loading = params !== null && data === undefined && status.status !== 'error' && status.status !== 'skipped';
  const notes = listOf<Note>(data).filter((n) => Number(n.note_id) > 0);
  const show = (v: unknown) => num(v, 1) === 1 || v === true;
  return (
    <DiyBlock props={props} nodeId={node.id} className="diy-notes">
      <div className="dd-head">
        <span className="dd-head-title" style={{ color: safeColor(props.titleTextColor) ?? '#333' }}>
          {merchantText(props.title, '店铺笔记', 'notesTitle', t)}
        </span>
        {on && built(NOTES_PAGE) ? (
          <DiyLink link={pathLink(NOTES_PAGE)} className="dd-head-more" style={{ color: safeColor(props.moreTextColor) ?? '#858585' }}>
            {merchantText(props.more, '查看更多', 'more', t)}
            <ArrowRight />
          </DiyLink>
        ) : null}
      </div>
      <div style={{ padding: '0 12px 12px' }}>
        {loading ? (
          <div className="dd-grid" style={{ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }} aria-hidden="true">
            {Array.from({ length: Math.min(4, Number(params?.num) || 2) }, (_, i) => (
              <div key={i} className="dd-skel" style={{ aspectRatio: '3 / 4', borderRadius: 8 }} />
            ))}
          </div>
        ) : notes.length === 0 ? (
          <div className="dd-empty">{t('noNotes')}</div>
        ) : (
          <div className="dd-grid" role="list" style={{ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
            {notes.map((n) => (
              <DiyLink key={n.note_id} link={pathLink(`/pages_tool/store_notes/note_detail?note_id=${n.note_id}`)} label={n.note_title} style={{ display: 'flex', flexDirection: 'column', borderRadius: 8, overflow: 'hidden', background: safeColor(props.contentBgColor) ?? '#fff' }}>
                <span style={{ display: 'block', aspectRatio: '1 / 1' }}>
                  <Img src={imageUrl(String(n.cover_img ?? '').split(',')[0])} alt="" />
                </span>
                <span role="listitem" style={{ padding: 8, display: 'flex', flexDirection: 'column', gap: 4 }}>
                  {show(props.notesLabel) && n.goods_highlights ? <span style={{ fontSize: 11, color: 'var(--base-color, #ff4544)' }}>{n.goods_highlights}</span> : null}
                  <span style={{ fontSize: 13, lineHeight: '18px', color: '#303133' }}>{n.note_title}</span>
                  <span style={{ fontSize: 11, color: 'var(--text-secondary, #686b72)' }}>
                    {[show(props.uploadTime) && n.create_time ? date(n.create_time, 'YYYY-MM-DD') : '', show(props.readNum) && n.read_num !== undefined ? t('reads', { n: n.read_num }) : ''].filter(Boolean).join(' · ')}
                  </span>
                </span>
              </DiyLink>
            ))}
          </div>
        )}
      </div>
    </DiyBlock>
  );
}
