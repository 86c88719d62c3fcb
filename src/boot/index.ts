// Public surface of start-up.
export { boot, applySiteConfig, loadMember, stopFollowing, LANG_COOKIE } from './start.ts';
export type { BootOptions, BootResult, InlinedInit } from './start.ts';
export { seedFirstView, setServerInit } from './inlined.ts';
export { wechatAutoLogin, shouldWechatLogin } from './wechatAuth.ts';
export type { WechatAuthOptions, AuthLoginData } from './wechatAuth.ts';
