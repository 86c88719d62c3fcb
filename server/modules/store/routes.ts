import { defineRoutes } from '../../http/routes.ts';
import type { Params } from '../../http/params.ts';
import { ApiError, Code } from '../../http/errors.ts';
import { idsParam, paging } from '../goods/format.ts';
import * as svc from './service.ts';

function pointOf(p: Params): svc.Point | null {
  const lat = Number(p.latitude);
  const lng = Number(p.longitude);
  if (p.latitude === undefined || p.longitude === undefined || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return { latitude: lat, longitude: lng };
}

/** Stores (NiuShop core app/api/controller/Store.php; no token). */
export default defineRoutes('store', (api) => {
  api.route('/api/store/page', { params: 'store#/$defs/StorePageRequest' }, (ctx) => {
    const p = ctx.params;
    const ids = p.store_ids === 'undefined' ? [] : idsParam(p.store_ids, 'store_ids');
    return svc.storeList(ctx.db, { keyword: p.keyword as string | undefined, status: p.status === undefined ? 'all' : String(p.status), store_ids: ids }, pointOf(p));
  });
  api.route('/api/store/info', { params: 'store#/$defs/StoreInfoRequest' }, (ctx) => svc.storeInfo(ctx.db, Number(ctx.params.store_id), pointOf(ctx.params)));
  api.route('/api/store/getStorePage', { params: 'store#/$defs/StoreGetPageRequest' }, (ctx) => {
    const p = ctx.params;
    const ids = p.store_ids === 'undefined' ? [] : idsParam(p.store_ids, 'store_ids');
    const { limit, offset, size } = paging(p, 100);
    return svc.storePage(ctx.db, String(p.type ?? ''), ids, pointOf(p), limit, offset, size);
  });
  api.route('/api/store/nearestStore', { params: 'store#/$defs/StoreNearestRequest' }, (ctx) => {
    const at = pointOf(ctx.params);
    if (!at) throw new ApiError(Code.ERROR, 'MISSING_PARAM', { name: 'latitude' });
    return svc.nearestStore(ctx.db, at);
  });
  api.route('/api/store/defaultStore', {}, (ctx) => svc.defaultStore(ctx.db));
  // The store addon's labels (the diy StoreLabel block).
  api.route('/store/api/store/labelPage', { params: 'store#/$defs/StoreLabelPageRequest' }, (ctx) => {
    const p = ctx.params;
    const ids = p.label_id_arr === undefined ? [] : idsParam(p.label_id_arr, 'label_id_arr');
    return svc.storeLabelPage(ctx.db, { page: Number(p.page ?? 1) || 1, page_size: p.page_size === undefined ? 10 : Number(p.page_size), ids });
  });
});
