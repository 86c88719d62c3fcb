import { ApiError, Code } from '../../http/errors.ts';
import type { Services } from '../../http/services.ts';
import { defineRoutes } from '../../http/routes.ts';
import { catalogueChanged } from '../../cache/index.ts';
import { fenToYuan, toFen } from '../../lib/money.ts';
import { devOnly } from '../../http/devOnly.ts';
import { LANGS, type Lang } from '../../i18n/index.ts';
import { DEFAULT_LANG, translation } from '../content/i18n.ts';

interface UpdateParams {
  goods_id?: number;
  sku_id?: number;
  goods_name?: string;
  price?: string;
}

interface SkuState {
  sku_id: number;
  sku_name: string;
  price: string;
  discount_price: string;
}

/** A goods as this helper sees it (money in yuan strings, as on the wire). */
export interface DevGoodsState {
  goods_id: number;
  goods_name: string;
  /** goods.price: the default sku's price (what lists show). */
  price: string;
  /** The default sku. */
  sku_id: number;
  skus: SkuState[];
}

/**
 * The one place a catalogue change made here reaches the server's caches (after the commit).
 * `catalogueChanged` drops the answers tagged with the goods (detail, skus) in every cache of the
 * process; lists (pageComponents, page, …) carry no goods tags and would keep their TTL, so the
 * instance's public cache is emptied as well (a development helper may be that blunt).
 */
function catalogueEdited(services: Services, goodsId: number): void {
  catalogueChanged([goodsId]);
  services.publicCache?.clear();
}

/** sku_name is the goods name followed by the spec values (as the seed writes it). */
function renamedSku(skuName: string, oldName: string, newName: string, specValues: string[]): string {
  const name = skuName.startsWith(oldName) ? newName + skuName.slice(oldName.length) : [newName, ...specValues].join(' ');
  return name.slice(0, 255);
}

const YUAN = '^\\d{1,7}(\\.\\d{1,2})?$';

export default defineRoutes('dev-goods', (api) => {
  /**
   * Changes a goods the way a merchant's edit in the back office would, in one transaction:
   * `goods_name` renames the goods and its skus; `price` (yuan) sets the selling price (price and
   * discount_price) of every sku when `goods_id` is given, of that sku only when `sku_id` is
   * (goods.price follows its default sku). Answers the goods `before` and `after`, so a caller can
   * put it back. Journeys use it for catalogue changes the real server then serves.
   */
  api.route<UpdateParams>(
    '/dev/goods/update',
    {
      ignoreSiteClose: true,
      params: {
        type: 'object',
        properties: {
          goods_id: { type: 'integer', minimum: 1 },
          sku_id: { type: 'integer', minimum: 1 },
          goods_name: { type: 'string', minLength: 1, maxLength: 200 },
          price: { type: 'string', pattern: YUAN },
        },
      },
    },
    async (ctx) => {
      devOnly(ctx);
      const p = ctx.params;
      if (p.goods_id === undefined && p.sku_id === undefined) throw new ApiError(Code.ERROR, 'MISSING_PARAM', { name: 'goods_id' });
      if (p.goods_name === undefined && p.price === undefined) throw new ApiError(Code.ERROR, 'MISSING_PARAM', { name: 'goods_name' });
      const now = ctx.services.now();

      const result = await ctx.db.transaction().execute(async (trx) => {
        let goodsId = p.goods_id;
        if (p.sku_id !== undefined) {
          const sku = await trx.selectFrom('goods_sku').select('goods_id').where('sku_id', '=', p.sku_id).executeTakeFirst();
          if (!sku || (goodsId !== undefined && sku.goods_id !== goodsId)) throw new ApiError(Code.ERROR, 'INVALID_PARAM', { name: 'sku_id' });
          goodsId = sku.goods_id;
        }
        const goods = await trx
          .selectFrom('goods')
          .select(['goods_id', 'goods_name', 'price', 'sku_id'])
          .where('goods_id', '=', goodsId!)
          .where('is_delete', '=', 0)
          .forUpdate()
          .executeTakeFirst();
        if (!goods) throw new ApiError(Code.ERROR, 'GOODS_NOT_EXIST');
        const skus = await trx
          .selectFrom('goods_sku')
          .select(['sku_id', 'sku_name', 'price', 'discount_price', 'sku_spec_format'])
          .where('goods_id', '=', goods.goods_id)
          .orderBy('sku_id')
          .forUpdate()
          .execute();

        const state = (name: string, goodsPrice: number, rows: Array<{ sku_id: number; sku_name: string; price: number; discount_price: number }>): DevGoodsState => ({
          goods_id: goods.goods_id,
          goods_name: name,
          price: fenToYuan(goodsPrice),
          sku_id: goods.sku_id,
          skus: rows.map((s) => ({ sku_id: s.sku_id, sku_name: s.sku_name, price: fenToYuan(s.price), discount_price: fenToYuan(s.discount_price) })),
        });
        const before = state(goods.goods_name, goods.price, skus);

        const fen = p.price === undefined ? undefined : toFen(p.price);
        const name = p.goods_name ?? goods.goods_name;
        const after = skus.map((s) => {
          const priced = fen !== undefined && (p.sku_id === undefined || s.sku_id === p.sku_id);
          const specValues = (s.sku_spec_format ?? []).map((v) => v.spec_value_name);
          return {
            sku_id: s.sku_id,
            sku_name: p.goods_name === undefined ? s.sku_name : renamedSku(s.sku_name, goods.goods_name, name, specValues),
            price: priced ? fen : s.price,
            discount_price: priced ? fen : s.discount_price,
          };
        });
        for (const s of after) {
          await trx.updateTable('goods_sku').set({ sku_name: s.sku_name, price: s.price, discount_price: s.discount_price }).where('sku_id', '=', s.sku_id).execute();
        }
        const goodsPrice = after.find((s) => s.sku_id === goods.sku_id)?.price ?? goods.price;
        await trx.updateTable('goods').set({ goods_name: name, price: goodsPrice, modify_time: now }).where('goods_id', '=', goods.goods_id).execute();
        return { before, after: state(name, goodsPrice, after) };
      });

      catalogueEdited(ctx.services, result.after.goods_id);
      return result;
    },
  );

  /**
   * The merchant's texts of a goods in another language (goods.i18n, goods_sku.i18n; the studio has
   * no goods editor yet): `goods_name` and `unit` in `lang`; the skus' names follow the goods name
   * as the seed writes them (the name, then the spec values). `clear: 1` removes the goods' and its
   * skus' texts in that language, so the shop's own texts show again. Answers the goods' texts in that
   * language `before` and `after`. (`language`, not `lang`: that one is the request's own language.)
   */
  api.route<{ goods_id: number; language: string; goods_name?: string; unit?: string; clear?: number }>(
    '/dev/goods/translate',
    {
      ignoreSiteClose: true,
      params: {
        type: 'object',
        required: ['goods_id', 'language'],
        properties: {
          goods_id: { type: 'integer', minimum: 1 },
          language: { type: 'string', enum: LANGS.filter((l) => l !== DEFAULT_LANG) },
          goods_name: { type: 'string', minLength: 1, maxLength: 200 },
          unit: { type: 'string', minLength: 1, maxLength: 20 },
          clear: { type: 'integer', enum: [0, 1] },
        },
      },
    },
    async (ctx) => {
      devOnly(ctx);
      const p = ctx.params;
      const clear = p.clear === 1;
      if (p.goods_name === undefined && p.unit === undefined && !clear) throw new ApiError(Code.ERROR, 'MISSING_PARAM', { name: 'goods_name' });
      const lang = p.language as Lang;
      const result = await ctx.db.transaction().execute(async (trx) => {
        const goods = await trx.selectFrom('goods').select(['goods_id', 'goods_name', 'unit', 'i18n']).where('goods_id', '=', p.goods_id).where('is_delete', '=', 0).forUpdate().executeTakeFirst();
        if (!goods) throw new ApiError(Code.ERROR, 'GOODS_NOT_EXIST');
        const skus = await trx.selectFrom('goods_sku').select(['sku_id', 'sku_name', 'sku_spec_format', 'i18n']).where('goods_id', '=', goods.goods_id).orderBy('sku_id').forUpdate().execute();
        const texts = (g: { i18n: unknown }, rows: Array<{ sku_id: number; i18n: unknown }>) => ({
          goods_name: translation(g.i18n, 'goods_name', lang) ?? '',
          unit: translation(g.i18n, 'unit', lang) ?? '',
          skus: rows.map((r) => ({ sku_id: r.sku_id, sku_name: translation(r.i18n, 'sku_name', lang) ?? '' })),
        });
        const before = texts(goods, skus);
        const goodsI18n = clear ? withoutLang(goods.i18n, lang) : withText(withText(goods.i18n, lang, 'goods_name', p.goods_name), lang, 'unit', p.unit);
        await trx.updateTable('goods').set({ i18n: JSON.stringify(goodsI18n), modify_time: ctx.services.now() }).where('goods_id', '=', goods.goods_id).execute();
        const newSkus = [];
        for (const k of skus) {
          let i18n = k.i18n as unknown;
          if (clear) {
            i18n = withoutLang(i18n, lang);
            await trx.updateTable('goods_sku').set({ i18n: JSON.stringify(i18n) }).where('sku_id', '=', k.sku_id).execute();
          } else if (p.goods_name !== undefined) {
            const specValues = (k.sku_spec_format ?? []).map((v) => v.spec_value_name);
            const was = translation(k.i18n, 'sku_name', lang);
            const name = (was && before.goods_name && was.startsWith(before.goods_name) ? p.goods_name + was.slice(before.goods_name.length) : [p.goods_name, ...specValues].join(' ')).slice(0, 255);
            i18n = withText(i18n, lang, 'sku_name', name);
            await trx.updateTable('goods_sku').set({ i18n: JSON.stringify(i18n) }).where('sku_id', '=', k.sku_id).execute();
          }
          newSkus.push({ sku_id: k.sku_id, i18n });
        }
        return { before, after: texts({ i18n: goodsI18n }, newSkus) };
      });
      catalogueEdited(ctx.services, p.goods_id);
      return result;
    },
  );
});

/** An `i18n` value without one language. */
function withoutLang(i18n: unknown, lang: Lang): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = { ...(i18n && typeof i18n === 'object' ? (i18n as Record<string, Record<string, unknown>>) : {}) };
  delete out[lang];
  return out;
}

/** An `i18n` value with one field of one language set (a blank text removes it, and an emptied language). */
function withText(i18n: unknown, lang: Lang, field: string, text: string | undefined): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = { ...(i18n && typeof i18n === 'object' ? (i18n as Record<string, Record<string, unknown>>) : {}) };
  if (text === undefined) return out;
  const own = { ...(out[lang] ?? {}) };
  if (text.trim()) own[field] = text;
  else delete own[field];
  if (Object.keys(own).length) out[lang] = own;
  else delete out[lang];
  return out;
}

