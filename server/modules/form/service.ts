/**
 * Custom and system forms (form addon, niushop-member-and-tools.md §4). The merchant's form is its
 * `json_data` fields; a submitted form is judged by the same rules as the form page
 * (src/validation/formFields.ts) and stored as the form's own fields with their values (never the
 * client's copy of titles or options). A custom form is stored once per idempotency key. Goods forms
 * and the order form are shown by the checkout (the calculator's `system_form` and each goods line's
 * `goods_form`: `withCheckoutForms`), filled there and sent in `form_data` of /api/ordercreate/create
 * in NiuShop's shape: `{"form_id", "form_data": fields, "goods_form": {"<sku_id>": {"form_id",
 * "form_data": fields}}}` (fields: `[{id, val}]` as NiuShop sends them, or `{id: val}`; the earlier
 * `{"order": values, "goods": {"<sku_id>": values}}` is read too). The order stores them with scene
 * `order` (relation order_id) and `goods` (relation order_goods_id) in the same transaction, and its
 * detail answers them as NiuShop's (`form`, `order_goods[].form`: `orderForms`).
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FormField } from '../../db/tables/content.ts';
import { ApiError, Code } from '../../http/errors.ts';
import type { Lang } from '../../i18n/index.ts';
import { checkFormValues, fieldKey, normalizeValue, type FormFieldDef } from '../../../src/validation/formFields.ts';
import type { Db } from '../config/queries.ts';
import { localize } from '../content/i18n.ts';
import { requireOwnUploads } from '../upload/owned.ts';

type Trx = Transaction<Database>;

/** Front-end message key → server message key (server/i18n/locales/<lng>/form.json). */
const SERVER_KEY: Record<string, string> = {
  formRequired: 'FORM_FIELD_REQUIRED',
  formSelectRequired: 'FORM_FIELD_SELECT',
  formCheckboxRequired: 'FORM_FIELD_CHECKBOX',
  formImageRequired: 'FORM_FIELD_IMAGE',
  formImageTooMany: 'FORM_FIELD_IMAGE_MAX',
  formImageInvalid: 'FORM_FIELD_IMAGE_INVALID',
  formIdCardInvalid: 'FORM_FIELD_ID_CARD',
  formMobileInvalid: 'FORM_FIELD_MOBILE',
  formOptionInvalid: 'FORM_FIELD_OPTION',
  formDateInvalid: 'FORM_FIELD_FORMAT',
  formDateRange: 'FORM_FIELD_DATE_RANGE',
  formTimeRange: 'FORM_FIELD_TIME_RANGE',
  formTooLong: 'FORM_FIELD_TOO_LONG',
};

export interface FormRow {
  id: number;
  form_name: string;
  form_type: string;
  is_use: number;
  json_data: FormField[];
}

function present(row: { id: number; form_name: string; form_type: string; is_use: number; json_data: FormField[]; i18n: Record<string, Record<string, unknown>> }, lang: Lang): FormRow {
  const l = localize(row, lang);
  return { id: l.id, form_name: l.form_name, form_type: l.form_type, is_use: l.is_use, json_data: Array.isArray(l.json_data) ? l.json_data : [] };
}

async function formById(db: Db, id: number, lang: Lang) {
  const row = await db.selectFrom('form').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? present(row, lang) : null;
}

/** `/form/api/form/info`: an enabled custom form. */
export async function customForm(db: Db, id: number, lang: Lang): Promise<FormRow> {
  const f = await formById(db, id, lang);
  if (!f || f.form_type !== 'custom') throw new ApiError(Code.ERROR, 'FORM_NOT_EXIST');
  if (f.is_use !== 1) throw new ApiError(Code.ERROR, 'FORM_DISABLED');
  return f;
}

/** `/form/api/form/goodsform`: the enabled form attached to a goods, or null. */
export async function goodsForm(db: Db, goodsId: number, lang: Lang): Promise<FormRow | null> {
  const row = await db.selectFrom('form_goods').innerJoin('form', 'form.id', 'form_goods.form_id').selectAll('form').where('form_goods.goods_id', '=', goodsId).where('form.is_use', '=', 1).executeTakeFirst();
  return row ? present(row, lang) : null;
}

/** `/form/api/form/orderform`: the enabled order form asked at checkout, or null. */
export async function orderForm(db: Db, lang: Lang): Promise<FormRow | null> {
  const row = await db.selectFrom('form').selectAll().where('form_type', '=', 'order').where('is_use', '=', 1).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row ? present(row, lang) : null;
}

/** Submitted values by field key: NiuShop's field array (`id` or position, `val`) or an object. */
export function valuesOf(fields: readonly FormFieldDef[], raw: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (Array.isArray(raw)) {
    raw.forEach((item, i) => {
      if (!item || typeof item !== 'object') return;
      const it = item as Record<string, unknown>;
      const key = typeof it.id === 'string' && it.id ? it.id : fields[i] ? fieldKey(fields[i], i) : `f${i + 1}`;
      out[key] = it.val ?? it.value_text ?? '';
    });
  } else if (raw && typeof raw === 'object') {
    for (const [k, v] of Object.entries(raw as Record<string, unknown>)) out[k] = v;
  }
  return out;
}

/** Judges the values by the form's rules: the first problem as an ApiError in the request's language. */
export function checkForm(form: FormRow, values: Record<string, unknown>): Array<FormField & { val: unknown }> {
  const fields = form.json_data as FormFieldDef[];
  const found = checkFormValues(fields, values);
  if (found) {
    const key = SERVER_KEY[found.message ?? found.messageKey] ?? 'FORM_FIELD_INVALID';
    const vars: Record<string, string | number> = { label: String(found.vars.label ?? found.field) };
    if (typeof found.vars.max === 'number') vars.max = found.vars.max;
    throw new ApiError(Code.ERROR, key, vars, { field: found.field, rule: found.rule });
  }
  return form.json_data.map((f, i) => {
    const v = normalizeValue(f as FormFieldDef, values[fieldKey(f as FormFieldDef, i)]);
    return { ...f, id: fieldKey(f as FormFieldDef, i), val: Array.isArray(v) ? v.join(',') : v };
  });
}

/**
 * Picture fields keep only the member's own uploads (/api/upload/evaluateimg …): the shared form rules
 * check the shape of an upload path (src/validation/uploadPath.ts); this looks each one up among the
 * member's `upload_file` rows (a made-up path, or another member's picture, is refused).
 */
async function requireFormPictures(db: Db, stored: ReadonlyArray<FormField & { val: unknown }>, memberId: number): Promise<void> {
  for (const f of stored) {
    if (f.name !== 'IMG' || typeof f.val !== 'string' || !f.val) continue;
    const label = String((f.value as { title?: unknown } | undefined)?.title ?? f.id);
    await requireOwnUploads(db, f.val.split(',').map((p) => p.trim()).filter(Boolean), label, memberId);
  }
}

function parseJson(raw: unknown, name: string): unknown {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    throw new ApiError(Code.ERROR, 'INVALID_PARAM', { name });
  }
}

/**
 * `/form/api/form/create`: a filled custom form, judged and stored; the same idempotency key answers
 * the first submit's id (parallel repeats too: the unique key keeps one row).
 */
export async function submitForm(db: Kysely<Database>, memberId: number, p: { form_id: number; form_data: unknown; key: string | null }, now: number, lang: Lang): Promise<{ id: number }> {
  const form = await customForm(db, p.form_id, lang);
  const stored = checkForm(form, valuesOf(form.json_data as FormFieldDef[], parseJson(p.form_data, 'form_data')));
  await requireFormPictures(db, stored, memberId);
  if (p.key) {
    const ins = await db
      .insertInto('form_data')
      .values({ form_id: form.id, member_id: memberId, scene: 'custom', form_data: JSON.stringify(stored), submit_key: p.key, create_time: now })
      .onConflict((oc) => oc.columns(['member_id', 'form_id', 'submit_key']).where('submit_key', 'is not', null).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (ins) return { id: ins.id };
    const first = await db.selectFrom('form_data').select('id').where('member_id', '=', memberId).where('form_id', '=', form.id).where('submit_key', '=', p.key).executeTakeFirstOrThrow();
    return { id: first.id };
  }
  const row = await db.insertInto('form_data').values({ form_id: form.id, member_id: memberId, scene: 'custom', form_data: JSON.stringify(stored), create_time: now }).returning('id').executeTakeFirstOrThrow();
  return { id: row.id };
}

/** The enabled order form and the enabled forms of these goods, in one read (every checkout asks; most have none). */
async function checkoutFormRows(db: Db, goodsIds: readonly number[], lang: Lang): Promise<{ order: FormRow | null; goods: Map<number, FormRow> }> {
  const rows = await db
    .selectFrom('form')
    .leftJoin('form_goods', (j) => j.onRef('form_goods.form_id', '=', 'form.id').on('form_goods.goods_id', 'in', goodsIds.length ? goodsIds : [0]))
    .selectAll('form')
    .select('form_goods.goods_id as for_goods')
    .where('form.is_use', '=', 1)
    .where((eb) => eb.or([eb('form.form_type', '=', 'order'), eb('form_goods.goods_id', 'is not', null)]))
    .orderBy('form.id', 'desc')
    .execute();
  const orderRow = rows.find((r) => r.form_type === 'order');
  const goods = new Map<number, FormRow>();
  for (const r of rows) if (r.for_goods !== null && !goods.has(r.for_goods)) goods.set(r.for_goods, present(r, lang));
  return { order: orderRow ? present(orderRow, lang) : null, goods };
}

/**
 * A goods form filled before the checkout (the sku popup of goods detail: `/api/cart/add`,
 * `/api/cart/edit`), in NiuShop's shape `{form_id, form_data: fields}` (or the bare fields), judged
 * by the goods' enabled form with the same rules as the checkout (the first problem refuses it, in
 * the request's language) and answered as the text the cart row keeps: `{form_id, form_data}` with
 * the form's own fields and their values. '' when nothing was sent or the goods ask no form.
 */
export async function goodsFormText(db: Db, memberId: number, goodsId: number, raw: string | undefined, lang: Lang): Promise<string> {
  const parsed = parseJson(raw, 'form_data');
  if (parsed === undefined) return '';
  const form = await goodsForm(db, goodsId, lang);
  if (!form) return '';
  const fields = parsed && typeof parsed === 'object' && !Array.isArray(parsed) && 'form_data' in parsed ? (parsed as { form_data: unknown }).form_data : parsed;
  const stored = checkForm(form, valuesOf(form.json_data as FormFieldDef[], fields));
  await requireFormPictures(db, stored, memberId);
  return JSON.stringify({ form_id: form.id, form_data: stored });
}

/** `{form_id, form_data}` read from a JSON text or object; null when it is not one. */
function filledOf(raw: unknown): { form_id: number; form_data: unknown[] } | null {
  let v = raw;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v) as unknown;
    } catch {
      return null;
    }
  }
  if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
  const o = v as { form_id?: unknown; form_data?: unknown };
  return Number(o.form_id) > 0 && Array.isArray(o.form_data) ? { form_id: Number(o.form_id), form_data: o.form_data } : null;
}

/** What was filled before a checkout: the member's cart rows it checks out, or what buy now carried (payment's `form_data`). */
export interface FilledBefore {
  member_id: number;
  cart_ids: readonly number[];
  form_data?: unknown;
}

/** The goods forms filled before the checkout, by sku: from the cart rows, else from buy now's `form_data`. */
async function filledBefore(db: Db, f: FilledBefore): Promise<Map<number, { form_id: number; form_data: unknown[] }>> {
  const out = new Map<number, { form_id: number; form_data: unknown[] }>();
  if (f.cart_ids.length) {
    const rows = await db.selectFrom('goods_cart').select(['sku_id', 'form_data']).where('member_id', '=', f.member_id).where('cart_id', 'in', [...f.cart_ids]).where('form_data', '!=', '').execute();
    for (const r of rows) {
      const filled = filledOf(r.form_data);
      if (filled) out.set(r.sku_id, filled);
    }
    return out;
  }
  const parsed = typeof f.form_data === 'string' ? (() => { try { return JSON.parse(f.form_data) as unknown; } catch { return undefined; } })() : f.form_data;
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return out;
  const gf = (parsed as { goods_form?: unknown }).goods_form;
  if (gf && typeof gf === 'object') {
    for (const [sku, item] of Object.entries(gf as Record<string, unknown>)) {
      const filled = filledOf(item);
      if (filled && Number(sku) > 0) out.set(Number(sku), filled);
    }
    return out;
  }
  // buy now: the one goods form filled in the sku popup, `{form_id, form_data}` (sku 0: any line of that form)
  const one = filledOf(parsed);
  if (one) out.set(0, one);
  return out;
}

/**
 * The checkout's forms added to a calculator answer as NiuShop's payment page reads them: the order
 * form as `system_form` (null when none) and each goods line's form as `goods_form` (absent when none),
 * with what was filled in it on goods detail (kept with the cart row, or carried by buy now) as the
 * line's `form_data` (the fields with `val`), so the checkout shows it filled in.
 */
export async function withCheckoutForms<A extends { goods_list: ReadonlyArray<{ goods_id: number; sku_id?: number }> }>(
  db: Db,
  answer: A,
  lang: Lang,
  before?: FilledBefore,
): Promise<A & { system_form: FormRow | null }> {
  const forms = await checkoutFormRows(db, [...new Set(answer.goods_list.map((g) => g.goods_id))], lang);
  const filled = before && forms.goods.size ? await filledBefore(db, before) : new Map<number, { form_id: number; form_data: unknown[] }>();
  const goodsList = answer.goods_list.map((g) => {
    const f = forms.goods.get(g.goods_id);
    if (!f) return g;
    const earlier = filled.get(Number(g.sku_id)) ?? filled.get(0);
    return earlier && earlier.form_id === f.id ? { ...g, goods_form: f, form_data: earlier.form_data } : { ...g, goods_form: f };
  });
  return { ...answer, goods_list: goodsList, system_form: forms.order };
}

/** A goods line's filled form in what the checkout sent: NiuShop's `goods_form[sku].form_data`, else `goods[sku or goods]`. */
function goodsValues(all: Record<string, unknown>, sku: number, goodsId: number): unknown {
  const gf = all.goods_form;
  if (gf && typeof gf === 'object') {
    const item = (gf as Record<string, unknown>)[String(sku)];
    return item && typeof item === 'object' && !Array.isArray(item) && 'form_data' in item ? (item as { form_data: unknown }).form_data : item;
  }
  const g = all.goods;
  return g && typeof g === 'object' ? ((g as Record<string, unknown>)[String(sku)] ?? (g as Record<string, unknown>)[String(goodsId)]) : undefined;
}

/** The forms of an order being created: judged and stored with the order (an order hook). */
export async function storeOrderForms(
  trx: Trx,
  o: { order_id: number; member_id: number; params: Record<string, unknown>; lines: ReadonlyArray<{ order_goods_id: number; goods_id: number; sku_id: number }>; now: number; lang: Lang },
): Promise<void> {
  const { order, goods: goodsForms } = await checkoutFormRows(trx, [...new Set(o.lines.map((l) => l.goods_id))], o.lang);
  if (!order && goodsForms.size === 0) return;
  const parsed = parseJson(o.params.form_data, 'form_data');
  const all = (parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {}) as Record<string, unknown>;
  if (order) {
    // NiuShop's shape: the order form's fields in `form_data` (beside its `form_id`); the earlier one: `order`.
    const stored = checkForm(order, valuesOf(order.json_data as FormFieldDef[], 'form_data' in all ? all.form_data : all.order));
    await requireFormPictures(trx, stored, o.member_id);
    await trx.insertInto('form_data').values({ form_id: order.id, member_id: o.member_id, scene: 'order', relation_id: o.order_id, form_data: JSON.stringify(stored), create_time: o.now }).execute();
  }
  for (const l of o.lines) {
    const f = goodsForms.get(l.goods_id);
    if (!f) continue;
    const stored = checkForm(f, valuesOf(f.json_data as FormFieldDef[], goodsValues(all, l.sku_id, l.goods_id)));
    await requireFormPictures(trx, stored, o.member_id);
    await trx.insertInto('form_data').values({ form_id: f.id, member_id: o.member_id, scene: 'goods', relation_id: l.order_goods_id, form_data: JSON.stringify(stored), create_time: o.now }).execute();
  }
}

/** `/form/api/form/orderdata`: the forms the member filled for an order (order form and per goods line). */
export async function orderFormData(db: Db, memberId: number, orderId: number) {
  const order = await db.selectFrom('order').select('order_id').where('order_id', '=', orderId).where('member_id', '=', memberId).executeTakeFirst();
  if (!order) throw new ApiError(Code.ERROR, 'ORDER_NOT_FOUND');
  const goods = await db.selectFrom('order_goods').select(['order_goods_id', 'sku_id', 'goods_id']).where('order_id', '=', orderId).execute();
  const ogIds = goods.map((g) => g.order_goods_id);
  const rows = await db
    .selectFrom('form_data')
    .select(['id', 'form_id', 'scene', 'relation_id', 'form_data', 'create_time'])
    .where('member_id', '=', memberId)
    .where((eb) => eb.or([eb.and([eb('scene', '=', 'order'), eb('relation_id', '=', orderId)]), ...(ogIds.length ? [eb.and([eb('scene', '=', 'goods'), eb('relation_id', 'in', ogIds)])] : [])]))
    .orderBy('id')
    .execute();
  return {
    order: rows.find((r) => r.scene === 'order')?.form_data ?? null,
    goods: rows
      .filter((r) => r.scene === 'goods')
      .map((r) => {
        const g = goods.find((x) => x.order_goods_id === r.relation_id);
        return { order_goods_id: r.relation_id, sku_id: g?.sku_id ?? 0, goods_id: g?.goods_id ?? 0, form_data: r.form_data };
      }),
  };
}

type StoredForm = Array<Record<string, unknown>>;

/**
 * The forms filled for an order as NiuShop's order detail shows them: the order form's fields with
 * their values (`form`, null when none) and each goods line's (by order_goods_id).
 */
export async function orderForms(db: Db, orderId: number, orderGoodsIds: readonly number[]): Promise<{ form: StoredForm | null; goods: Map<number, StoredForm> }> {
  const rows = await db
    .selectFrom('form_data')
    .select(['scene', 'relation_id', 'form_data'])
    .where((eb) => eb.or([eb.and([eb('scene', '=', 'order'), eb('relation_id', '=', orderId)]), ...(orderGoodsIds.length ? [eb.and([eb('scene', '=', 'goods'), eb('relation_id', 'in', orderGoodsIds)])] : [])]))
    .orderBy('id')
    .execute();
  const goods = new Map<number, StoredForm>();
  for (const r of rows) if (r.scene === 'goods') goods.set(r.relation_id, r.form_data);
  return { form: rows.find((r) => r.scene === 'order')?.form_data ?? null, goods };
}
