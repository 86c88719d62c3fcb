/** Reading refundData / refundDataBatch answers (shared by the refund widgets). */
import { isRecord, type OrderGoods } from './order.ts';

/** The refund types refundData allows (1 refund only, 2 return and refund), in that order. */
export function allowedTypes(data: unknown): number[] {
  const list = isRecord(data) && Array.isArray(data.refund_type) ? data.refund_type.map(Number) : [];
  return [1, 2].filter((t) => list.includes(t));
}

/** The items of refundData (one object) or refundDataBatch (an array). */
export function refundGoods(data: unknown): OrderGoods[] {
  if (!isRecord(data)) return [];
  const info = data.order_goods_info;
  if (Array.isArray(info)) return info.filter(isRecord) as OrderGoods[];
  return isRecord(info) ? [info as OrderGoods] : [];
}
