import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_core.ts';
import * as m0002 from './0002_member.ts';
import * as m0003 from './0003_catalogue.ts';
import * as m0004 from './0004_trade.ts';
import * as m0005 from './0005_account.ts';
import * as m0006 from './0006_diy_publish.ts';
import * as m0007 from './0007_topic.ts';
import * as m0008 from './0008_catalogue_indexes.ts';
import * as m0009 from './0009_order_promotion.ts';
import * as m0010 from './0010_account_remark.ts';
import * as m0011 from './0011_pay_events.ts';
import * as m0012 from './0012_attempts.ts';
import * as m0013 from './0013_money_width.ts';
import * as m0014 from './0014_area_ids.ts';
import * as m0020 from './0020_promotion.ts';
import * as m0021 from './0021_seckill.ts';
import * as m0022 from './0022_groupbuy_bundling_bale.ts';
import * as m0023 from './0023_bargain.ts';
import * as m0030 from './0030_bank_account.ts';
import * as m0031 from './0031_withdraw.ts';
import * as m0032 from './0032_recharge.ts';
import * as m0033 from './0033_supermember.ts';
import * as m0034 from './0034_membercancel.ts';
import * as m0040 from './0040_content.ts';
import * as m0050 from './0050_admin_session.ts';
import * as m0051 from './0051_diy_studio.ts';
import * as m0052 from './0052_album.ts';
import * as m0053 from './0053_pay_code.ts';
import * as m0054 from './0054_goods_i18n.ts';

/** Every migration, by name; names sort in the order they apply. Append, never edit an applied one. */
export const migrations: Record<string, Migration> = {
  '0001_core': m0001,
  '0002_member': m0002,
  '0003_catalogue': m0003,
  '0004_trade': m0004,
  '0005_account': m0005,
  '0006_diy_publish': m0006,
  '0007_topic': m0007,
  '0008_catalogue_indexes': m0008,
  '0009_order_promotion': m0009,
  '0010_account_remark': m0010,
  '0011_pay_events': m0011,
  '0012_attempts': m0012,
  '0013_money_width': m0013,
  '0014_area_ids': m0014,
  '0020_promotion': m0020,
  '0021_seckill': m0021,
  '0022_groupbuy_bundling_bale': m0022,
  '0023_bargain': m0023,
  '0030_bank_account': m0030,
  '0031_withdraw': m0031,
  '0032_recharge': m0032,
  '0033_supermember': m0033,
  '0034_membercancel': m0034,
  '0040_content': m0040,
  '0050_admin_session': m0050,
  '0051_diy_studio': m0051,
  '0052_album': m0052,
  '0053_pay_code': m0053,
  '0054_goods_i18n': m0054,
};
