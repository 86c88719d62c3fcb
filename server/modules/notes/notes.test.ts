import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { tradeMember } from '../order/test-helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

type Note = { note_id: number; note_title: string; group_name: string; note_type_name: string; dianzan_num: number; is_dianzan?: number; status: number };

describe('store notes', () => {
  it('groups and pages show published notes only, in the request language', async () => {
    const groups = await s.call<Array<{ group_id: number; group_name: string; notes_num: number; release_num: number }>>('/notes/api/notes/group', undefined, { lang: 'en-us' });
    expect(groups.data.map((g) => [g.group_name, g.notes_num, g.release_num])).toEqual([
      ['Shop picks', 2, 2],
      ['Home', 2, 1],
    ]);
    const page = await s.call<{ count: number; list: Note[] }>('/notes/api/notes/page', { group_id: groups.data[1]!.group_id });
    expect(page.data.count).toBe(1);
    expect(page.data.list[0]).toMatchObject({ note_title: '一口好锅，让做饭变简单', group_name: '居家生活', note_type_name: '单品介绍', status: 1 });
    expect(page.data.list[0]!.is_dianzan).toBeUndefined();
    const all = await s.call<{ count: number }>('/notes/api/notes/page');
    expect(all.data.count).toBe(3);
    const lists = await s.call<Note[]>('/notes/api/notes/lists', { num: 2 });
    expect(lists.data).toHaveLength(2);
    const draft = await s.db().selectFrom('notes').select('note_id').where('status', '=', 0).executeTakeFirstOrThrow();
    expect((await s.call('/notes/api/notes/detail', { note_id: draft.note_id }, { lang: 'en-us' })).message).toBe('The note does not exist');
    expect((await s.call<Note[]>('/notes/api/notes/lists', { note_id_arr: String(draft.note_id) })).data).toEqual([]);
  });

  it('a detail has its on-sale goods in order and counts the read', async () => {
    const note = await s.db().selectFrom('notes').select(['note_id', 'read_num']).where('note_title', 'like', '掌柜说%').executeTakeFirstOrThrow();
    const d = await s.call<{ goods_list: Array<{ goods_id: number; price: string }>; read_num: number; note_content: string }>('/notes/api/notes/detail', { note_id: note.note_id });
    expect(d.data.goods_list.map((g) => g.goods_id)).toEqual([12, 14, 61]);
    expect(d.data.goods_list[0]!.price).toMatch(/^\d+\.\d{2}$/);
    expect(d.data.read_num).toBe(note.read_num + 1);
    await s.db().updateTable('goods').set({ goods_state: 0 }).where('goods_id', '=', 14).execute();
    try {
      const again = await s.call<{ goods_list: Array<{ goods_id: number }> }>('/notes/api/notes/detail', { note_id: note.note_id });
      expect(again.data.goods_list.map((g) => g.goods_id)).toEqual([12, 61]);
    } finally {
      await s.db().updateTable('goods').set({ goods_state: 1 }).where('goods_id', '=', 14).execute();
    }
  });

  it('one like per member: parallel likes count once, unlike takes it back, twice is refused', async () => {
    const m = await tradeMember(s, { address: false });
    const other = await tradeMember(s, { address: false });
    const note = await s.db().selectFrom('notes').select(['note_id', 'dianzan_num']).where('status', '=', 1).orderBy('note_id').executeTakeFirstOrThrow();
    const likes = await Promise.all(Array.from({ length: 6 }, () => s.call<{ dianzan_num: number }>('/notes/api/record/add', { note_id: note.note_id }, { token: m.token, lang: 'en-us' })));
    expect(likes.filter((r) => r.code === 0)).toHaveLength(1);
    expect(likes.filter((r) => r.code !== 0).every((r) => r.message === 'You already like this note')).toBe(true);
    expect((await s.call('/notes/api/record/add', { note_id: note.note_id }, { token: other.token })).code).toBe(0);
    const row = await s.db().selectFrom('notes').select('dianzan_num').where('note_id', '=', note.note_id).executeTakeFirstOrThrow();
    expect(row.dianzan_num).toBe(note.dianzan_num + 2);
    expect((await s.call<number>('/notes/api/record/isDianzan', { note_id: note.note_id }, { token: m.token })).data).toBe(1);
    const page = await s.call<{ list: Note[] }>('/notes/api/notes/page', { note_id_arr: String(note.note_id) }, { token: m.token });
    expect(page.data.list[0]!.is_dianzan).toBe(1);

    const unlikes = await Promise.all(Array.from({ length: 3 }, () => s.call('/notes/api/record/delete', { note_id: note.note_id }, { token: m.token })));
    expect(unlikes.filter((r) => r.code === 0)).toHaveLength(1);
    expect((await s.call<number>('/notes/api/record/isDianzan', { note_id: note.note_id }, { token: m.token })).data).toBe(0);
    expect((await s.db().selectFrom('notes').select('dianzan_num').where('note_id', '=', note.note_id).executeTakeFirstOrThrow()).dianzan_num).toBe(note.dianzan_num + 1);
    expect((await s.call('/notes/api/record/delete', { note_id: note.note_id }, { token: m.token, lang: 'en-us' })).message).toBe('You have not liked this note');
    expect((await s.call('/notes/api/record/add', { note_id: note.note_id })).code).toBe(-1);
  });
});
