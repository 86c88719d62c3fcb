import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { memberAccounts } from '../account/test-helpers.ts';
import { tradeMember } from '../order/test-helpers.ts';
import { pickByWeight } from './service.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

/** A random source that answers the given numbers in turn (then 0). */
const seq = (...xs: number[]) => {
  let i = 0;
  return () => xs[i++] ?? 0;
};

type Play = { is_winning: number; award_id: number; award_name: string; award_type: number; point: number; balance: string; surplus_num: number; relate_name: string; member_point: number };

async function makeGame(o: { type?: 'turntable' | 'cards' | 'egg'; points?: number; join_type?: number; join_frequency?: number; winning_rate?: number; level_id?: string; start?: number; end?: number } = {}) {
  const now = s.services.now();
  const g = await s
    .db()
    .insertInto('promotion_games')
    .values({
      game_name: '测试转盘',
      game_type: o.type ?? 'turntable',
      points: o.points ?? 10,
      start_time: o.start ?? now - 60,
      end_time: o.end ?? now + 3600,
      join_type: o.join_type ?? 1,
      join_frequency: o.join_frequency ?? 3,
      winning_rate: o.winning_rate ?? 10000,
      level_id: o.level_id ?? '',
      level_name: o.level_id ? '黄金会员' : '',
      no_winning_desc: '谢谢参与',
    })
    .returning('game_id')
    .executeTakeFirstOrThrow();
  return g.game_id;
}

async function addPrize(gameId: number, p: { name: string; type: number; point?: number; balance?: number; relate_id?: number; weight?: number; stock?: number }) {
  const r = await s
    .db()
    .insertInto('promotion_games_award')
    .values({ game_id: gameId, award_name: p.name, award_type: p.type, point: p.point ?? 0, balance: p.balance ?? 0, relate_id: p.relate_id ?? 0, award_winning_rate: p.weight ?? 1, remaining_num: p.stock ?? 10, award_num: p.stock ?? 10 })
    .returning('award_id')
    .executeTakeFirstOrThrow();
  return r.award_id;
}

const lottery = (type: string, id: number, token: string, lang: 'zh-cn' | 'en-us' = 'zh-cn') => s.call<Play>(`/${type}/api/${type}/lottery`, { id }, { token, lang });

describe('seeded games', () => {
  it('one running game of each kind with prizes; the turntable pads to 8 slots', async () => {
    for (const [type, id] of [['turntable', 1], ['cards', 2], ['egg', 3]] as const) {
      const info = await s.call<{ status: number; game_type: string; award: Array<{ award_id: number }>; surplus_num: number }>(`/${type}/api/${type}/info`, { id });
      expect(info.code).toBe(0);
      expect(info.data).toMatchObject({ status: 1, game_type: type });
    }
    const wheel = await s.call<{ award: Array<{ award_id: number; award_name: string }>; game_name: string }>('/turntable/api/turntable/info', { id: 1 }, { lang: 'en-us' });
    expect(wheel.data.game_name).toBe('Lucky wheel');
    expect(wheel.data.award).toHaveLength(8);
    expect(wheel.data.award.filter((a) => a.award_id === -1)).toHaveLength(4);
    expect(wheel.data.award.map((a) => a.award_name)).toContain('5 yuan coupon');
    expect((await s.call<{ game_id: number }>('/api/game/newestGame')).data).toMatchObject({ game_type: expect.any(String) });
    expect((await s.call('/cards/api/cards/info', { id: 1 }, { lang: 'en-us' })).message).toBe('The game does not exist');
  });
});

describe('a play', () => {
  it('charges the points and grants the prize picked by weight, in one transaction with ledger rows', async () => {
    const id = await makeGame({ points: 10 });
    await addPrize(id, { name: '20积分', type: 1, point: 20, weight: 1 });
    await addPrize(id, { name: '1元', type: 2, balance: 100, weight: 3 });
    const m = await tradeMember(s, { point: 100, address: false });
    s.services.gameRandom = seq(0, 0.9); // win (0 < rate), then the last quarter of the weights: the balance prize
    const r = await lottery('turntable', id, m.token);
    expect(r.data).toMatchObject({ is_winning: 1, award_name: '1元', award_type: 2, balance: '1.00', surplus_num: 2 });
    expect(await memberAccounts(s, m.member_id)).toMatchObject({ point: 90, balance: 100 });
    const ledger = await s.db().selectFrom('member_account').select(['account_type', 'account_data', 'from_type']).where('member_id', '=', m.member_id).orderBy('id').execute();
    expect(ledger).toEqual([
      { account_type: 'point', account_data: -10, from_type: 'turntable' },
      { account_type: 'balance', account_data: 100, from_type: 'turntable' },
    ]);
    s.services.gameRandom = seq(0, 0.1);
    expect((await lottery('turntable', id, m.token)).data).toMatchObject({ award_name: '20积分', point: 20 });
    expect((await memberAccounts(s, m.member_id)).point).toBe(100);
    const stock = await s.db().selectFrom('promotion_games_award').select(['award_name', 'remaining_num', 'receive_num']).where('game_id', '=', id).orderBy('award_id').execute();
    expect(stock).toEqual([
      { award_name: '20积分', remaining_num: 9, receive_num: 1 },
      { award_name: '1元', remaining_num: 9, receive_num: 1 },
    ]);
  });

  it('loses when the draw is above the winning rate, and the record says so', async () => {
    const id = await makeGame({ winning_rate: 3000 });
    await addPrize(id, { name: 'p', type: 1, point: 5 });
    const m = await tradeMember(s, { point: 100, address: false });
    s.services.gameRandom = seq(0.31);
    expect((await lottery('turntable', id, m.token)).data).toMatchObject({ is_winning: 0, award_id: 0, no_winning_desc: '谢谢参与' });
    s.services.gameRandom = seq(0.29, 0);
    expect((await lottery('turntable', id, m.token)).data.is_winning).toBe(1);
    const recs = await s.call<{ count: number; list: Array<{ award_name: string }> }>('/api/game/recordPage', { id }, { token: m.token });
    expect(recs.data.count).toBe(1);
    expect(recs.data.list[0]!.award_name).toBe('p');
    // with all=1 every play is listed, the consolation with its text
    const all = await s.call<{ count: number; list: Array<{ is_winning: number; award_name: string; remark: string }> }>('/api/game/recordPage', { id, all: 1 }, { token: m.token });
    expect(all.data.count).toBe(2);
    expect(all.data.list.map((r) => [r.is_winning, r.award_name, r.remark])).toEqual([
      [1, 'p', ''],
      [0, '', '谢谢参与'],
    ]);
    // in English: the prize's and the consolation's English names when they have one
    await s.db().updateTable('promotion_games_award').set({ i18n: JSON.stringify({ 'en-us': { award_name: 'P' } }) }).where('game_id', '=', id).execute();
    await s.db().updateTable('promotion_games').set({ i18n: JSON.stringify({ 'en-us': { no_winning_desc: 'Thanks' } }) }).where('game_id', '=', id).execute();
    const en = await s.call<{ list: Array<{ award_name: string; remark: string }> }>('/api/game/recordPage', { id, all: 1 }, { token: m.token, lang: 'en-us' });
    expect(en.data.list.map((r) => [r.award_name, r.remark])).toEqual([
      ['P', ''],
      ['', 'Thanks'],
    ]);
  });

  it('info shows a member their points and whether their level may play; a play answers the points left', async () => {
    const id = await makeGame({ points: 10, level_id: '999' });
    const open = await makeGame({ points: 10, winning_rate: 0 });
    const m = await tradeMember(s, { point: 35, address: false });
    type Info = { member_point?: number; level_allowed?: number; surplus_num: number };
    expect((await s.call<Info>('/turntable/api/turntable/info', { id }, { token: m.token })).data).toMatchObject({ member_point: 35, level_allowed: 0 });
    const guest = (await s.call<Info>('/turntable/api/turntable/info', { id })).data;
    expect(guest.member_point).toBeUndefined();
    expect(guest.level_allowed).toBeUndefined();
    expect((await s.call<Info>('/turntable/api/turntable/info', { id: open }, { token: m.token })).data).toMatchObject({ member_point: 35, level_allowed: 1, surplus_num: 3 });
    s.services.gameRandom = seq(0.5);
    expect((await lottery('turntable', open, m.token)).data).toMatchObject({ is_winning: 0, member_point: 25, surplus_num: 2 });
  });

  it('plays per period stop at join_frequency (>=): the extra play is refused and charges nothing', async () => {
    const id = await makeGame({ join_frequency: 2, points: 5 });
    await addPrize(id, { name: 'p', type: 4 });
    const m = await tradeMember(s, { point: 100, address: false });
    s.services.gameRandom = seq();
    expect((await lottery('turntable', id, m.token)).data.surplus_num).toBe(1);
    expect((await lottery('turntable', id, m.token)).data.surplus_num).toBe(0);
    expect(await lottery('turntable', id, m.token, 'en-us')).toMatchObject({ code: -1, message: 'You have no plays left today' });
    expect((await memberAccounts(s, m.member_id)).point).toBe(90);
    // plays are counted per China day: once today's row is yesterday's, the member may play again
    await s.db().updateTable('promotion_games_join').set({ period: '2000-01-01' }).where('game_id', '=', id).where('member_id', '=', m.member_id).execute();
    expect((await lottery('turntable', id, m.token)).data.surplus_num).toBe(1);
    // the development helper gives the plays back as a new day would
    const mobile = (await s.db().selectFrom('member').select('mobile').where('member_id', '=', m.member_id).executeTakeFirstOrThrow()).mobile;
    expect((await s.call<{ periods: number }>('/dev/games/resetPlays', { mobile })).data.periods).toBe(2);
    expect((await lottery('turntable', id, m.token)).data.surplus_num).toBe(1);
  });

  it('parallel plays cannot pass the limit', async () => {
    const id = await makeGame({ join_frequency: 3, join_type: 0, points: 1 });
    const m = await tradeMember(s, { point: 100, address: false });
    s.services.gameRandom = seq();
    const results = await Promise.all(Array.from({ length: 8 }, () => lottery('turntable', id, m.token)));
    expect(results.filter((r) => r.code === 0)).toHaveLength(3);
    expect((await memberAccounts(s, m.member_id)).point).toBe(97);
    expect(await s.db().selectFrom('promotion_games_draw_record').select('record_id').where('game_id', '=', id).execute()).toHaveLength(3);
  });

  it('checks points and level before anything is taken', async () => {
    const id = await makeGame({ points: 50 });
    const poor = await tradeMember(s, { point: 49, address: false });
    expect(await lottery('turntable', id, poor.token, 'en-us')).toMatchObject({ code: -1, message: 'Not enough points' });
    expect(await s.db().selectFrom('promotion_games_join').select('num').where('game_id', '=', id).execute()).toEqual([]);
    const gold = await makeGame({ level_id: '999' });
    expect(await lottery('turntable', gold, poor.token, 'en-us')).toMatchObject({ code: -1, message: 'Only members of level 黄金会员 may play' });
    const later = await makeGame({ start: s.services.now() + 3600, end: s.services.now() + 7200 });
    expect((await lottery('turntable', later, poor.token, 'en-us')).message).toBe('The game has not started yet');
    expect((await lottery('cards', id, poor.token, 'en-us')).message).toBe('The game does not exist');
  });

  it('a coupon prize issues the coupon; a coupon that cannot be issued makes a consolation with the stock given back', async () => {
    const id = await makeGame({ type: 'egg' });
    const award = await addPrize(id, { name: '券', type: 3, relate_id: 3, stock: 5 });
    const m = await tradeMember(s, { point: 100, address: false });
    s.services.gameRandom = seq();
    const won = await lottery('egg', id, m.token);
    expect(won.data).toMatchObject({ is_winning: 1, award_type: 3, relate_id: 3, relate_name: '无门槛5元券' });
    const coupons = await s.db().selectFrom('promotion_coupon').select(['coupon_type_id', 'get_type']).where('member_id', '=', m.member_id).execute();
    expect(coupons).toEqual([{ coupon_type_id: 3, get_type: 3 }]);
    await s.db().updateTable('promotion_coupon_type').set({ status: -1 }).where('coupon_type_id', '=', 3).execute();
    try {
      expect((await lottery('egg', id, m.token)).data.is_winning).toBe(0);
      expect((await s.db().selectFrom('promotion_games_award').select('remaining_num').where('award_id', '=', award).executeTakeFirstOrThrow()).remaining_num).toBe(4);
    } finally {
      await s.db().updateTable('promotion_coupon_type').set({ status: 1 }).where('coupon_type_id', '=', 3).execute();
    }
  });

  it('picks by weight among the prizes with stock left: a sold-out prize of any weight is never drawn', async () => {
    const id = await makeGame({ points: 1 });
    const gone = await addPrize(id, { name: '售罄大奖', type: 1, point: 50, weight: 99, stock: 0 });
    await addPrize(id, { name: '小奖', type: 1, point: 3, weight: 1, stock: 5 });
    const m = await tradeMember(s, { point: 10, address: false });
    s.services.gameRandom = seq(0, 0.5); // win, then the middle of the weights (the sold-out prize's, were it counted)
    expect((await lottery('turntable', id, m.token)).data).toMatchObject({ is_winning: 1, award_name: '小奖', point: 3 });
    expect((await s.db().selectFrom('promotion_games_award').select(['remaining_num', 'receive_num']).where('award_id', '=', gone).executeTakeFirstOrThrow())).toEqual({ remaining_num: 0, receive_num: 0 });
  });

  it('the points are charged in the draw\'s transaction: a draw that fails takes neither the points nor the play', async () => {
    const id = await makeGame({ points: 10, join_frequency: 3 });
    await addPrize(id, { name: 'p', type: 1, point: 5 });
    const m = await tradeMember(s, { point: 100, address: false });
    let calls = 0;
    s.services.gameRandom = () => {
      calls += 1;
      if (calls === 2) throw new Error('draw failed'); // after the charge, while picking the prize
      return 0;
    };
    const failed = await lottery('turntable', id, m.token);
    expect(failed.code).toBeLessThan(0);
    expect(calls).toBe(2);
    expect((await memberAccounts(s, m.member_id)).point).toBe(100);
    expect(await s.db().selectFrom('member_account').select('id').where('member_id', '=', m.member_id).where('from_type', '=', 'turntable').execute()).toEqual([]);
    expect(await s.db().selectFrom('promotion_games_join').select('num').where('game_id', '=', id).where('member_id', '=', m.member_id).execute()).toEqual([]);
    expect(await s.db().selectFrom('promotion_games_draw_record').select('record_id').where('game_id', '=', id).execute()).toEqual([]);
    s.services.gameRandom = seq();
    expect((await lottery('turntable', id, m.token)).data.surplus_num).toBe(2);
  });

  it('parallel plays on the last prize: exactly one wins it, the others get the consolation', async () => {
    const id = await makeGame({ points: 1 });
    const last = await addPrize(id, { name: '最后一个', type: 1, point: 7, stock: 1 });
    const members = await Promise.all(Array.from({ length: 6 }, () => tradeMember(s, { point: 10, address: false })));
    s.services.gameRandom = () => 0;
    const results = await Promise.all(members.map((m) => lottery('turntable', id, m.token)));
    expect(results.every((r) => r.code === 0)).toBe(true);
    expect(results.filter((r) => r.data.is_winning === 1)).toHaveLength(1);
    expect((await s.db().selectFrom('promotion_games_award').select(['remaining_num', 'receive_num']).where('award_id', '=', last).executeTakeFirstOrThrow())).toEqual({ remaining_num: 0, receive_num: 1 });
    const points = await Promise.all(members.map((m) => memberAccounts(s, m.member_id)));
    expect(points.map((p) => p.point).sort((a, b) => a - b)).toEqual([9, 9, 9, 9, 9, 16]);
  });
});

describe('pickByWeight', () => {
  it('follows the weights and skips zero weights', () => {
    const prizes = [{ id: 'a', award_winning_rate: 1 }, { id: 'z', award_winning_rate: 0 }, { id: 'b', award_winning_rate: 3 }];
    expect(pickByWeight(prizes, () => 0)?.id).toBe('a');
    expect(pickByWeight(prizes, () => 0.24)?.id).toBe('a');
    expect(pickByWeight(prizes, () => 0.26)?.id).toBe('b');
    expect(pickByWeight(prizes, () => 0.999)?.id).toBe('b');
    expect(pickByWeight([{ award_winning_rate: 0 }], () => 0.5)).toBeNull();
  });
});
