/**
 * NiuShop LiveInfo (小程序直播): the latest WeChat mini-program live room. NiuShop renders it only in
 * the mini-program build; this is the web shop, so it renders nothing and calls nothing.
 */
import { type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type DiyLiveInfoProps } from './props.gen.ts';

export { defaults };

export default function DiyLiveInfo(_: WidgetProps<DiyLiveInfoProps>): null {
  return null;
}
