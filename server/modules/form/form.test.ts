import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { checkFormValues, type FormFieldDef } from '../../../src/validation/formFields.ts';
import { payment, placeOrder, tradeMember, type TestMember } from '../order/test-helpers.ts';

let s: TestServer;
let m: TestMember;
beforeAll(async () => {
  s = await startTestServer();
  m = await tradeMember(s, { balance: 1_000_000, pay_password: '123456' });
});
afterAll(() => s.close());

type Form = { id: number; form_name: string; json_data: Array<{ id: string; name: string; value: { title: string; options?: string[] } }> };

const good = { f1: '张三', f2: '13800000001', f3: '', f4: '上午场', f5: ['数码', '家居'], f6: '2026-12-01', f7: '' };
const submit = (values: Record<string, unknown>, o: { key?: string; lang?: 'zh-cn' | 'en-us' } = {}) =>
  s.call<{ id: number }>('/form/api/form/create', { form_id: 1, form_data: JSON.stringify(values), ...(o.key ? { idempotency_key: o.key } : {}) }, { token: m.token, lang: o.lang ?? 'zh-cn' });

describe('custom form', () => {
  it('answers the merchant form in both languages', async () => {
    const zh = await s.call<Form>('/form/api/form/info', { form_id: 1 });
    expect(zh.data.form_name).toBe('活动报名');
    expect(zh.data.json_data.map((f) => f.id)).toEqual(['f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7', 'f8']);
    const en = await s.call<Form>('/form/api/form/info', { form_id: 1 }, { lang: 'en-us' });
    expect(en.data.json_data[3]!.value).toMatchObject({ title: 'Session', options: ['Morning', 'Afternoon'] });
    expect((await s.call('/form/api/form/info', { form_id: 2 }, { lang: 'en-us' })).message).toBe('The form does not exist');
  });

  it('judges each field by its rule and stores nothing on bad input', async () => {
    const before = await s.db().selectFrom('form_data').select('id').execute();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...good, f1: '' }, '请输入姓名', 'Please enter Name'],
      [{ ...good, f2: '1380000' }, '手机号输入不合法', 'The mobile number is not valid'],
      [{ ...good, f3: '12345' }, '身份证输入不合法', 'The ID card number is not valid'],
      [{ ...good, f4: '' }, '请选择参加场次', 'Please choose Session'],
      [{ ...good, f4: '夜场' }, '请选择有效的参加场次', 'Please choose a valid Session'],
      [{ ...good, f5: [] }, '请至少选择一个感兴趣的品类', 'Please choose at least one Interests'],
      [{ ...good, f6: '12/01/2026' }, '到场日期的格式不正确', 'Date is not in the right format'],
      [{ ...good, f7: 'x'.repeat(501) }, '备注最多500个字', 'Notes can have at most 500 characters'],
    ];
    for (const [values, zh, en] of cases) {
      expect(await submit(values)).toMatchObject({ code: -1, message: zh });
      const enValues = { ...values, f4: values.f4 === '上午场' ? 'Morning' : values.f4, f5: Array.isArray(values.f5) && values.f5.length ? ['Gadgets'] : values.f5 };
      expect(await submit(enValues, { lang: 'en-us' })).toMatchObject({ code: -1, message: en });
    }
    expect(await s.db().selectFrom('form_data').select('id').execute()).toEqual(before);
  });

  it('stores a good form once per idempotency key, even when sent in parallel, with the form\'s own fields', async () => {
    const key = `k${Date.now()}`;
    const results = await Promise.all(Array.from({ length: 4 }, () => submit({ ...good, f3: '11010519491231002X' }, { key })));
    expect(results.every((r) => r.code === 0)).toBe(true);
    expect(new Set(results.map((r) => r.data.id)).size).toBe(1);
    const rows = await s.db().selectFrom('form_data').selectAll().where('member_id', '=', m.member_id).where('scene', '=', 'custom').execute();
    expect(rows).toHaveLength(1);
    const stored = rows[0]!.form_data as Array<{ id: string; val: string; value: { title: string } }>;
    expect(stored.find((f) => f.id === 'f5')).toMatchObject({ val: '数码,家居', value: { title: '感兴趣的品类' } });
    // NiuShop's field array with `val` is accepted too; without a key each submit is stored
    const arr = (await s.call<Form>('/form/api/form/info', { form_id: 1 })).data.json_data.map((f) => ({ ...f, val: (good as Record<string, unknown>)[f.id] }));
    expect((await s.call('/form/api/form/create', { form_id: 1, form_data: JSON.stringify(arr) }, { token: m.token })).code).toBe(0);
    expect((await s.call('/form/api/form/create', { form_id: 1, form_data: '{broken' }, { token: m.token, lang: 'en-us' })).message).toMatch(/form_data/);
    expect((await s.call('/form/api/form/create', { form_id: 1, form_data: JSON.stringify(good) })).code).toBe(-1);
  });

  it('a picture field keeps only the member\'s own uploads: not another address, not another member\'s picture', async () => {
    const form = await s
      .db()
      .insertInto('form')
      .values({ form_name: '晒图', form_type: 'custom', json_data: JSON.stringify([{ id: 'p1', name: 'IMG', controller: 'Img', value: { title: '照片', required: true, max_count: 3 } }]), i18n: JSON.stringify({}) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const other = await tradeMember(s, {});
    const file = (member_id: number, name: string) => ({ member_id, kind: 'evaluate_img', path: `upload/evaluate_img/20261127/${name}.png`, size: 10, mimetype: 'image/png', create_time: 1 });
    await s.db().insertInto('upload_file').values([file(m.member_id, 'mine'), file(other.member_id, 'theirs')]).execute();
    const send = (p1: string) => s.call<{ id: number }>('/form/api/form/create', { form_id: form.id, form_data: JSON.stringify({ p1 }) }, { token: m.token });
    for (const bad of ['https://evil.example/x.png', 'http://127.0.0.1:6379/x.png', 'upload/evaluate_img/20261127/theirs.png', 'upload/evaluate_img/20261127/mine.png,upload/evaluate_img/20261127/nope.png']) {
      expect(await send(bad), bad).toMatchObject({ code: -1, message: expect.stringContaining('照片') });
    }
    // In the request's language, naming the field; the shared rule (the form page's too) refuses any
    // value that is not an upload path before the server looks the rows up.
    const en = (p1: string) => s.call('/form/api/form/create', { form_id: form.id, form_data: JSON.stringify({ p1 }) }, { token: m.token, lang: 'en-us' });
    expect(await en('https://evil.example/x.png')).toMatchObject({ code: -1, message: 'The picture of 照片 is not valid' });
    expect(await en('upload/evaluate_img/20261127/theirs.png')).toMatchObject({ code: -1, message: '照片: only pictures uploaded to this shop are accepted' });
    const img: FormFieldDef[] = [{ id: 'p1', name: 'IMG', value: { title: '照片', required: true } }];
    for (const bad of ['https://evil.example/x.png', 'http://127.0.0.1/a.png', '/upload/evaluate_img/20261127/a.png', 'upload/../etc/20261127/a.png', 'javascript:alert(1)']) {
      expect(checkFormValues(img, { p1: [bad] })?.messageKey, bad).toBe('formImageInvalid');
    }
    expect(checkFormValues(img, { p1: ['upload/evaluate_img/20261127/mine.png'] })).toBeNull();
    expect(await s.db().selectFrom('form_data').select('id').where('form_id', '=', form.id).execute()).toEqual([]);
    expect((await send('upload/evaluate_img/20261127/mine.png')).code).toBe(0);
  });

  it('date and time ranges must not end before they start', () => {
    const fields: FormFieldDef[] = [
      { name: 'DATE_LIMIT', value: { title: '日期', required: true } },
      { name: 'TIME_LIMIT', value: { title: '时间', required: false } },
    ];
    expect(checkFormValues(fields, { f1: '2026-01-02 - 2026-01-01' })?.messageKey).toBe('formDateRange');
    expect(checkFormValues(fields, { f1: '2026-01-01 - 2026-01-01', f2: '10:00 - 10:00' })?.messageKey).toBe('formTimeRange');
    expect(checkFormValues(fields, { f1: '2026-01-01 - 2026-01-03', f2: '10:00 - 11:30' })).toBeNull();
  });
});

describe('forms at checkout', () => {
  it('the goods form of goods 48 is required with the order and stored per goods line', async () => {
    const gf = await s.call<Form | null>('/form/api/form/goodsform', { goods_id: 48 });
    expect(gf.data?.json_data[0]!.value.title).toBe('刻字内容');
    expect((await s.call('/form/api/form/goodsform', { goods_id: 1 })).data).toBeNull();
    const sku = await s.db().selectFrom('goods').select('sku_id').where('goods_id', '=', 48).executeTakeFirstOrThrow();
    const refused = await placeOrder(s, m, { sku_id: sku.sku_id, num: 1 }, { form_data: JSON.stringify({ goods: {} }) });
    expect(refused).toMatchObject({ code: -1, message: '请输入刻字内容' });
    const stockBefore = (await s.db().selectFrom('goods_sku').select('stock').where('sku_id', '=', sku.sku_id).executeTakeFirstOrThrow()).stock;
    const placed = await placeOrder(s, m, { sku_id: sku.sku_id, num: 1 }, { form_data: JSON.stringify({ goods: { [sku.sku_id]: { f1: '生日快乐' } } }) });
    expect(placed.code).toBe(0);
    expect((await s.db().selectFrom('goods_sku').select('stock').where('sku_id', '=', sku.sku_id).executeTakeFirstOrThrow()).stock).toBe(stockBefore - 1);
    const order = await s.db().selectFrom('order').select('order_id').where('out_trade_no', '=', placed.data).executeTakeFirstOrThrow();
    const data = await s.call<{ order: unknown; goods: Array<{ sku_id: number; form_data: Array<{ val: string }> }> }>('/form/api/form/orderdata', { order_id: order.order_id }, { token: m.token });
    expect(data.data.order).toBeNull();
    expect(data.data.goods).toEqual([expect.objectContaining({ sku_id: sku.sku_id, form_data: [expect.objectContaining({ val: '生日快乐' })] })]);
  });

  it('the calculator shows the forms, create takes them in NiuShop\'s shape, and the order detail answers them', async () => {
    const sku = await s.db().selectFrom('goods').select('sku_id').where('goods_id', '=', 48).executeTakeFirstOrThrow();
    type Calc = { order_key: string; system_form: Form | null; goods_list: Array<{ sku_id: number; goods_form?: Form }> };
    const calc = await s.call<Calc>('/api/ordercreate/payment', { sku_id: sku.sku_id, num: 1 }, { token: m.token, lang: 'en-us' });
    expect(calc.data.system_form).toBeNull();
    expect(calc.data.goods_list[0]!.goods_form).toMatchObject({ form_name: 'Engraving', json_data: [{ value: { title: 'Engraving text' } }] });
    const again = await s.call<Calc>('/api/ordercreate/calculate', { order_key: calc.data.order_key }, { token: m.token });
    expect(again.data.goods_list[0]!.goods_form?.json_data[0]!.value.title).toBe('刻字内容');
    const plain = await payment(s, m, { sku_id: (await s.db().selectFrom('goods').select('sku_id').where('goods_id', '=', 1).executeTakeFirstOrThrow()).sku_id, num: 1 });
    expect((plain.data as unknown as Calc).goods_list[0]!.goods_form).toBeUndefined();

    const formId = calc.data.goods_list[0]!.goods_form!.id;
    const niushop = (val: string) => JSON.stringify({ goods_form: { [sku.sku_id]: { form_id: formId, form_data: [{ id: 'f1', name: 'ONE_LINE_TEXT', val }] } } });
    const orders = (await s.db().selectFrom('order').select('order_id').where('member_id', '=', m.member_id).execute()).length;
    expect(await placeOrder(s, m, { sku_id: sku.sku_id, num: 1 }, { form_data: niushop(' '), lang: 'en-us' })).toMatchObject({ code: -1, data: { field: 'f1', rule: 'required' } });
    expect((await s.db().selectFrom('order').select('order_id').where('member_id', '=', m.member_id).execute()).length).toBe(orders);
    const placed = await placeOrder(s, m, { sku_id: sku.sku_id, num: 1 }, { form_data: niushop('Happy birthday') });
    expect(placed.code).toBe(0);
    const order = await s.db().selectFrom('order').select('order_id').where('out_trade_no', '=', placed.data).executeTakeFirstOrThrow();
    const rows = await s.db().selectFrom('form_data').select(['scene', 'form_id']).where('member_id', '=', m.member_id).where('scene', '=', 'goods').execute();
    expect(rows.filter((r) => r.form_id === formId).length).toBe(2); // this order's and the first test's, each once
    const detail = await s.call<{ form: unknown; order_goods: Array<{ form: Array<{ id: string; val: string; value: { title: string } }> | null }> }>('/api/order/detail', { order_id: order.order_id }, { token: m.token });
    expect(detail.data.form).toBeNull();
    expect(detail.data.order_goods[0]!.form).toEqual([expect.objectContaining({ id: 'f1', val: 'Happy birthday', value: expect.objectContaining({ title: '刻字内容' }) })]);
  });

  it('an enabled order form is asked of every order; a refused order writes nothing', async () => {
    await s.call('/dev/form/use', { form_id: 3, is_use: 1 });
    try {
      expect((await s.call<Form>('/form/api/form/orderform')).data.id).toBe(3);
      const orders = (await s.db().selectFrom('order').select('order_id').where('member_id', '=', m.member_id).execute()).length;
      const sku = await s.db().selectFrom('goods').select('sku_id').where('goods_id', '=', 1).executeTakeFirstOrThrow();
      const tooLong = await placeOrder(s, m, { sku_id: sku.sku_id, num: 1 }, { form_data: JSON.stringify({ order: { f1: 'x'.repeat(501) } }) });
      expect(tooLong).toMatchObject({ code: -1, message: '发票抬头最多500个字' });
      expect((await s.db().selectFrom('order').select('order_id').where('member_id', '=', m.member_id).execute()).length).toBe(orders);
      expect((await payment(s, m, { sku_id: sku.sku_id, num: 1 })).data).toMatchObject({ system_form: { id: 3 } });
      const ok = await placeOrder(s, m, { sku_id: sku.sku_id, num: 1 }, { form_data: JSON.stringify({ form_id: 3, form_data: [{ id: 'f1', val: '某某公司' }] }) });
      expect(ok.code).toBe(0);
      const order = await s.db().selectFrom('order').select('order_id').where('out_trade_no', '=', ok.data).executeTakeFirstOrThrow();
      const data = await s.call<{ order: Array<{ val: string }> }>('/form/api/form/orderdata', { order_id: order.order_id }, { token: m.token });
      expect(data.data.order).toEqual([expect.objectContaining({ val: '某某公司' })]);
      const detail = await s.call<{ form: Array<{ val: string }> }>('/api/order/detail', { order_id: order.order_id }, { token: m.token });
      expect(detail.data.form).toEqual([expect.objectContaining({ val: '某某公司' })]);
    } finally {
      await s.call('/dev/form/use', { form_id: 3, is_use: 0 });
    }
  });
});
