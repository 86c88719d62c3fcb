import { translate } from '../../i18n/index.ts';

/** Pay types recorded on pay rows and orders: NiuShop's OrderPayDict plus our development gateway. */
export const PayType = { BALANCE: 'BALANCE', ONLINE: 'ONLINE_PAY', DEVPAY: 'devpay', OFFLINE: 'offlinepay' } as const;
export const payTypeName = (payType: string, lang: 'zh-cn' | 'en-us' = 'zh-cn'): string => translate(lang, `PAY_TYPE_${payType.toUpperCase()}`);
