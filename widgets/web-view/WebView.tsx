/**
 * NiuShop's webview page on the web: the address (`?src=`) checked by the server (allowed host,
 * http(s)) and framed; the CSP's frame-src lists the same hosts, so the browser refuses any other
 * frame too. A site may refuse to be framed: the server asked it (framing 'refused'), and then the
 * page offers a link that opens it outside; every frame has that link above it too, for a site that
 * did not answer the server.
 */
import type { ReactElement } from 'react';
import { useSourceStatus, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type WebViewProps } from './props.gen.ts';
import { frameableUrl } from './url.ts';
import './web-view.css';

export type { WebViewProps };
export { defaults };

export default function WebView({ props, node }: WidgetProps<WebViewProps>): ReactElement {
  const { t } = useTexts('content');
  const source = useSourceStatus(props.source ?? 'check');
  const check = (props.check ?? null) as { url?: unknown; host?: unknown; framing?: unknown } | null;
  const url = frameableUrl(check?.url);

  if (source.status === 'error' || (source.status === 'ready' && !url)) {
    return (
      <div className="wv wv--refused" data-node-id={node.id}>
        <p className="wv-message" role="alert" data-testid="webview-refused">
          {source.error || t('webviewInvalid')}
        </p>
      </div>
    );
  }
  if (!url) return <div className="wv" data-node-id={node.id} aria-busy="true" />;

  const host = typeof check?.host === 'string' ? check.host : new URL(url).host;
  const outside = (
    <a className="wv-open" href={url} target="_blank" rel="noopener noreferrer" data-testid="webview-open">
      {t('webviewOpen')}
    </a>
  );
  if (check?.framing === 'refused') {
    return (
      <div className="wv wv--refused" data-node-id={node.id}>
        <p className="wv-message" data-testid="webview-no-frame">
          {t('webviewNoFrame', { host })}
        </p>
        {outside}
      </div>
    );
  }
  return (
    <div className="wv" data-node-id={node.id}>
      <p className="wv-bar">
        <span className="wv-host">{host}</span>
        {outside}
      </p>
      <iframe className="wv-frame" src={url} title={t('webviewTitle', { host })} referrerPolicy="strict-origin-when-cross-origin" data-testid="webview-frame" />
    </div>
  );
}
