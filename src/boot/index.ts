// Public surface of start-up.
export { boot, applySiteConfig, loadMember, readInlinedInit } from './start.ts';
export type { BootOptions, BootResult, InlinedInit } from './start.ts';
export { INIT_SCRIPT_ID } from './inlined.ts';
export { wechatAutoLogin, shouldWechatLogin } from './wechatAuth.ts';
export type { WechatAuthOptions, AuthLoginData } from './wechatAuth.ts';
