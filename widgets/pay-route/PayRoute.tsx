/**
 * NiuShop's pages_tool/weapp/order_shipping: the payment's page is the server's answer (a path by
 * pay event, a page source of this page); this widget only goes there, or says why it cannot.
 */
import { useEffect, type ReactElement } from 'react';
import { EmptyState, navigation, useSourceStatus, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type PayRouteProps } from './props.gen.ts';

export type { PayRouteProps };
export { defaults };

/** An app path of this shop (never another site). */
const appPath = (p: unknown): string => (typeof p === 'string' && p.startsWith('/') && !p.startsWith('//') && !p.includes('\\') ? p : '');

export default function PayRoute({ props, node }: WidgetProps<PayRouteProps>): ReactElement {
  const { t } = useTexts('pay');
  const status = useSourceStatus(props.source ?? '');
  const tradeNo = (props.tradeNo ?? '').trim();
  const path = appPath(props.path);
  useEffect(() => {
    if (tradeNo && path) navigation.redirect(path);
  }, [tradeNo, path]);

  let message = '';
  if (!tradeNo) message = t('shipping.missing');
  else if (status.status === 'error') message = status.error || t('shipping.badTrade');
  else if (status.status === 'ready' && !path) message = t('shipping.noPath');
  return (
    <div className="pay-route" data-node-id={node.id} aria-busy={!message}>
      {message ? <EmptyState text={message} /> : <p style={{ margin: '40px 0', color: 'var(--text-secondary, #686b72)', textAlign: 'center' }}>{t('shipping.going')}</p>}
    </div>
  );
}
