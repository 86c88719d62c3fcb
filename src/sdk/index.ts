/**
 * The widget SDK: everything a widget (widgets/<type>/) may import besides its own folder.
 * ESLint (eslint.config.js) refuses any other import from a widget; a manifest imports
 * ./isomorphic.ts (the server loads it), tests also ./testing/. Re-exports only: every name keeps
 * its home module, and the build treats this list as free of side effects (vite.config.ts), so a
 * widget chunk carries only what the widget uses. See docs/ARCHITECTURE.md and src/renderer/README.md.
 */

// Defining a widget and its props, diy field values, money, dates, paths, form rules: the
// isomorphic part, safe on the server (what a manifest imports).
export * from './isomorphic.ts';

// Texts and language.
export { useTexts } from '../i18n/useTexts.ts';
export { i18n, t } from '../i18n/instance.ts';
export { useLanguage, useShellText, shellText, type ShellKey } from '../shell/text.ts';
export { LANGUAGES, useLanguageStore, type Lang } from '../stores/language.ts';

// Page hooks: the node's page, its popups and data sources.
export { usePagePopup, usePagedSource, useSourceStatus, usePagePhase, useRefreshSignal, type RefreshGeneration, type PagedSource } from '../renderer/hooks.ts';
export { usePageContext, useRenderScope } from '../renderer/context.ts';
export type { PageRuntime } from '../renderer/loader.ts';

// Global state through small hooks, and the stores behind them.
export { useMember, useIsLoggedIn, useCart, useSite, useAddon, useLang, type MemberView, type CartView } from '../stores/hooks.ts';
export { useMemberStore, isLoggedIn } from '../stores/member.ts';
export { useCartStore, refreshCart } from '../stores/cart.ts';
export { useGuestCartStore } from '../stores/guestCart.ts';
export { useSiteStore, defaultAddonFlags } from '../stores/site.ts';
export { useSourceStore } from '../stores/source.ts';
export { useStoreStore, currentStoreId } from '../stores/store.ts';
export { readStored, writeStored, removeStored } from '../stores/persist.ts';
export type { MemberInfo } from '../stores/types.ts';
export { loadMember } from '../boot/start.ts';

// Navigation, toast and modal facades, and the action environment behind them.
export { navigation, toast, modal } from './facades.ts';
export { getActionEnv } from '../actions/env.ts';
export type { ActionEnv, ActionNavigator, ModalOptions } from '../actions/types.ts';
export { ensureLoggedIn } from '../actions/requireLogin.ts';
export { addSkuToCart, type AddOutcome } from '../actions/addToCart.ts';

// Writes to the API (reads are data sources of the page or of the widget's manifest).
export { request, upload, isSuccess, type ApiResult, type RequestOptions } from '../data/client.ts';
export { isWechatBrowser } from '../data/appType.ts';

// Shell pieces.
export { EmptyState, type EmptyStateProps } from '../shell/EmptyState.tsx';
export { InfiniteScroll, EndTip, type InfiniteScrollProps } from '../shell/InfiniteScroll.tsx';
export { Popup, type PopupProps } from '../shell/Popup.tsx';
export { showToast, hideToast, showModal, type ToastIcon } from '../shell/feedback.ts';
export { HomeIcon, CartIcon, CloseIcon } from '../shell/icons.tsx';

// Forms: values judged on submit by the shared validation rules (the rules: ./isomorphic.ts).
export { firstFormError, formErrors, type FormErrors, type Translate } from '../validation/formErrors.ts';
export { useRulesForm, type RulesForm } from '../validation/useRulesForm.ts';

// The diy kit: the merchant components' common fields, blocks, pictures, links, icons.
export {
  marginOf,
  outerStyle,
  radiusStyle,
  boxStyle,
  elementStyle,
  textColor,
  ornamentStyle,
  fontWeight,
  iconLook,
  type IconLook,
} from '../diy/style.ts';
export type { DiyCommonProps, DiyIconStyle, DiyMargin, DiyLink as DiyLinkObject } from '../diy/types.ts';
export { DiyBlock, type DiyBlockProps } from '../diy/DiyBlock.tsx';
export { DiyImage, ratioOf, type DiyImageProps } from '../diy/DiyImage.tsx';
export { DiyLink, type DiyLinkProps } from '../diy/DiyLink.tsx';
export { HotAreas } from '../diy/HotAreas.tsx';
export { DiyIcon, Glyph, glyphName, hasGlyph, type DiyIconProps, type GlyphProps } from '../diy/icons.tsx';
export { goDiyLink, linkHref, resolveLink, useDiyNavigate, type DiyLinkTarget } from '../diy/link.ts';
export { useBuiltPath, useLinkShown } from '../diy/built.ts';
export { sanitizeHtml, safeHref, filterStyle } from '../diy/sanitize.ts';
