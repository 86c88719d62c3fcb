import { defineRoutes } from '../../http/routes.ts';
import { areaService } from './service.ts';

interface ListsParams {
  pid: number;
}
interface TreeParams {
  id: number;
  deep?: number;
}
interface InfoParams {
  id: number;
}

export default defineRoutes('area', (api) => {
  api.route<ListsParams>('/api/address/lists', { params: 'address#/$defs/AreaListsRequest' }, (ctx) => areaService.lists(ctx.db, ctx.params.pid));
  api.route<TreeParams>('/api/address/tree', { params: 'address#/$defs/AreaTreeRequest' }, (ctx) => areaService.tree(ctx.db, ctx.params.id, ctx.params.deep === 1));
  api.route<InfoParams>('/api/address/info', { params: 'address#/$defs/AreaInfoRequest' }, (ctx) => areaService.info(ctx.db, ctx.params.id));
});
