import type { Seed } from './types.ts';
import { memberSeed } from './member.ts';
import { catalogueSeed } from './catalogue.ts';
import { tradeSeed } from './trade.ts';
import { accountSeed } from './account.ts';
import { topicSeed } from './topic.ts';
import { promotionSeed } from './promotion.ts';
import { contentSeed } from './content.ts';
import { walletSeed } from './wallet.ts';

/** Area seeds in dependency order (members before orders, goods before carts). */
export const seeds: Seed[] = [
  memberSeed,
  catalogueSeed,
  topicSeed,
  promotionSeed,
  tradeSeed,
  accountSeed,
  contentSeed,
  walletSeed,
];
