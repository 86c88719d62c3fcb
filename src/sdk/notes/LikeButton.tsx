/** A store note's heart with its like count (list cards and the detail share it). */
import type { ReactElement } from 'react';
import { useNoteLike } from './like.ts';

export interface NoteLikeButtonProps {
  noteId: number;
  liked: boolean;
  /** The note's own count (`dianzan_num`). */
  count: number;
  /** The merchant's initial count, added to what is shown. */
  initial?: number;
  /** Whether the count is shown (`is_show_dianzan_num`). */
  showCount?: boolean;
  /** Accessible names: like / unlike. */
  label: { like: string; unlike: string };
  className?: string;
}

export function NoteLikeButton({ noteId, liked, count, initial = 0, showCount = true, label, className }: NoteLikeButtonProps): ReactElement {
  const like = useNoteLike(noteId, liked, count);
  return (
    <button
      type="button"
      className={className ?? 'note-like'}
      aria-pressed={like.liked}
      aria-label={`${like.liked ? label.unlike : label.like}${showCount ? ` ${like.count + initial}` : ''}`}
      data-testid="note-like"
      disabled={like.busy}
      onClick={(e) => {
        e.stopPropagation();
        void like.toggle();
      }}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, border: 0, background: 'none', padding: '4px 0', font: 'inherit', color: like.liked ? 'var(--base-color, #f4391c)' : 'inherit', cursor: 'pointer' }}
    >
      <svg viewBox="0 0 24 24" width={16} height={16} aria-hidden="true" fill={like.liked ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
        <path d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z" />
      </svg>
      {showCount ? <span data-testid="note-like-count">{like.count + initial}</span> : null}
    </button>
  );
}
