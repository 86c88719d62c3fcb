/** The gift popups' model: which gift is due, from the sources' answers (pure, no React). */

export interface GiftCoupon {
  coupon_type_id: number;
  coupon_name: string;
  type: string;
  money: string;
  discount: string;
  coupon_flag?: boolean;
}

export interface DueGift {
  kind: 'birthday' | 'festival';
  /** The activity's id (birthday `id`, festival `festival_id`). */
  id: number;
  /** The activity's name (the festival popup's title). */
  name: string;
  /** The festival's name (the default text of its popup). */
  festival: string;
  nickname: string;
  /** The merchant's words (blessing or remark); empty → the default text. */
  text: string;
  point: number;
  /** Yuan. */
  balance: string;
  /** 0 stored balance (not withdrawable), 1 withdrawable. */
  balanceType: number;
  coupons: GiftCoupon[];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const int = (v: unknown): number => {
  const n = Number(v);
  return Number.isFinite(n) ? Math.trunc(n) : 0;
};
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const kinds = (v: unknown): Set<string> => new Set(str(v).split(',').map((s) => s.trim()).filter(Boolean));

function coupons(v: unknown): GiftCoupon[] {
  if (!Array.isArray(v)) return [];
  return v.filter(isObj).map((c) => ({ coupon_type_id: int(c.coupon_type_id), coupon_name: str(c.coupon_name), type: str(c.type), money: str(c.money), discount: str(c.discount), coupon_flag: c.coupon_flag !== false }));
}

/** What a gift gives: the kinds `types` names ('point,balance,coupon') read from `src`. */
function rewards(types: unknown, src: Obj): Pick<DueGift, 'point' | 'balance' | 'balanceType' | 'coupons'> {
  const k = kinds(types);
  return {
    point: k.has('point') ? int(src.point) : 0,
    balance: k.has('balance') ? str(src.balance) || '0.00' : '0.00',
    balanceType: int(src.balance_type),
    coupons: k.has('coupon') ? coupons(src.coupon_list) : [],
  };
}

/** The birthday gift when the member may take it now (`flag`), else null. */
export function birthdayGift(answer: unknown): DueGift | null {
  if (!isObj(answer) || answer.flag !== true || !(int(answer.id) > 0)) return null;
  return {
    kind: 'birthday',
    id: int(answer.id),
    name: str(answer.activity_name),
    festival: '',
    nickname: str(answer.nickname),
    text: str(answer.blessing_content),
    ...rewards(answer.type, answer),
  };
}

/** The first festival gift the member may take now (`flag`), else null. */
export function festivalGift(answer: unknown): DueGift | null {
  if (!Array.isArray(answer)) return null;
  const f = answer.find((x): x is Obj => isObj(x) && x.flag === true && int(x.festival_id) > 0);
  if (!f) return null;
  const award = Array.isArray(f.award_list) && isObj(f.award_list[0]) ? f.award_list[0] : {};
  return {
    kind: 'festival',
    id: int(f.festival_id),
    name: str(f.activity_name),
    festival: str(f.festival_name) || str(f.activity_name),
    nickname: str(f.nickname),
    text: str(f.remark),
    ...rewards(award.award_type, award),
  };
}

/** The gifts due, in NiuShop's order (birthday, then festival), leaving out those already handled here. */
export function dueGifts(birthday: unknown, festival: unknown, handled: ReadonlySet<string> = new Set()): DueGift[] {
  return [birthdayGift(birthday), festivalGift(festival)].filter((g): g is DueGift => g !== null && !handled.has(giftKey(g)));
}

export const giftKey = (g: Pick<DueGift, 'kind' | 'id'>): string => `${g.kind}:${g.id}`;
