import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { loadAreaRows } from './data.ts';
import { seedAreas } from './queries.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

interface Area {
  id: number;
  pid: number;
  name: string;
  level: number;
  child_list?: Area[];
}

describe('area tree', () => {
  it('holds every row of the package: 34 provinces incl. Taiwan, Hong Kong, Macao', async () => {
    const expected = loadAreaRows();
    const n = await s.db().selectFrom('area').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(expected.length);
    expect(new Set(expected.map((r) => r.id)).size).toBe(expected.length);
    const provinces = await s.call<Area[]>('/api/address/lists', { pid: 0 });
    expect(provinces.code).toBe(0);
    expect(provinces.data).toHaveLength(34);
    expect(provinces.data[0]).toMatchObject({ id: 11, pid: 0, name: '北京市', shortname: '北京', level: 1 });
    expect(provinces.data.map((p) => p.name)).toEqual(expect.arrayContaining(['台湾省', '香港特别行政区', '澳门特别行政区', '新疆维吾尔自治区']));
  });

  it('lists the 21 cities of 广东省 and the districts of 广州市', async () => {
    const cities = await s.call<Area[]>('/api/address/lists', { pid: 44 });
    expect(cities.data).toHaveLength(21);
    expect(cities.data.every((c) => c.level === 2 && c.pid === 44)).toBe(true);
    expect(cities.data[0]).toMatchObject({ id: 4401, name: '广州市' });
    const districts = await s.call<Area[]>('/api/address/lists', { pid: 4401 });
    expect(districts.data).toHaveLength(11);
    expect(districts.data.map((d) => d.name)).toContain('天河区');
    expect(districts.data.every((d) => d.level === 3 && String(d.id).startsWith('4401'))).toBe(true);
  });

  it('keeps the municipalities as the package gives them (北京市 → 市辖区 → 朝阳区)', async () => {
    const cities = await s.call<Area[]>('/api/address/lists', { pid: 11 });
    expect(cities.data).toEqual([expect.objectContaining({ id: 1101, name: '市辖区', level: 2 })]);
    const info = await s.call<Area>('/api/address/info', { id: 110105 });
    expect(info.data).toMatchObject({ id: 110105, pid: 1101, name: '朝阳区', level: 3 });
  });

  it('answers tree as NiuShop (children of id) and, with deep=1, the nested subtree', async () => {
    const flat = await s.call<Area[]>('/api/address/tree', { id: 44 });
    expect(flat.data).toHaveLength(21);
    expect(flat.data[0]!.child_list).toBeUndefined();
    const deep = await s.call<Area[]>('/api/address/tree', { id: 44, deep: 1 });
    expect(deep.data).toHaveLength(21);
    expect(deep.data[0]!.child_list).toHaveLength(11);
    const all = await s.call<Area[]>('/api/address/tree', { deep: 1 });
    expect(all.data).toHaveLength(34);
    const hk = all.data.find((p) => p.id === 81)!;
    expect(hk.child_list!.map((c) => c.name)).toEqual(['香港岛', '九龙', '新界']);
    expect(hk.child_list![0]!.child_list![0]).toMatchObject({ id: 810101, name: '中西区', level: 3 });
  });

  it('answers null for an unknown id and names bad parameters', async () => {
    expect((await s.call('/api/address/info', { id: 999999 })).data).toBeNull();
    const missing = await s.call('/api/address/info', {}, { lang: 'en-us' });
    expect(missing).toMatchObject({ code: -1, message: 'Missing parameter id' });
    const bad = await s.call('/api/address/lists', { pid: 'abc' }, { lang: 'en-us' });
    expect(bad).toMatchObject({ code: -1, message: 'Parameter pid is not valid' });
    const zh = await s.call('/api/address/tree', { id: -3 });
    expect(zh).toMatchObject({ code: -1, message: '参数id超出范围' });
  });

  it('seeds an empty table again in a few batched statements, and leaves a filled one alone', async () => {
    expect(await seedAreas(s.db())).toBe(0);
    await s.db().deleteFrom('area').execute();
    const started = Date.now();
    const n = await seedAreas(s.db());
    expect(n).toBe(loadAreaRows().length);
    // Not a timing assertion, a record: how long ~3,500 rows take here.
    console.info(`[area] seeded ${n} rows in ${Date.now() - started} ms`);
  });
});
