// NiuShop's registry facts about its diy components (../shared/reference/niushop-diy.md §3):
// the palette group, the addon that must be on, how many a page may hold and the page a component
// is limited to. A widget not listed here (a new folder) is an extension: EXTEND, no addon, no limit.

export type PaletteGroup = 'SYSTEM' | 'PROMOTION' | 'EXTEND';

export interface RegistryFacts {
  group: PaletteGroup;
  addon?: string;
  max?: number;
  only?: string;
}

export const NIUSHOP_REGISTRY: Readonly<Record<string, RegistryFacts>> = {
  Text: { group: 'SYSTEM' },
  Notice: { group: 'SYSTEM' },
  GraphicNav: { group: 'SYSTEM' },
  ImageAds: { group: 'SYSTEM' },
  Search: { group: 'SYSTEM', max: 1 },
  RichText: { group: 'SYSTEM' },
  RubikCube: { group: 'SYSTEM' },
  HorzLine: { group: 'SYSTEM' },
  HorzBlank: { group: 'SYSTEM' },
  Video: { group: 'SYSTEM' },
  GoodsList: { group: 'SYSTEM' },
  ManyGoodsList: { group: 'SYSTEM' },
  GoodsRecommend: { group: 'SYSTEM' },
  GoodsCategory: { group: 'SYSTEM', max: 1, only: 'DIY_VIEW_GOODS_CATEGORY' },
  GoodsBrand: { group: 'SYSTEM' },
  TopCategory: { group: 'SYSTEM', max: 1 },
  FloatBtn: { group: 'SYSTEM', max: 1 },
  Article: { group: 'SYSTEM' },
  MemberInfo: { group: 'SYSTEM', max: 1, only: 'DIY_VIEW_MEMBER_INDEX' },
  MemberMyOrder: { group: 'SYSTEM', max: 1, only: 'DIY_VIEW_MEMBER_INDEX' },
  FollowOfficialAccount: { group: 'SYSTEM', max: 1, only: 'DIY_VIEW_INDEX' },
  QuickNav: { group: 'SYSTEM' },
  HotArea: { group: 'SYSTEM' },
  Notes: { group: 'SYSTEM', addon: 'notes', max: 1 },
  Coupon: { group: 'PROMOTION', addon: 'coupon' },
  Pintuan: { group: 'PROMOTION', addon: 'pintuan' },
  Seckill: { group: 'PROMOTION', addon: 'seckill', max: 1 },
  Bargain: { group: 'PROMOTION', addon: 'bargain', max: 1 },
  Groupbuy: { group: 'PROMOTION', addon: 'groupbuy' },
  // NiuShop gates Presale on the bargain addon (sic).
  Presale: { group: 'PROMOTION', addon: 'bargain' },
  LiveInfo: { group: 'PROMOTION', addon: 'live', max: 1 },
  Pinfan: { group: 'PROMOTION', addon: 'pinfan' },
  StoreShow: { group: 'EXTEND', addon: 'store' },
  StoreLabel: { group: 'EXTEND', addon: 'store' },
  FenxiaoGoodsList: { group: 'EXTEND', addon: 'fenxiao' },
  // Older registries: member centre only, one per page; the store addon's component.
  PaymentQrcode: { group: 'EXTEND', addon: 'store', max: 1, only: 'DIY_VIEW_MEMBER_INDEX' },
};

/** `diy-graphic-nav` → `GraphicNav`. */
export const componentNameOf = (type: string): string =>
  type
    .replace(/^diy-/, '')
    .split('-')
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join('');
