/**
 * NiuShop's chat with the shop (pages_tool/chat/room). The history is the page's paged source; the
 * live part, the outbox and the read position are the SDK's (useChatRoom over the chat socket).
 * Texts render as text (the server keeps them plain), pictures are the shop's chat uploads.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactElement } from 'react';
import {
  AvatarIcon,
  buildPath,
  date,
  imageUrl,
  Img,
  isSuccess,
  navigation,
  showToast,
  toast,
  upload,
  useChatRoom,
  useMember,
  usePagedSource,
  useTexts,
  type ChatContent,
  type ChatMessage,
  type ChatOutgoing,
  type WidgetProps,
} from '../../src/sdk/index.ts';
import { defaults, type ChatRoomProps } from './props.gen.ts';
import './chat-room.css';

export type { ChatRoomProps };
export { defaults };

type T = (key: string, vars?: Record<string, unknown>) => string;
const GAP = 300;
const rec = (v: unknown): Record<string, unknown> | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);
const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

function GoodsCard({ goods, t }: { goods: { sku_id: number; sku_name: string; sku_image: string; price: string }; t: T }): ReactElement {
  return (
    <button type="button" className="chr-card" onClick={() => navigation.navigate(buildPath('/pages/goods/detail', { sku_id: goods.sku_id }))}>
      <span className="chr-card-img"><Img src={imageUrl(goods.sku_image)} alt="" /></span>
      <span className="chr-card-body">
        <span className="chr-card-name">{goods.sku_name}</span>
        <span className="chr-card-price">{t('price', { price: goods.price })}</span>
      </span>
    </button>
  );
}

function OrderCard({ order, t }: { order: { order_id: number; order_no: string; order_money: string; order_status_name: string; sku_name: string; sku_image: string; goods_num: number }; t: T }): ReactElement {
  return (
    <button type="button" className="chr-card chr-card--order" onClick={() => navigation.navigate(buildPath('/pages/order/detail', { order_id: order.order_id }))}>
      <span className="chr-card-no">{t('orderNo', { no: order.order_no })}</span>
      <span className="chr-card-row">
        <span className="chr-card-img"><Img src={imageUrl(order.sku_image)} alt="" /></span>
        <span className="chr-card-body">
          <span className="chr-card-name">{order.sku_name}</span>
          <span className="chr-card-meta">
            <span className="chr-card-price">{t('price', { price: order.order_money })}</span>
            <span className="chr-card-status">{order.order_status_name}</span>
          </span>
        </span>
      </span>
    </button>
  );
}

function Body({ content_type, text, goods, order, t }: { content_type: number; text: string; goods: ChatMessage['goods']; order: ChatMessage['order']; t: T }): ReactElement {
  if (content_type === 3) return <img className="chr-pic" src={imageUrl(text)} alt={t('picture')} loading="lazy" />;
  if (content_type === 1) return goods ? <GoodsCard goods={goods} t={t} /> : <span className="chr-text chr-gone">{t('goodsGone')}</span>;
  if (content_type === 2) return order ? <OrderCard order={order} t={t} /> : <span className="chr-text chr-gone">{t('orderGone')}</span>;
  return <span className="chr-text">{text}</span>;
}

function Avatar({ mine, headimg }: { mine: boolean; headimg: string }): ReactElement {
  if (mine && headimg) return <span className="chr-avatar"><Img src={imageUrl(headimg)} kind="head" alt="" /></span>;
  return (
    <span className={`chr-avatar ${mine ? '' : 'chr-avatar--shop'}`}>
      <AvatarIcon size={36} color={mine ? '#c8c9cc' : 'var(--base-color, #ff4544)'} />
    </span>
  );
}

export default function ChatRoom({ props, node }: WidgetProps<ChatRoomProps>): ReactElement {
  const { t: ti } = useTexts('content');
  const t: T = (key, vars) => ti(`chat.${key}`, vars ?? {});
  const { memberInfo } = useMember();
  const headimg = str(rec(memberInfo)?.headimg);
  const room = useChatRoom(props.history);
  const paged = usePagedSource(props.pagedSource ?? '');
  const [text, setText] = useState('');
  const [uploading, setUploading] = useState(false);
  const [cardSent, setCardSent] = useState(false);
  const bottom = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const count = room.messages.length + room.outbox.length;
  const lastId = room.messages.at(-1)?.id ?? 0;

  // Keeps the newest message in view while the member is at the bottom (or has just sent).
  useEffect(() => {
    if (!stick.current) return;
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [count, lastId]);
  useEffect(() => {
    const onScroll = () => {
      const el = document.scrollingElement ?? document.documentElement;
      stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 120;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  useEffect(() => {
    if (room.lastFailure) toast(room.lastFailure);
  }, [room.lastFailure]);

  const sendContent = (c: ChatContent) => {
    stick.current = true;
    room.send(c);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const message = text.trim();
    if (!message) {
      toast(t('empty'));
      return;
    }
    sendContent({ content_type: 0, message });
    setText('');
  };
  const pickPicture = async (file: File | undefined) => {
    if (!file || uploading) return;
    setUploading(true);
    showToast(t('uploading'), 1500, 'loading');
    try {
      const res = await upload<{ pic_path?: string }>('upload.chatimg', file);
      const path = isSuccess(res) ? res.data?.pic_path : undefined;
      if (path) sendContent({ content_type: 3, message: path });
      else toast(res.message || t('uploadFailed'));
    } catch {
      toast(t('uploadFailed'));
    } finally {
      setUploading(false);
    }
  };

  const goods = rec(props.goods);
  const order = rec(props.order);
  const firstGoods = rec(Array.isArray(order?.order_goods) ? (order!.order_goods as unknown[])[0] : null);
  const offer: { content: ChatContent; view: ReactElement } | null = cardSent
    ? null
    : order && Number(order.order_id) > 0
      ? {
          content: { content_type: 2, order_id: Number(order.order_id) },
          view: (
            <OrderCard
              t={t}
              order={{
                order_id: Number(order.order_id),
                order_no: str(order.order_no),
                order_money: str(order.order_money),
                order_status_name: str(order.order_status_name),
                sku_name: str(firstGoods?.sku_name),
                sku_image: str(firstGoods?.sku_image),
                goods_num: Number(order.goods_num) || 0,
              }}
            />
          ),
        }
      : goods && Number(goods.sku_id) > 0
        ? {
            content: { content_type: 1, goods_sku_id: Number(goods.sku_id) },
            view: <GoodsCard t={t} goods={{ sku_id: Number(goods.sku_id), sku_name: str(goods.sku_name || goods.goods_name), sku_image: str(goods.sku_image), price: str(goods.discount_price ?? goods.price) }} />,
          }
        : null;

  const status = room.status;
  const statusText =
    status === 'offline' ? t('status.offline') : status === 'unauthorized' ? t('status.unauthorized') : status === 'waiting' || status === 'connecting' || status === 'idle' ? t('status.connecting') : '';
  const hasMore = Boolean(props.pagedSource) && paged.status.hasMore;

  let prevTime = 0;
  const rows: ReactElement[] = [];
  for (const m of room.messages) {
    const time = Number(m.create_time) || 0;
    if (time - prevTime > GAP) rows.push(<li key={`t${m.id}`} className="chr-time">{date(time, 'MM-DD HH:mm')}</li>);
    prevTime = time;
    if (m.id === room.firstUnreadId) rows.push(<li key="unread" className="chr-unread" data-testid="chat-unread">{t('unread', { count: room.unreadAtOpen })}</li>);
    const mine = m.sender === 'member';
    rows.push(
      <li key={m.id} className={`chr-msg ${mine ? 'chr-msg--mine' : ''}`} data-testid="chat-message" data-id={m.id} data-sender={m.sender}>
        <Avatar mine={mine} headimg={headimg} />
        <div className={`chr-bubble chr-bubble--${m.content_type}`}>
          <Body content_type={m.content_type} text={mine ? m.consumer_say : m.servicer_say} goods={m.goods} order={m.order} t={t} />
        </div>
        {mine ? (
          <span className={`chr-read ${m.id <= room.shopReadId ? 'chr-read--yes' : ''}`} data-testid="chat-read" data-read={m.id <= room.shopReadId ? '1' : '0'}>
            {m.id <= room.shopReadId ? t('read') : t('notRead')}
          </span>
        ) : null}
      </li>,
    );
  }
  const pendingRow = (o: ChatOutgoing) => {
    const c = o.content;
    return (
      <li key={o.client_msg_id} className="chr-msg chr-msg--mine chr-msg--pending" data-testid="chat-pending" aria-busy="true">
        <Avatar mine headimg={headimg} />
        <span className="chr-sending" role="img" aria-label={t('sending')} />
        <div className={`chr-bubble chr-bubble--${c.content_type}`}>
          {c.content_type === 0 ? <span className="chr-text">{c.message}</span> : c.content_type === 3 ? <img className="chr-pic" src={imageUrl(c.message)} alt={t('picture')} /> : <span className="chr-text">{t(c.content_type === 1 ? 'goodsCard' : 'orderCard')}</span>}
        </div>
      </li>
    );
  };

  return (
    <div className="chr" data-node-id={node.id}>
      {statusText ? (
        <p className={`chr-status chr-status--${status}`} role="status" data-testid="chat-status">
          {statusText}
        </p>
      ) : null}
      {hasMore ? (
        <button type="button" className="chr-more" disabled={paged.status.loadingMore} onClick={() => void paged.loadMore()}>
          {paged.status.loadingMore ? t('loadingMore') : t('earlier')}
        </button>
      ) : null}
      {room.messages.length === 0 && room.outbox.length === 0 ? <p className="chr-hello">{t('hello')}</p> : null}
      <ol className="chr-list" aria-label={t('list')} aria-live="polite">
        {rows}
        {room.outbox.map(pendingRow)}
      </ol>
      <div ref={bottom} className="chr-end" />
      <div className="chr-dock">
        {offer ? (
          <div className="chr-offer" data-testid="chat-offer">
            <div className="chr-offer-card">{offer.view}</div>
            <button
              type="button"
              className="chr-offer-send"
              onClick={() => {
                sendContent(offer.content);
                setCardSent(true);
              }}
            >
              {t('sendCard')}
            </button>
          </div>
        ) : null}
        <form className="chr-bar" onSubmit={submit}>
          <label className={`chr-pick ${uploading ? 'chr-pick--busy' : ''}`} aria-label={t('sendPicture')}>
            <input
              type="file"
              accept="image/*"
              disabled={uploading}
              onChange={(e) => {
                const f = e.target.files?.[0];
                e.target.value = '';
                void pickPicture(f);
              }}
            />
            <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
              <rect x="3" y="5" width="18" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
              <circle cx="9" cy="10" r="1.8" fill="currentColor" />
              <path d="M4 17l5-5 4 4 3-3 4 4" fill="none" stroke="currentColor" strokeWidth="1.6" />
            </svg>
          </label>
          <textarea
            className="chr-input"
            rows={1}
            maxLength={1000}
            value={text}
            placeholder={t('placeholder')}
            aria-label={t('placeholder')}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) submit(e);
            }}
          />
          <button type="submit" className="chr-send">
            {t('send')}
          </button>
        </form>
      </div>
    </div>
  );
}
