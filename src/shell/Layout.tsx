/** App frame: content column capped at 960 px and centred (mobile first). */
import type { ReactElement, ReactNode } from 'react';

export function AppFrame({ children }: { children?: ReactNode }): ReactElement {
  return <div className="sh-app">{children}</div>;
}

export interface PageFrameProps {
  children?: ReactNode;
  /** Leave room for the tab bar. */
  tabbed?: boolean;
  /** false: the page does not scroll as a whole (it scrolls inner areas itself). */
  scroll?: boolean;
  background?: string;
  backgroundImage?: string;
}

export function PageFrame({ children, tabbed = false, scroll = true, background, backgroundImage }: PageFrameProps): ReactElement {
  return (
    <div
      className={`sh-page${tabbed ? ' sh-page--tabbed' : ''}${scroll ? '' : ' sh-page--noscroll'}`}
      style={{
        ...(background ? { background } : {}),
        ...(backgroundImage ? { backgroundImage: `url("${backgroundImage.replace(/["\\\n]/g, '')}")`, backgroundSize: '100% auto', backgroundRepeat: 'no-repeat' } : {}),
      }}
    >
      {children}
    </div>
  );
}
