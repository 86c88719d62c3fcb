/**
 * NiuShop's store notes list (notes addon): group tabs, then cards of published notes from the
 * paged page source; the heart likes or unlikes at once (the SDK's note like). The addon switched
 * off says so, with the way home.
 */
import type { ReactElement } from 'react';
import { date, EmptyState, imageUrl, Img, NoteLikeButton, PagedMore, pagedSettled, useAddon, useSourceStatus, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type NoteListProps } from './props.gen.ts';
import '../../src/sdk/goods/diy-data.css';
import './note-list.css';

export type { NoteListProps };
export { defaults };

export interface Note {
  note_id: number;
  note_type?: string;
  note_type_name?: string;
  note_title?: string;
  note_abstract?: string;
  cover_img?: string;
  goods_highlights?: string;
  is_show_release_time?: number;
  is_show_read_num?: number;
  is_show_dianzan_num?: number;
  read_num?: number;
  dianzan_num?: number;
  initial_read_num?: number;
  initial_dianzan_num?: number;
  create_time?: number;
  release_time?: number;
  is_dianzan?: number;
}
interface Group {
  group_id: number;
  group_name: string;
}

const list = <T,>(v: unknown, ok: (x: T) => boolean): T[] => (Array.isArray(v) ? (v.filter((x) => x && typeof x === 'object' && ok(x as T)) as T[]) : []);

export default function NoteList({ props, node, emit }: WidgetProps<NoteListProps>): ReactElement {
  const { t } = useTexts('content');
  const on = useAddon('notes');
  const groups = list<Group>(props.groups, (g) => Number(g.group_id) > 0);
  const notes = list<Note>(props.items, (n) => Number(n.note_id) > 0);
  const status = useSourceStatus(props.pagedSource ?? '');
  const settled = pagedSettled(props.pagedSource, status);
  const active = Number(props.active) || groups[0]?.group_id || 0;

  if (!on) return <div className="nl" data-node-id={node.id}><EmptyState text={t('notesOff')} /></div>;
  return (
    <div className="nl" data-node-id={node.id} aria-busy={!settled && notes.length === 0}>
      {groups.length > 1 ? (
        <div className="nl-tabs" role="tablist">
          {groups.map((g) => (
            <button key={g.group_id} type="button" role="tab" aria-selected={g.group_id === active} className={g.group_id === active ? 'nl-tab nl-tab--on' : 'nl-tab'} onClick={() => g.group_id !== active && void emit('group', { group_id: g.group_id })}>
              {g.group_name}
            </button>
          ))}
        </div>
      ) : null}
      {notes.length ? (
        <ul className="nl-list">
          {notes.map((n) => {
            const time = Number(n.is_show_release_time) === 1 ? Number(n.release_time) || Number(n.create_time) : 0;
            const tags = String(n.goods_highlights ?? '').split(',').map((s) => s.trim()).filter(Boolean);
            return (
              <li key={n.note_id} className="nl-card" data-testid="note-card">
                <button type="button" className="nl-open" onClick={() => void emit('select', { note_id: n.note_id })}>
                  <span className="nl-cover">
                    <Img src={imageUrl(String(n.cover_img ?? '').split(',')[0] ?? '')} alt="" kind="article" />
                  </span>
                  <span className="nl-title">{n.note_title}</span>
                  {tags.length ? (
                    <span className="nl-tags">
                      {tags.map((tag) => (
                        <span key={tag} className="nl-tag">{tag}</span>
                      ))}
                    </span>
                  ) : null}
                  <span className="nl-abstract">
                    {n.note_type_name ? <span className="nl-type">{t('typeTag', { name: n.note_type_name })}</span> : null}
                    {n.note_abstract}
                  </span>
                </button>
                <div className="nl-foot">
                  <span className="nl-meta">
                    {[time ? date(time, 'YYYY-MM-DD') : '', Number(n.is_show_read_num) === 1 ? t('reads', { n: Number(n.read_num ?? 0) + Number(n.initial_read_num ?? 0) }) : ''].filter(Boolean).join(' · ')}
                  </span>
                  <NoteLikeButton
                    noteId={n.note_id}
                    liked={Number(n.is_dianzan) === 1}
                    count={Number(n.dianzan_num ?? 0)}
                    initial={Number(n.initial_dianzan_num ?? 0)}
                    showCount={Number(n.is_show_dianzan_num) === 1}
                    label={{ like: `${t('like')} ${n.note_title ?? ''}`.trim(), unlike: `${t('unlike')} ${n.note_title ?? ''}`.trim() }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      ) : settled ? (
        <EmptyState text={t('notesEmpty')} buttonText={false} />
      ) : null}
      <PagedMore source={props.pagedSource} count={notes.length} />
    </div>
  );
}
