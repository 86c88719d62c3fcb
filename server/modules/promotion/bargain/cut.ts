/** A uniform random number in [0, 1): Math.random, or a fixed sequence in tests. */
export type Random = () => number;

export interface CutState {
  curr_price: number;
  floor_price: number;
  /** helps needed in all (the last cuts what is left) */
  need_num: number;
  /** helps so far */
  curr_num: number;
  /** the first cut (0: like the others) */
  first_bargain_price: number;
  /** 0 fixed, 1 random */
  bargain_type: number;
}

/**
 * The next cut in fen: never past the floor, at least 1 fen; the first cut as configured; the help
 * that completes `need_num` cuts exactly to the floor. Fixed cuts are the average of what is left;
 * random cuts lie between half and one and a half of it, leaving at least 1 fen for every help still
 * to come, so the floor is reached exactly at the last allowed help.
 */
export function cutAmount(l: CutState, random: Random): number {
  const left = l.curr_price - l.floor_price;
  if (left <= 0) return 0;
  const helpsLeft = l.need_num - l.curr_num;
  if (helpsLeft <= 1) return left;
  if (l.curr_num === 0 && l.first_bargain_price > 0) return Math.min(l.first_bargain_price, left);
  const most = Math.max(1, left - (helpsLeft - 1));
  const average = left / helpsLeft;
  const r = Math.min(Math.max(random(), 0), 0.999999);
  const cut = l.bargain_type === 1 ? Math.floor(average * (0.5 + r)) : Math.floor(average);
  return Math.max(1, Math.min(cut, most));
}
