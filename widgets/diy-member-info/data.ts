/**
 * The member info block's data (its manifest's `data`): the member's fresh info (/api/member/info)
 * and, with the coupon addon, the count of usable coupons (/coupon/api/coupon/num, state 1); for a
 * member only (a guest asks nothing). With the supermember addon, the paid member card its banner
 * advertises (/supermember/api/membercard/firstcard: the recommended card, else the deepest
 * discount): public, so the server's first view has it and the banner is there at first paint;
 * silent (no card is no news). The page reloads them with its own sources (pull-to-refresh, and a
 * new runtime when the member changes: src/app/pageCache.ts). No React, no CSS.
 */
import type { DataSource } from '../../src/sdk/isomorphic.ts';

export function data(): Record<string, DataSource> {
  return {
    info: { api: 'member.info', params: {}, when: 'member' },
    coupons: { api: 'coupon.num', params: { state: 1 }, when: 'member && site.addonIsExist.coupon == 1' },
    card: { api: 'supermember.firstCard', when: 'site.addonIsExist.supermember == 1', silent: true },
  };
}
