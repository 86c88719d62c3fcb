/**
 * The flash sale's early answer. In a sale nearly every `/seckill/api/ordercreate/payment` comes
 * after the units are gone (or from a member at the limit), and its answer is the calculator's
 * with `error`/`error_msg`: nothing can be created from it. Such an attempt is answered from ONE
 * read (the activity's line, every slot, the member's quota row, the sku, the member and the
 * default address) and the calculator's own code over it (`calculate` with those reads given:
 * settings, delivery, freight and forms are read as usual), without storing an order_key
 * (`order_key` is '': create answers "expired"). Everything else is the full calculator's answer.
 *
 * Stateless, so any number of server copies on one database agree: the read sees the committed
 * stock and quota, the same rows the conditional statements of create take. An attempt the read
 * finds buyable (or that it cannot judge: no sku_id, a given address) takes the full path, so a
 * unit returned by a closed order is buyable on the next attempt.
 */
import { sql } from 'kysely';
import type { Params } from '../../../http/params.ts';
import type { Db } from '../../cart/sku.ts';
import { MAX_LINE_NUM } from '../../cart/service.ts';
import { tradeSkuFrom, tradeSkuSqlColumns } from '../../cart/sku.ts';
import { snapshot, type CalcMemberRow, type CalcOptions, type CalcPreload } from '../../order/calc.ts';
import type { PromotionCalcInput } from '../../order/promotion.ts';
import { chinaDate } from '../time.ts';
import { quoteOf } from './hook.ts';
import { SECKILL, type SeckillLine, type SeckillTimeRow } from './queries.ts';
import { activityFields } from './service.ts';

type LineRow = SeckillLine & { goods_id: number; goods_name: string; remark: string };

interface EarlyRow {
  line: LineRow | null;
  slots: SeckillTimeRow[] | null;
  bought: number | null;
  sku: Record<string, unknown> | null;
  member: CalcMemberRow | null;
  address: Record<string, unknown> | null;
}

export interface EarlyAnswer {
  input: PromotionCalcInput;
  pre: CalcPreload;
  /** the payment page's `seckill_info` */
  info: Record<string, unknown>;
}

const positiveInt = (v: unknown): number | null => {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * The early answer's input and reads when the attempt cannot succeed now (not open, sold out, the
 * member at the limit); null when it may succeed or the request is not the plain one judged here.
 */
export async function seckillEarly(db: Db, params: Params, memberId: number, opts: CalcOptions, now: number): Promise<EarlyAnswer | null> {
  const seckillId = positiveInt(params.seckill_id ?? params.id);
  const skuId = positiveInt(params.sku_id);
  const num = params.num === undefined || params.num === '' ? 1 : positiveInt(params.num);
  if (!seckillId || !skuId || !num || num > MAX_LINE_NUM || opts.address) return null;
  const r = await sql<EarlyRow>`
    select
      (select row_to_json(x) from (
        select sg.id, sg.sku_id, sg.seckill_price, sg.stock, sg.max_buy, s.id as seckill_id, s.seckill_name, s.status,
               s.start_time, s.end_time, s.seckill_time_id, s.goods_stock, s.limit_period, s.goods_id, s.goods_name, s.remark
        from promotion_seckill_goods sg join promotion_seckill s on s.id = sg.seckill_id
        where sg.seckill_id = ${seckillId} and sg.sku_id = ${skuId}) x) as line,
      (select json_agg(t order by t.seckill_start_time, t.id) from promotion_seckill_time t) as slots,
      (select q.num from promotion_member_quota q
         join promotion_seckill_goods sg on sg.id = q.item_id and sg.seckill_id = ${seckillId} and sg.sku_id = ${skuId}
         join promotion_seckill s on s.id = sg.seckill_id
        where q.promotion_type = ${SECKILL} and q.promotion_id = ${seckillId} and q.member_id = ${memberId}
          and q.period = case when s.limit_period = 'activity' then '' else ${chinaDate(now)} end) as bought,
      (select row_to_json(x) from (
        select ${tradeSkuSqlColumns(opts.lang)} from goods_sku s join goods g on g.goods_id = s.goods_id where s.sku_id = ${skuId}) x) as sku,
      (select row_to_json(x) from (
        select point, balance, balance_money, pay_password, nickname, mobile from member where member_id = ${memberId}) x) as member,
      (select row_to_json(x) from (
        select * from member_address where member_id = ${memberId} order by is_default desc, id desc limit 1) x) as address`.execute(db);
  const row = r.rows[0];
  if (!row?.line || !row.sku) return null;
  const lines = [{ sku_id: skuId, num }];
  const used = new Map<number, number>(row.line.max_buy > 0 && row.bought !== null ? [[row.line.id, Number(row.bought)]] : []);
  const slots = row.slots ?? [];
  const promo = quoteOf([row.line], slots, used, lines, now);
  if (!promo.error) return null;
  const s = row.line;
  return {
    input: { cart_ids: [], lines, promotion: { type: SECKILL, id: seckillId } },
    pre: {
      promo,
      skus: new Map([[skuId, tradeSkuFrom(row.sku)]]),
      member: row.member,
      defaultAddress: row.address ? snapshot(row.address) : null,
    },
    info: { seckill_info: { id: s.seckill_id, goods_id: s.goods_id, goods_name: s.goods_name, ...activityFields({ ...s, id: s.seckill_id }, slots, now) } },
  };
}
