// Which client we are, as NiuShop's H5 build tells the server: `wechat` inside the WeChat
// browser (user agent contains MicroMessenger), `h5` elsewhere.

export interface AppType {
  app_type: 'wechat' | 'h5';
  app_type_name: '微信公众号' | 'H5';
}

export function isWechatBrowser(ua?: string): boolean {
  const agent = ua ?? (typeof navigator === 'undefined' ? '' : navigator.userAgent);
  return /MicroMessenger/i.test(agent);
}

export function appType(ua?: string): AppType {
  return isWechatBrowser(ua) ? { app_type: 'wechat', app_type_name: '微信公众号' } : { app_type: 'h5', app_type_name: 'H5' };
}
