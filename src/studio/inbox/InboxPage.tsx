// The shop's chat inbox (the servicer's side of /pages_tool/chat/room): the conversations newest
// first with their unread counts, one conversation with its history paged upwards, replies as text
// or a picture of the shop's library, goods and order cards as the shopper sent them. Live both
// ways: the servicer socket (socket.ts) brings every new message and read; writes are admin calls
// with the session's CSRF header. Texts are shown as text (the server keeps them plain).
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactElement } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { DialogsResponse, SessionsResponse } from '../../types/generated/api/chat.ts';
import { admin } from '../api.ts';
import { PictureLibrary, shownPath } from '../form/pictures.tsx';
import { useStudioTexts } from '../i18n.ts';
import { notify } from '../notices.ts';
import { formatTime } from '../pages/types.ts';
import { lastMemberMessageId, mergeMessages, newClientMsgId, summary, totalUnread, withMessage, withRead, type ChatMessage, type Conversation, type ServicerFrame } from './model.ts';
import { onInboxFrame, useInboxLive, holdInboxSocket } from './live.ts';
import './inbox.css';

type T = ReturnType<typeof useStudioTexts>['t'];
const PAGE = 20;
const NONE: ChatMessage[] = [];

function Avatar({ c }: { c: Pick<Conversation, 'headimg' | 'nickname' | 'member_id'> }): ReactElement {
  if (c.headimg) return <img className="st-inbox-avatar" src={shownPath(c.headimg)} alt="" />;
  return (
    <span className="st-inbox-avatar st-inbox-avatar--none" aria-hidden="true">
      {[...(c.nickname || '#')][0]}
    </span>
  );
}

const nameOf = (c: Pick<Conversation, 'nickname' | 'member_id'>, t: T) => c.nickname || t('inbox.noName', { id: c.member_id });

function Body({ m, t }: { m: ChatMessage; t: T }): ReactElement {
  const text = m.sender === 'member' ? m.consumer_say : m.servicer_say;
  if (m.content_type === 3) return <img className="st-inbox-pic" src={shownPath(text)} alt={t('inbox.pictureAlt')} loading="lazy" />;
  if (m.content_type === 1) {
    const g = m.goods;
    if (!g) return <span className="st-inbox-gone">{t('inbox.goodsGone')}</span>;
    return (
      <span className="st-inbox-card" data-card="goods">
        {g.sku_image && <img src={shownPath(g.sku_image)} alt="" />}
        <span className="st-inbox-card-body">
          <span className="st-inbox-card-name">{g.sku_name}</span>
          <span className="st-inbox-price">{t('inbox.price', { price: g.price })}</span>
          <a href={`/h5/pages/goods/detail?sku_id=${g.sku_id}`} target="_blank" rel="noopener noreferrer">
            {t('inbox.openInShop')}
          </a>
        </span>
      </span>
    );
  }
  if (m.content_type === 2) {
    const o = m.order;
    if (!o) return <span className="st-inbox-gone">{t('inbox.orderGone')}</span>;
    return (
      <span className="st-inbox-card" data-card="order">
        {o.sku_image && <img src={shownPath(o.sku_image)} alt="" />}
        <span className="st-inbox-card-body">
          <span className="st-inbox-card-name">{t('inbox.orderNo', { no: o.order_no })}</span>
          <span>{o.goods_num > 1 ? t('inbox.orderGoods', { name: o.sku_name, num: o.goods_num }) : o.sku_name}</span>
          <span>
            <span className="st-inbox-price">{t('inbox.price', { price: o.order_money })}</span> · {o.order_status_name}
          </span>
        </span>
      </span>
    );
  }
  return <span className="st-inbox-text">{text}</span>;
}

/** One conversation: history (paged upwards), replies, read as it is seen. */
function Room({ c, messages, hasMore, onEarlier, onSent }: { c: Conversation; messages: ChatMessage[]; hasMore: boolean; onEarlier(): Promise<void>; onSent(m: ChatMessage): void }) {
  const { t, lang } = useStudioTexts();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [picking, setPicking] = useState(false);
  const log = useRef<HTMLOListElement>(null);
  const pictureButton = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const keep = useRef<{ height: number; top: number } | null>(null);
  const lastId = messages.at(-1)?.id ?? 0;

  // New messages scroll into view; earlier ones keep the reader where they were.
  useLayoutEffect(() => {
    const el = log.current;
    if (!el) return;
    if (keep.current) {
      el.scrollTop = el.scrollHeight - keep.current.height + keep.current.top;
      keep.current = null;
    } else el.scrollTop = el.scrollHeight;
  }, [lastId, messages.length]);

  const say = async (content: { content_type: 0 | 3; message: string }) => {
    setBusy(true);
    const client_msg_id = newClientMsgId();
    try {
      // A retry after a lost answer sends the same id: the server stores the message once.
      const call = () =>
        admin<ChatMessage>('/admin/api/chat/say', {
          member_id: c.member_id,
          ...content,
          client_msg_id,
        });
      const m = await call().catch((err: unknown) => (err instanceof TypeError ? call() : Promise.reject(err)));
      onSent(m);
      return true;
    } catch (err) {
      notify((err as Error).message, 'error');
      return false;
    } finally {
      setBusy(false);
    }
  };
  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!text.trim() || busy) return;
    if (await say({ content_type: 0, message: text })) setText('');
    box.current?.focus();
  };
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };
  const earlier = async () => {
    const el = log.current;
    if (el) keep.current = { height: el.scrollHeight, top: el.scrollTop };
    await onEarlier();
  };

  return (
    <section className="st-inbox-room" aria-labelledby="st-inbox-room-title">
      <header className="st-inbox-room-head">
        <Avatar c={c} />
        <h2 id="st-inbox-room-title">{nameOf(c, t)}</h2>
        {c.mobile && c.mobile !== c.nickname && <span className="st-mono">{c.mobile}</span>}
      </header>
      <ol className="st-inbox-log" ref={log} role="log" aria-live="polite" aria-label={t('inbox.messages', { name: nameOf(c, t) })} tabIndex={0}>
        <li className="st-inbox-more">
          {hasMore ? (
            <button type="button" className="st-link" onClick={() => void earlier()}>
              {t('inbox.earlier')}
            </button>
          ) : (
            <span>{t('inbox.noEarlier')}</span>
          )}
        </li>
        {messages.map((m) => (
          <li key={m.id} className={`st-inbox-msg st-inbox-msg--${m.sender}`} data-testid="inbox-message" data-sender={m.sender}>
            <span className="st-sr">{m.sender === 'member' ? t('inbox.member') : t('inbox.shop')}</span>
            <Body m={m} t={t} />
            <time dateTime={new Date(m.create_time * 1000).toISOString()}>{formatTime(m.create_time, lang)}</time>
          </li>
        ))}
      </ol>
      <form className="st-inbox-compose" onSubmit={(e) => void submit(e)}>
        <label className="st-sr" htmlFor="st-inbox-reply">
          {t('inbox.reply')}
        </label>
        <textarea id="st-inbox-reply" ref={box} value={text} rows={3} maxLength={1000} placeholder={t('inbox.placeholder')} onChange={(e) => setText(e.target.value)} onKeyDown={onKey} />
        <div className="st-inbox-compose-actions">
          <button type="button" ref={pictureButton} onClick={() => setPicking(true)} disabled={busy}>
            {t('inbox.picture')}
          </button>
          <button type="submit" className="st-primary" disabled={busy || !text.trim()}>
            {busy ? t('inbox.sending') : t('inbox.send')}
          </button>
        </div>
      </form>
      {picking && (
        <PictureLibrary
          onClose={() => {
            setPicking(false);
            pictureButton.current?.focus();
          }}
          onPick={(path) => {
            setPicking(false);
            void say({ content_type: 3, message: path }).then(() => pictureButton.current?.focus());
          }}
        />
      )}
    </section>
  );
}

export default function InboxPage() {
  const { t, lang } = useStudioTexts();
  const navigate = useNavigate();
  const openId = Number(useParams().memberId) || null;
  const [list, setListState] = useState<Conversation[] | null>(null);
  const status = useInboxLive((st) => st.status);
  const [room, setRoom] = useState<{
    id: number | null;
    messages: ChatMessage[];
    hasMore: boolean;
  }>({ id: null, messages: [], hasMore: false });
  const messages = room.id === openId ? room.messages : NONE;
  const hasMore = room.id === openId && room.hasMore;
  const listRef = useRef<Conversation[] | null>(null);
  const openRef = useRef(openId);
  const readSent = useRef(0);

  const setList = useCallback((l: Conversation[]) => {
    listRef.current = l;
    setListState(l);
  }, []);
  /** Messages of the conversation on screen (a message of another is not kept here). */
  const addMessages = useCallback((memberId: number, list: ChatMessage[]) => {
    setRoom((old) => (old.id === memberId ? { ...old, messages: mergeMessages(old.messages, list) } : old));
  }, []);
  const loadList = useCallback(async () => {
    try {
      setList(
        (
          await admin<SessionsResponse>('/admin/api/chat/sessions', {
            page: 1,
            page_size: 100,
          })
        ).list,
      );
    } catch (err) {
      notify((err as Error).message, 'error');
      if (!listRef.current) setList([]);
    }
  }, [setList]);
  const loadLatest = useCallback((memberId: number) => {
    admin<DialogsResponse>('/admin/api/chat/dialogs', {
      member_id: memberId,
      limit: PAGE,
    }).then(
      (res) => {
        if (openRef.current !== memberId) return;
        setRoom((old) =>
          old.id === memberId
            ? {
                ...old,
                messages: mergeMessages(old.messages, res.list),
                hasMore: old.hasMore || res.has_more === 1,
              }
            : { id: memberId, messages: res.list, hasMore: res.has_more === 1 },
        );
      },
      (err: Error) => notify(err.message, 'error'),
    );
  }, []);

  // The socket: every conversation's new messages and the shop's reads, for as long as the inbox is open.
  useEffect(() => {
    const onFrame = (f: ServicerFrame) => {
      if (f.type === 'init') {
        // (Re)connected: catch up with what came while away.
        void loadList();
        if (openRef.current) loadLatest(openRef.current);
      } else if (f.type === 'message') {
        const { message, unread_count } = f.data;
        const next = listRef.current ? withMessage(listRef.current, message, unread_count, openRef.current) : null;
        if (next) setList(next);
        else void loadList();
        if (message.member_id === openRef.current) addMessages(message.member_id, [message]);
      } else if (f.type === 'read') {
        if (listRef.current) setList(withRead(listRef.current, f.data.member_id, f.data.unread_count));
      }
    };
    const off = onInboxFrame(onFrame);
    const release = holdInboxSocket();
    // The studio's socket may be open already (its `init` went before this page listened).
    if (useInboxLive.getState().status === 'open') onFrame({ type: 'init', data: { unread: 0 } });
    return () => {
      off();
      release();
    };
  }, [loadList, loadLatest, setList, addMessages]);

  // Without a socket the list is still shown.
  useEffect(() => {
    if (status === 'waiting' && !listRef.current) void loadList();
  }, [status, loadList]);

  // Opening a conversation: its latest page (what was shown belongs to the conversation it was loaded for).
  useEffect(() => {
    openRef.current = openId;
    readSent.current = 0;
    if (openId) loadLatest(openId);
  }, [openId, loadLatest]);

  // Read as seen: the newest message of the member on screen, while the tab is visible.
  const lastMember = lastMemberMessageId(messages);
  useEffect(() => {
    if (!openId || lastMember <= readSent.current) return;
    const mark = () => {
      if (document.visibilityState === 'hidden' || lastMember <= readSent.current) return;
      readSent.current = lastMember;
      admin<{ unread_count: number }>('/admin/api/chat/read', {
        member_id: openId,
        last_id: lastMember,
      }).then(
        (r) => listRef.current && setList(withRead(listRef.current, openId, r.unread_count)),
        () => (readSent.current = 0),
      );
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [openId, lastMember, setList]);

  const earlier = async () => {
    if (!openId || !messages[0]) return;
    try {
      const res = await admin<DialogsResponse>('/admin/api/chat/dialogs', {
        member_id: openId,
        before_id: messages[0].id,
        limit: PAGE,
      });
      setRoom((old) =>
        old.id === openId
          ? {
              ...old,
              messages: mergeMessages(old.messages, res.list),
              hasMore: res.has_more === 1,
            }
          : old,
      );
    } catch (err) {
      notify((err as Error).message, 'error');
    }
  };
  const onSent = (m: ChatMessage) => {
    addMessages(m.member_id, [m]);
    const next = listRef.current ? withMessage(listRef.current, m, 0, m.member_id) : null;
    if (next) setList(next);
  };

  const open = list?.find((c) => c.member_id === openId) ?? null;
  const unread = list ? totalUnread(list) : 0;
  // Arrow keys move between conversations (the list is one tab stop further on each).
  const onListKey = (e: KeyboardEvent<HTMLUListElement>) => {
    if (!list?.length || (e.key !== 'ArrowDown' && e.key !== 'ArrowUp')) return;
    e.preventDefault();
    const i = list.findIndex((c) => c.member_id === openId);
    const next = list[Math.min(Math.max(i + (e.key === 'ArrowDown' ? 1 : -1), 0), list.length - 1)]!;
    navigate(`/inbox/${next.member_id}`);
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-conversation="${next.member_id}"] a`)?.focus());
  };

  return (
    <div className="st-inbox">
      <section className="st-inbox-list" aria-labelledby="st-inbox-title">
        <div className="st-inbox-list-head">
          <h1 id="st-inbox-title">{t('inbox.title')}</h1>
          <span className={`st-inbox-status st-inbox-status--${status}`} role="status" data-testid="inbox-status" data-status={status}>
            {status === 'open' ? t('inbox.live') : status === 'refused' ? t('inbox.refused') : status === 'waiting' ? t('inbox.waiting') : t('inbox.connecting')}
          </span>
        </div>
        {unread > 0 && <p className="st-inbox-total">{t('inbox.unreadTotal', { count: unread })}</p>}
        {list === null ? (
          <p className="st-loading">{t('app.loading')}</p>
        ) : list.length === 0 ? (
          <p className="st-empty">{t('inbox.empty')}</p>
        ) : (
          <ul aria-label={t('inbox.conversations')} onKeyDown={onListKey}>
            {list.map((c) => (
              <li key={c.member_id} data-conversation={c.member_id} className={c.member_id === openId ? 'st-selected' : undefined}>
                <Link to={`/inbox/${c.member_id}`} aria-current={c.member_id === openId ? 'page' : undefined}>
                  <Avatar c={c} />
                  <span className="st-inbox-item">
                    <span className="st-inbox-item-top">
                      <strong>{nameOf(c, t)}</strong>
                      <time dateTime={new Date(c.last_time * 1000).toISOString()}>{formatTime(c.last_time, lang)}</time>
                    </span>
                    <span className="st-inbox-item-bottom">
                      <span className="st-inbox-last">{summary(c.last_message, t)}</span>
                      {c.unread_count > 0 && (
                        <span
                          className="st-inbox-badge"
                          data-testid="inbox-unread"
                          aria-label={t('inbox.unread', {
                            count: c.unread_count,
                          })}
                        >
                          {c.unread_count > 99 ? '99+' : c.unread_count}
                        </span>
                      )}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      {open ? <Room key={open.member_id} c={open} messages={messages} hasMore={hasMore} onEarlier={earlier} onSent={onSent} /> : <p className="st-inbox-choose">{t('inbox.choose')}</p>}
    </div>
  );
}
