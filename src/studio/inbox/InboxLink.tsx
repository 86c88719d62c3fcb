// The header's link to the inbox, with how many conversations hold messages of members the shop has
// not read: live over the studio's socket (live.ts), which it keeps open while the studio is signed in.
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useStudioTexts } from '../i18n.ts';
import { holdInboxSocket, useInboxLive } from './live.ts';

/** The inbox's link with the number of conversations holding unread messages, live over the studio's socket. */
export function InboxLink() {
  const { t } = useStudioTexts();
  const members = useInboxLive((s) => s.unreadMembers);
  const unread = members.length;
  useEffect(() => holdInboxSocket(), []);
  return (
    <Link to="/inbox" className="st-inbox-link">
      {t('inbox.title')}
      {unread > 0 && (
        <span className="st-badge" data-testid="header-unread" data-members={members.join(' ')} aria-label={t('inbox.unreadConversations', { count: unread })}>
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
