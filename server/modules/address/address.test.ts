import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { createTestMember, type TestMember } from '../account/test-helpers.ts';

let s: TestServer;
let a: TestMember;
let b: TestMember;
beforeAll(async () => {
  s = await startTestServer();
  a = await createTestMember(s);
  b = await createTestMember(s);
});
afterAll(async () => {
  await s.close();
});

interface Address {
  id: number;
  member_id: number;
  name: string;
  mobile: string;
  telephone: string;
  province_id: number;
  city_id: number;
  district_id: number;
  address: string;
  full_address: string;
  is_default: number;
  type: number;
}
interface Page<T> {
  page_count: number;
  count: number;
  list: T[];
}

const form = (over: Record<string, unknown> = {}) => ({
  name: '李四',
  mobile: '13912345678',
  province_id: 44,
  city_id: 4401,
  district_id: 440106,
  address: '天河路385号',
  ...over,
});
const countRows = async () => Number((await s.db().selectFrom('member_address').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('member addresses', () => {
  it('adds the first address as default and writes full_address from the area names', async () => {
    const res = await s.call<number>('/api/memberaddress/add', form({ full_address: 'forged' }), { token: a.token });
    expect(res.code).toBe(0);
    const info = await s.call<Address>('/api/memberaddress/info', { id: res.data }, { token: a.token });
    expect(info.data).toMatchObject({ id: res.data, member_id: a.member_id, name: '李四', telephone: '', full_address: '广东省-广州市-天河区', is_default: 1, type: 1 });
  });

  it('keeps one default: a new default unsets the old one; setdefault moves it', async () => {
    const second = await s.call<number>('/api/memberaddress/add', form({ name: '王五', province_id: 11, city_id: 1101, district_id: 110105, is_default: 1 }), { token: a.token });
    const third = await s.call<number>('/api/memberaddress/add', form({ name: '赵六', telephone: '010-12345678' }), { token: a.token });
    let page = await s.call<Page<Address>>('/api/memberaddress/page', { page: 1, page_size: 10 }, { token: a.token });
    expect(page.data.count).toBe(3);
    expect(page.data.list.filter((x) => x.is_default === 1).map((x) => x.id)).toEqual([second.data]);
    expect(page.data.list[0]!.id).toBe(second.data); // default first
    expect(page.data.list.find((x) => x.id === second.data)!.full_address).toBe('北京市-北京市-朝阳区');
    expect(page.data.list.find((x) => x.id === third.data)!.telephone).toBe('010-12345678');

    expect((await s.call('/api/memberaddress/setdefault', { id: third.data }, { token: a.token })).code).toBe(0);
    page = await s.call<Page<Address>>('/api/memberaddress/page', {}, { token: a.token });
    expect(page.data.list.filter((x) => x.is_default === 1).map((x) => x.id)).toEqual([third.data]);
    const def = await s.call<Address>('/api/memberaddress/info', { default: 1 }, { token: a.token });
    expect(def.data.id).toBe(third.data);
  });

  it('edits with the same rules and recomputes full_address', async () => {
    const page = await s.call<Page<Address>>('/api/memberaddress/page', {}, { token: a.token });
    const target = page.data.list.find((x) => x.is_default === 0)!;
    const res = await s.call('/api/memberaddress/edit', form({ id: target.id, name: '改名', province_id: 31, city_id: 3101, district_id: 310115 }), { token: a.token });
    expect(res.code).toBe(0);
    const info = await s.call<Address>('/api/memberaddress/info', { id: target.id }, { token: a.token });
    expect(info.data).toMatchObject({ name: '改名', full_address: '上海市-上海市-浦东新区', is_default: 0 });
    const bad = await s.call('/api/memberaddress/edit', form({ id: target.id, mobile: '12345' }), { token: a.token, lang: 'en-us' });
    expect(bad).toMatchObject({ code: -1, message: 'Please enter a correct phone number' });
  });

  it('deleting the default makes the newest remaining address default', async () => {
    const page = await s.call<Page<Address>>('/api/memberaddress/page', {}, { token: a.token });
    const def = page.data.list.find((x) => x.is_default === 1)!;
    expect((await s.call('/api/memberaddress/delete', { id: def.id }, { token: a.token })).code).toBe(0);
    const after = await s.call<Page<Address>>('/api/memberaddress/page', {}, { token: a.token });
    expect(after.data.count).toBe(2);
    const newest = Math.max(...after.data.list.map((x) => x.id));
    expect(after.data.list.filter((x) => x.is_default === 1).map((x) => x.id)).toEqual([newest]);
  });

  it("keeps members apart: another member's address is not found and untouched", async () => {
    const mine = await s.call<Page<Address>>('/api/memberaddress/page', {}, { token: a.token });
    const id = mine.data.list[0]!.id;
    for (const path of ['/api/memberaddress/info', '/api/memberaddress/setdefault', '/api/memberaddress/delete']) {
      const r = await s.call(path, { id }, { token: b.token, lang: 'en-us' });
      expect(r, path).toMatchObject({ code: -1, message: 'The address does not exist' });
    }
    const edit = await s.call('/api/memberaddress/edit', form({ id, name: 'hijack' }), { token: b.token });
    expect(edit).toMatchObject({ code: -1, message: '收货地址不存在' });
    expect((await s.call<Page<Address>>('/api/memberaddress/page', {}, { token: b.token })).data).toEqual({ page_count: 0, count: 0, list: [] });
    const still = await s.call<Address>('/api/memberaddress/info', { id }, { token: a.token });
    expect(still.data.name).not.toBe('hijack');
    expect((await s.call<Address | null>('/api/memberaddress/info', { default: 1 }, { token: b.token })).data).toBeNull();
  });

  it('judges the form with the shared rules, in both languages, writing nothing', async () => {
    const before = await countRows();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '' }, '请输入收货人姓名', 'Please enter the consignee name'],
      [{ name: '   ' }, '请输入收货人姓名', 'Please enter the consignee name'],
      [{ name: '很'.repeat(31) }, '收货人姓名不能超过30个字符', 'The consignee name cannot be longer than 30 characters'],
      [{ mobile: undefined }, '请输入手机号', 'Please enter the phone number'],
      [{ mobile: '1391234567' }, '请输入正确的手机号', 'Please enter a correct phone number'],
      [{ mobile: '1391234567a' }, '请输入正确的手机号', 'Please enter a correct phone number'],
      [{ telephone: 'call me' }, '请输入正确的电话号码', 'Please enter a correct telephone number'],
      [{ province_id: undefined }, '请选择省市区县', 'Please choose the area'],
      [{ district_id: 0 }, '请选择省市区县', 'Please choose the area'],
      [{ city_id: 4403 }, '所选地区不正确，请重新选择', 'The chosen area is not valid, please choose again'],
      [{ province_id: 11 }, '所选地区不正确，请重新选择', 'The chosen area is not valid, please choose again'],
      [{ district_id: 110105 }, '所选地区不正确，请重新选择', 'The chosen area is not valid, please choose again'],
      [{ district_id: 4401 }, '所选地区不正确，请重新选择', 'The chosen area is not valid, please choose again'],
      [{ address: '' }, '请输入详细地址', 'Please enter the detailed address'],
    ];
    for (const [over, zh, en] of cases) {
      const z = await s.call('/api/memberaddress/add', form(over), { token: b.token, lang: 'zh-cn' });
      expect(z, JSON.stringify(over)).toMatchObject({ code: -1, message: zh });
      const e = await s.call('/api/memberaddress/add', form(over), { token: b.token, lang: 'en-us' });
      expect(e, JSON.stringify(over)).toMatchObject({ code: -1, message: en });
    }
    expect(await countRows()).toBe(before);
  });

  it('accepts an address without a telephone and keeps emoji in the name and the address', async () => {
    const r = await s.call<number>('/api/memberaddress/add', form({ name: '小明😀', address: '幸福路 1 号 🏠', telephone: '' }), { token: b.token });
    expect(r.code).toBe(0);
    const info = await s.call<Address>('/api/memberaddress/info', { id: r.data }, { token: b.token });
    expect(info.data).toMatchObject({ name: '小明😀', address: '幸福路 1 号 🏠', telephone: '', is_default: 1 });
  });

  it('names malformed parameters and needs a token', async () => {
    expect(await s.call('/api/memberaddress/delete', {}, { token: a.token, lang: 'en-us' })).toMatchObject({ code: -1, message: 'Missing parameter id' });
    expect(await s.call('/api/memberaddress/setdefault', { id: 'x' }, { token: a.token, lang: 'en-us' })).toMatchObject({ code: -1, message: 'Parameter id is not valid' });
    expect(await s.call('/api/memberaddress/add', form({ province_id: 'guangdong' }), { token: a.token, lang: 'en-us' })).toMatchObject({ code: -1, message: 'Parameter province_id is not valid' });
    expect(await s.call('/api/memberaddress/page', { type: 9 }, { token: a.token, lang: 'en-us' })).toMatchObject({ code: -1, message: 'Parameter type is not valid' });
    expect(await s.call('/api/memberaddress/info', {}, { token: a.token, lang: 'en-us' })).toMatchObject({ code: -1, message: 'Missing parameter id' });
    expect(await s.call('/api/memberaddress/page', {})).toMatchObject({ code: -1, message: '您尚未登录，请先进行登录' });
  });

  it('keeps a single default under concurrent default adds', async () => {
    const c = await createTestMember(s);
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => s.call<number>('/api/memberaddress/add', form({ name: `并发${i}`, is_default: 1 }), { token: c.token })));
    expect(results.every((r) => r.code === 0)).toBe(true);
    const page = await s.call<Page<Address>>('/api/memberaddress/page', {}, { token: c.token });
    expect(page.data.count).toBe(6);
    expect(page.data.list.filter((x) => x.is_default === 1)).toHaveLength(1);
  });
});
