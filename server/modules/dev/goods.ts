import { ApiError, Code } from '../../http/errors.ts';
import type { Services } from '../../http/services.ts';
import { defineRoutes } from '../../http/routes.ts';
import { catalogueChanged } from '../../cache/index.ts';
import { fenToYuan, toFen } from '../../lib/money.ts';
import { devOnly } from '../../http/devOnly.ts';

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
});
