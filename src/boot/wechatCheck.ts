// Whether start-up runs the WeChat silent login (./wechatAuth.ts, loaded only then).
import { isWechatBrowser } from '../data/appType.ts';
import { useMemberStore } from '../stores/member.ts';
import { useSiteStore } from '../stores/site.ts';

/** True when boot should try the WeChat silent login. */
export function shouldWechatLogin(): boolean {
  return isWechatBrowser() && useSiteStore.getState().wechatConfigStatus === 1 && !useMemberStore.getState().memberInfo;
}
