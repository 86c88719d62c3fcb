// Public surface of the stores.
export * from './types.ts';
export { STORAGE_PREFIX, readStored, writeStored, removeStored, persistFields } from './persist.ts';
export { useSiteStore, initialSiteState, defaultAddonFlags, DEFAULT_MAP_CONFIG, SITE_OPEN, SITE_CLOSED } from './site.ts';
export type { SiteState, SiteActions } from './site.ts';
export { useMemberStore, initialMemberState, hydrateMemberStore, selectIsLoggedIn, isLoggedIn } from './member.ts';
export type { MemberState, MemberActions } from './member.ts';
export { useCartStore, initialCartState, refreshCart } from './cart.ts';
export type { CartState, CartActions, CartList, CartGoods, CartSku } from './cart.ts';
export { useLocationStore, hydrateLocationStore, LOCATION_TYPE } from './location.ts';
export type { LocationState, LocationActions, StoredLocation } from './location.ts';
export { useStoreStore, initialStoreState, hydrateStoreStore, currentStoreId, isHomePath } from './store.ts';
export type { StoreState, StoreActions } from './store.ts';
export { useSourceStore, initialSourceState, hydrateSourceStore } from './source.ts';
export type { SourceState, SourceActions } from './source.ts';
export { useLanguageStore, hydrateLanguageStore, LANGUAGES, DEFAULT_LANG, isLang } from './language.ts';
export type { Lang, LanguageState, LanguageActions } from './language.ts';
export { useMember, useIsLoggedIn, useCart, useSite, useAddon, useLang } from './hooks.ts';
export type { MemberView, CartView } from './hooks.ts';
