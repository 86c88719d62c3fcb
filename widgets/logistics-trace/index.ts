import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { LogisticsTraceProps } from './props.gen.ts';

export default defineWidget<LogisticsTraceProps>({
  type: 'logistics-trace',
  version: '1.0.0',
  description: 'The packages of an order with their trace.',
  events: ['copy'],
  namespaces: ['orders'],
  load: () => import('./LogisticsTrace.tsx'),
});
