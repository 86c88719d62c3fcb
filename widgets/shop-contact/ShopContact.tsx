/** NiuShop's customer service page (pages_tool/member/contact): the shop's answer is a page source. */
import type { ReactElement } from 'react';
import { ClockIcon, EmptyState, navigation, PhoneIcon, useSourceStatus, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type ShopContactProps } from './props.gen.ts';
import './shop-contact.css';

export type { ShopContactProps };
export { defaults };

export default function ShopContact({ props, node }: WidgetProps<ShopContactProps>): ReactElement {
  const { t } = useTexts('wallet');
  const status = useSourceStatus(props.source ?? '');
  const c = props.contact && typeof props.contact === 'object' ? (props.contact as Record<string, unknown>) : null;
  if (!c) {
    const failed = !props.source || status.status === 'error' || status.status === 'ready';
    return <div className="sct" data-node-id={node.id} aria-busy={!failed}>{failed ? <EmptyState text={t('cancel.loadFailed')} /> : null}</div>;
  }
  const mobile = String(c.mobile ?? '').trim();
  const hours = String(c.service_hours ?? '').trim();
  const chat = Number(c.chat) === 1;
  return (
    <div className="sct" data-node-id={node.id}>
      <p className="sct-tip">{mobile || chat ? t('contact.tip') : t('contact.none')}</p>
      {mobile || hours ? (
        <dl className="sct-rows">
          {mobile ? (
            <div className="sct-row">
              <dt><PhoneIcon /> {t('contact.phone')}</dt>
              <dd>{mobile}</dd>
            </div>
          ) : null}
          {hours ? (
            <div className="sct-row">
              <dt><ClockIcon /> {t('contact.hours')}</dt>
              <dd>{hours}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <div className="sct-actions">
        {mobile ? (
          <a className="sct-btn sct-btn--main" href={`tel:${mobile.replace(/[^\d+]/g, '')}`}>
            {t('contact.call')}
          </a>
        ) : null}
        {chat ? (
          <button type="button" className="sct-btn" onClick={() => navigation.navigate(props.chatPath || '/pages_tool/chat/room')}>
            {t('contact.chat')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
