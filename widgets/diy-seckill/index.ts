import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { DiySeckillProps } from './props.gen.ts';
import { data } from './data.ts';

export default defineWidget<DiySeckillProps>({
  type: 'diy-seckill',
  version: '1.0.0',
  description: 'NiuShop Seckill (秒杀): the current time slot with a countdown and its goods from the seckill endpoints (seckill addon only).',
  namespaces: ['diywidgets'],
  data,
  load: () => import('./DiySeckill.tsx'),
});
