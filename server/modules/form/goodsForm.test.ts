/**
 * The goods form filled on goods detail (issue 17): the sku popup sends it with /api/cart/add (kept
 * with the cart row) or with buy now (payment's form_data); the server judges it by the one rule
 * interpreter (src/validation/formFields.ts), refuses bad input in the request's language with
 * nothing written, and the checkout's calculator answers it as the line's form_data (prefilled).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { tradeMember, type TestMember } from '../order/test-helpers.ts';

let s: TestServer;
let m: TestMember;
let sku48 = 0;
let formId = 0;
beforeAll(async () => {
  s = await startTestServer();
  m = await tradeMember(s, { balance: 1_000_000, pay_password: '123456' });
  sku48 = (await s.db().selectFrom('goods').select('sku_id').where('goods_id', '=', 48).executeTakeFirstOrThrow()).sku_id;
  formId = (await s.call<{ id: number }>('/form/api/form/goodsform', { goods_id: 48 })).data.id;
});
afterAll(() => s.close());

type Line = { sku_id: number; goods_form?: { id: number }; form_data?: Array<{ id: string; val: string }> };
type Calc = { order_key: string; goods_list: Line[] };

const filled = (val: string, id = formId) => JSON.stringify({ form_id: id, form_data: [{ id: 'f1', name: 'ONE_LINE_TEXT', title: '刻字内容', val }] });
const cartRows = (memberId: number) => s.db().selectFrom('goods_cart').select(['cart_id', 'sku_id', 'num', 'form_data']).where('member_id', '=', memberId).orderBy('cart_id').execute();

describe('the goods form filled on goods detail', () => {
  it('add to cart: bad input is refused in the request\'s language at its field, nothing written', async () => {
    const who = await tradeMember(s, {});
    for (const [val, lang, message] of [
      ['', 'zh-cn', '请输入刻字内容'],
      [' ', 'en-us', 'Please enter Engraving text'],
      ['x'.repeat(501), 'zh-cn', '刻字内容最多500个字'],
    ] as const) {
      const res = await s.call('/api/cart/add', { sku_id: sku48, num: 1, form_data: filled(val) }, { token: who.token, lang });
      expect(res, `${lang} ${val.length}`).toMatchObject({ code: -1, message, data: { field: 'f1' } });
    }
    expect((await s.call('/api/cart/add', { sku_id: sku48, num: 1, form_data: '{broken' }, { token: who.token, lang: 'en-us' })).message).toMatch(/form_data/);
    expect(await cartRows(who.member_id)).toEqual([]);

    // a row that is there keeps its quantity and form when a second add is refused
    expect((await s.call('/api/cart/add', { sku_id: sku48, num: 1, form_data: filled('生日快乐') }, { token: who.token })).code).toBe(0);
    const before = await cartRows(who.member_id);
    expect((await s.call('/api/cart/add', { sku_id: sku48, num: 2, form_data: filled('') }, { token: who.token })).code).toBe(-1);
    expect(await cartRows(who.member_id)).toEqual(before);
  });

  it('add to cart keeps the judged form with the row; the cart checkout answers it as the line\'s form_data', async () => {
    const who = await tradeMember(s, {});
    const add = await s.call<number>('/api/cart/add', { sku_id: sku48, num: 1, form_data: filled('生日快乐') }, { token: who.token });
    expect(add.code).toBe(0);
    const [row] = await cartRows(who.member_id);
    const kept = JSON.parse(row!.form_data) as { form_id: number; form_data: Array<{ id: string; val: string; value: { title: string } }> };
    // the form's own fields (not the client's copy of the title) with the value
    expect(kept).toMatchObject({ form_id: formId, form_data: [{ id: 'f1', val: '生日快乐', value: { title: '刻字内容' } }] });

    const pay = await s.call<Calc>('/api/ordercreate/payment', { cart_ids: String(add.data) }, { token: who.token, lang: 'en-us' });
    expect(pay.code, pay.message).toBe(0);
    expect(pay.data.goods_list[0]).toMatchObject({ goods_form: { id: formId }, form_data: [{ id: 'f1', val: '生日快乐' }] });
    const calc = await s.call<Calc>('/api/ordercreate/calculate', { order_key: pay.data.order_key }, { token: who.token });
    expect(calc.data.goods_list[0]!.form_data).toEqual([expect.objectContaining({ val: '生日快乐' })]);

    // cart/edit: bad input refused (quantity and form unchanged), good input replaces the form
    const cartId = Number(add.data);
    expect(await s.call('/api/cart/edit', { cart_id: cartId, num: 3, form_data: filled('') }, { token: who.token, lang: 'en-us' })).toMatchObject({ code: -1, message: 'Please enter Engraving text' });
    expect((await cartRows(who.member_id))[0]).toMatchObject({ num: 1, form_data: row!.form_data });
    expect((await s.call('/api/cart/edit', { cart_id: cartId, num: 2, form_data: filled('新年快乐') }, { token: who.token })).code).toBe(0);
    expect(JSON.parse((await cartRows(who.member_id))[0]!.form_data)).toMatchObject({ form_data: [{ val: '新年快乐' }] });
    // the merge of a second add keeps one row, with the form filled last
    expect((await s.call('/api/cart/add', { sku_id: sku48, num: 1, form_data: filled('周年快乐') }, { token: who.token })).code).toBe(0);
    const rows = await cartRows(who.member_id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.num).toBe(3);
    expect(JSON.parse(rows[0]!.form_data)).toMatchObject({ form_data: [{ val: '周年快乐' }] });
  });

  it('buy now: payment answers the form filled on goods detail as the line\'s form_data; another form\'s data is not shown', async () => {
    const pay = await s.call<Calc>('/api/ordercreate/payment', { sku_id: sku48, num: 1, form_data: filled('生日快乐') }, { token: m.token });
    expect(pay.code, pay.message).toBe(0);
    expect(pay.data.goods_list[0]).toMatchObject({ goods_form: { id: formId }, form_data: [{ id: 'f1', val: '生日快乐' }] });
    const stale = await s.call<Calc>('/api/ordercreate/payment', { sku_id: sku48, num: 1, form_data: filled('生日快乐', formId + 100) }, { token: m.token });
    expect(stale.data.goods_list[0]!.form_data).toBeUndefined();
    const none = await s.call<Calc>('/api/ordercreate/payment', { sku_id: sku48, num: 1 }, { token: m.token });
    expect(none.data.goods_list[0]!.form_data).toBeUndefined();
  });

  it('goods without a form keep no form data in the cart', async () => {
    const who = await tradeMember(s, {});
    const sku1 = (await s.db().selectFrom('goods').select('sku_id').where('goods_id', '=', 1).executeTakeFirstOrThrow()).sku_id;
    expect((await s.call('/api/cart/add', { sku_id: sku1, num: 1, form_data: filled('x') }, { token: who.token })).code).toBe(0);
    expect((await cartRows(who.member_id))[0]!.form_data).toBe('');
  });

  it('parallel adds of one sku with forms keep one row whose form is one of those sent', async () => {
    const who = await tradeMember(s, {});
    const vals = ['一', '二', '三', '四'];
    const res = await Promise.all(vals.map((v) => s.call('/api/cart/add', { sku_id: sku48, num: 1, form_data: filled(v) }, { token: who.token })));
    expect(res.map((r) => r.code)).toEqual([0, 0, 0, 0]);
    const rows = await cartRows(who.member_id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.num).toBe(4);
    expect(vals).toContain((JSON.parse(rows[0]!.form_data) as { form_data: Array<{ val: string }> }).form_data[0]!.val);
  });
});
