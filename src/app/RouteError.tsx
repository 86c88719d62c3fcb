/**
 * A route that failed to render as a whole (typically a page chunk that did not load: offline,
 * a deploy replaced the files). Offers a retry, which reloads the document. `RouteBoundary`
 * catches the error (per history entry: a new entry gets a fresh chance).
 */
import { Component, type ErrorInfo, type ReactElement, type ReactNode } from 'react';
import { useShellText } from '../shell/text.ts';
import { report } from '../renderer/report.ts';

export function RouteError(): ReactElement {
  const t = useShellText();
  return (
    <section className="sh-status" role="alert" data-testid="route-error">
      <h1>{t('loadFailed')}</h1>
      <button type="button" className="sh-btn sh-btn--primary" onClick={() => window.location.reload()}>
        {t('retry')}
      </button>
    </section>
  );
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
}

export class RouteBoundary extends Component<{ children?: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    report('route', `route failed: ${error instanceof Error ? error.message : String(error)}`, error);
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
