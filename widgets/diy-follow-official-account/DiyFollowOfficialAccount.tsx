import { useState, useSyncExternalStore, type ReactElement } from 'react';
import { CloseIcon, DiyBlock, DiyImage, imageUrl, isWechatBrowser, useSite, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type DiyFollowOfficialAccountProps } from './props.gen.ts';

export type { DiyFollowOfficialAccountProps };
export { defaults };

const noopSubscribe = () => () => {};
const onServer = () => false;
const inWechat = () => isWechatBrowser();

/**
 * NiuShop's FollowOfficialAccount: only inside the WeChat browser (user agent MicroMessenger;
 * nothing on the server, elsewhere, or when `isShow` is off): the shop's square logo and name,
 * the `welcomeMsg`, and a close button (hidden until the page is opened again).
 */
export default function DiyFollowOfficialAccount({ props, node }: WidgetProps<DiyFollowOfficialAccountProps>): ReactElement | null {
  const { t } = useTexts('diy');
  const wechat = useSyncExternalStore(noopSubscribe, inWechat, onServer);
  const { siteInfo } = useSite();
  const [closed, setClosed] = useState(false);
  const show = props.isShow !== false && props.isShow !== 0 && props.isShow !== '0';
  if (!wechat || !show || closed) return null;
  const logo = siteInfo?.logo_square || siteInfo?.logo;
  return (
    <DiyBlock props={props} nodeId={node.id} className="diy-follow-official-account" style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '8px 12px', background: 'rgba(0, 0, 0, 0.6)', color: '#fff' }}>
      {imageUrl(logo) ? (
        <span style={{ position: 'relative', width: 32, height: 32, borderRadius: '50%', overflow: 'hidden', flex: 'none', display: 'block' }}>
          <DiyImage path={logo} fill />
        </span>
      ) : null}
      <span style={{ flex: 1, minWidth: 0, fontSize: 12, lineHeight: 1.4 }}>
        <span style={{ display: 'block', fontSize: 14 }}>{siteInfo?.site_name || t('follow')}</span>
        <span style={{ display: 'block', opacity: 0.85 }}>{typeof props.welcomeMsg === 'string' ? props.welcomeMsg : ''}</span>
      </span>
      <button type="button" aria-label={t('close')} onClick={() => setClosed(true)} style={{ border: 0, background: 'none', color: 'inherit', padding: 4, cursor: 'pointer', width: 28, height: 28 }}>
        <CloseIcon size={16} />
      </button>
    </DiyBlock>
  );
}
