import type { CoreTables } from './tables/core.ts';
import type { MemberTables } from './tables/member.ts';
import type { CatalogueTables } from './tables/catalogue.ts';
import type { TradeTables } from './tables/trade.ts';
import type { AccountTables } from './tables/account.ts';
import type { TopicTables } from './tables/topic.ts';
import type { PaymentTables } from './tables/payment.ts';
import type { PromotionTables } from './tables/promotion.ts';
import type { ContentTables } from './tables/content.ts';
import type { WalletTables } from './tables/wallet.ts';
import type { StudioTables } from './tables/studio.ts';

/** The whole database as Kysely sees it; each area owns its tables file. */
export interface Database extends CoreTables, MemberTables, CatalogueTables, TradeTables, AccountTables, TopicTables, PaymentTables, ContentTables, PromotionTables, WalletTables, StudioTables {}
