import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { LedgerListProps } from './props.gen.ts';

export default defineWidget<LedgerListProps>({
  type: 'ledger-list',
  version: '1.0.0',
  description: 'Balance or points ledger of one month: month and type pickers, signed amounts, infinite scroll.',
  events: ['filter', 'order'],
  namespaces: ['member'],
  load: () => import('./LedgerList.tsx'),
});
