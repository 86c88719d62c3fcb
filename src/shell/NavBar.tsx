/**
 * Custom navigation bar (every page uses one): title, back arrow, colours, safe-area top.
 * Sticky, so the content below never jumps when it mounts.
 */
import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { BackIcon } from './icons.tsx';
import { useShellText } from './text.ts';

export interface NavBarProps {
  title?: ReactNode;
  /** Show the back arrow (the app passes: history exists and the page is not a tab page). */
  back?: boolean;
  onBack?: () => void;
  /** Background colour (CSS value); default white. */
  background?: string;
  /** Title and arrow colour; default #333. */
  textColor?: string;
  align?: 'left' | 'center';
  /** Content at the right end (e.g. a share button). */
  right?: ReactNode;
  className?: string;
}

export function NavBar({ title, back = false, onBack, background, textColor, align = 'center', right, className }: NavBarProps): ReactElement {
  const t = useShellText();
  const style = {
    ...(background ? { '--sh-nav-bg': background } : {}),
    ...(textColor ? { '--sh-nav-color': textColor } : {}),
  } as CSSProperties;
  return (
    <header className={`sh-navbar${align === 'left' ? ' sh-navbar--left' : ''}${className ? ` ${className}` : ''}`} style={style}>
      <div className="sh-navbar-inner">
        {back ? (
          <button type="button" className="sh-navbar-back" aria-label={t('back')} onClick={onBack}>
            <BackIcon />
          </button>
        ) : null}
        <h1 className="sh-navbar-title" style={{ margin: 0 }}>{title}</h1>
        {right ? <div className="sh-navbar-right">{right}</div> : null}
      </div>
    </header>
  );
}
