/**
 * A store note's detail around its rich text: the head (single-goods intro: cover and highlight
 * tags; both kinds: title, date, reads and the like heart) and the goods part (shop talk: the
 * linked goods, each opening its detail; single-goods intro: a Buy bar for its goods).
 */
import type { ReactElement } from 'react';
import { date, imageUrl, Img, NoteLikeButton, Price, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type NoteDetailProps } from './props.gen.ts';
import '../../src/sdk/goods/diy-data.css';
import './note-detail.css';

export type { NoteDetailProps };
export { defaults };

interface NoteGoods {
  goods_id: number;
  sku_id?: number;
  goods_name?: string;
  goods_image?: string;
  price?: string;
}
interface Note {
  note_id: number;
  note_type?: string;
  note_title?: string;
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
  goods_list?: NoteGoods[];
}

export default function NoteDetail({ props, node, emit }: WidgetProps<NoteDetailProps>): ReactElement | null {
  const { t } = useTexts('content');
  const note = props.note && typeof props.note === 'object' && Number((props.note as unknown as Note).note_id) > 0 ? (props.note as unknown as Note) : null;
  if (!note) {
    return props.part === 'head' ? (
      <div className="nd" data-node-id={node.id} aria-busy="true">
        <div className="nd-skel" aria-hidden="true" />
      </div>
    ) : null;
  }
  const single = note.note_type === 'goods_item';
  const goods = (Array.isArray(note.goods_list) ? note.goods_list : []).filter((g) => Number(g.goods_id) > 0);

  if (props.part === 'goods') {
    if (single) {
      const first = goods[0];
      if (!first) return null;
      return (
        <div className="nd-buybar" data-node-id={node.id}>
          <span className="nd-buy-goods">
            <span className="nd-buy-img">
              <Img src={imageUrl(String(first.goods_image ?? '').split(',')[0] ?? '')} alt="" />
            </span>
            <span className="nd-buy-name">{first.goods_name}</span>
            <Price value={first.price} size={15} />
          </span>
          <button type="button" className="nd-buy" onClick={() => void emit('goods', { goods_id: first.goods_id })}>
            {t('buy')}
          </button>
        </div>
      );
    }
    if (!goods.length) return null;
    return (
      <section className="nd-goods" data-node-id={node.id} aria-label={t('goodsOfNote')}>
        <h2 className="nd-goods-title">{t('goodsOfNote')}</h2>
        <ul>
          {goods.map((g) => (
            <li key={g.goods_id}>
              <button type="button" className="nd-goods-row" data-testid="note-goods" onClick={() => void emit('goods', { goods_id: g.goods_id })}>
                <span className="nd-goods-img">
                  <Img src={imageUrl(String(g.goods_image ?? '').split(',')[0] ?? '')} alt="" />
                </span>
                <span className="nd-goods-name">{g.goods_name}</span>
                <Price value={g.price} size={15} />
              </button>
            </li>
          ))}
        </ul>
      </section>
    );
  }

  const time = Number(note.is_show_release_time) === 1 ? Number(note.release_time) || Number(note.create_time) : 0;
  const tags = String(note.goods_highlights ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const cover = String(note.cover_img ?? '').split(',')[0] ?? '';
  return (
    <header className="nd" data-node-id={node.id}>
      {single && cover ? (
        <span className="nd-cover">
          <Img src={imageUrl(cover)} alt="" kind="article" eager />
        </span>
      ) : null}
      {single && tags.length ? (
        <span className="nd-tags">
          {tags.map((tag) => (
            <span key={tag} className="nd-tag">{tag}</span>
          ))}
        </span>
      ) : null}
      <h1 className="nd-title">{note.note_title}</h1>
      <div className="nd-meta">
        <span>{[time ? date(time, 'YYYY-MM-DD HH:mm') : '', Number(note.is_show_read_num) === 1 ? t('reads', { n: Number(note.read_num ?? 0) + Number(note.initial_read_num ?? 0) }) : ''].filter(Boolean).join(' · ')}</span>
        <NoteLikeButton
          noteId={note.note_id}
          liked={Number(note.is_dianzan) === 1}
          count={Number(note.dianzan_num ?? 0)}
          initial={Number(note.initial_dianzan_num ?? 0)}
          showCount={Number(note.is_show_dianzan_num) === 1}
          label={{ like: t('like'), unlike: t('unlike') }}
        />
      </div>
    </header>
  );
}
