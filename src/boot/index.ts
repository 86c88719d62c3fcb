// Public surface of start-up.
export { boot, applySiteConfig, loadMember, readInlinedInit, stopFollowing, LANG_COOKIE } from './start.ts';
export type { BootOptions, BootResult, InlinedInit } from './start.ts';
export { INIT_SCRIPT_ID, setServerInit } from './inlined.ts';
export { wechatAutoLogin, shouldWechatLogin } from './wechatAuth.ts';
export type { WechatAuthOptions, AuthLoginData } from './wechatAuth.ts';
