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
export { useWidgetData, useWidgetDataFor, usePagePopup, usePagedSource, useSourceStatus, usePagePhase, type WidgetData, type WidgetDataFor, type PagedSource } from '../renderer/hooks.ts';
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
// Lists over a page's paged source: PagedMore (next pages, end tip) and PagedEmpty (not before the first answer).
export { EmptyState, PagedEmpty, pagedSettled, type EmptyStateProps, type PagedEmptyProps } from '../shell/EmptyState.tsx';
export { InfiniteScroll, EndTip, PagedMore, type InfiniteScrollProps, type PagedMoreProps } from '../shell/InfiniteScroll.tsx';
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
export { useBuiltPath, useLinkAvailable, useLinkShown } from '../diy/built.ts';
export { sanitizeHtml, safeHref, filterStyle } from '../diy/sanitize.ts';

// Writes: calls that never throw, a failed answer as a toast.
export { call, toastFailure } from './api.ts';

// Forms: the declared rules judged (translated messages, the first failure), and form pieces.
export { translateRule, pickRules, captchaRules, firstError, validateFirst, type LooseFieldRules } from './forms/validate.ts';
export { ImageUploader, type ImageUploaderProps } from './forms/ImageUploader.tsx';
export { SchemaForm, schemaFormFields, type SchemaFormHandle, type SchemaFormProps, type FilledField } from './forms/SchemaForm.tsx';
export { LazySchemaForm } from './forms/LazySchemaForm.tsx';
export { Switch, type SwitchProps } from './forms/Switch.tsx';

// The goods kit: goods rows, cards, prices, promotions, the diy data blocks' texts and icons.
export { goodsRows, showPrice, linePrice, hasManySkus, goodsName, goodsDetailPath, pathLink, goodsImage, buyGoods, type GoodsItem } from './goods/goods.ts';
export { GoodsCards, goodsCard, type CardItem, type GoodsCardsProps } from './goods/GoodsCards.tsx';
export { Img, type DefaultImgKind } from './goods/Img.tsx';
export { specGroups, selectedNames, targetSku, limitLeft, quantityBounds, clampNum as clampSkuNum, type SpecGroup, type SpecValue } from './goods/spec.ts';
export { Price, LinePrice } from './goods/Price.tsx';
export { PromotionBlock, PromotionHeader, Countdown, hms, promoCard, type PromotionProps, type PromotionSpec } from './goods/Promotion.tsx';
export { lookOf, templateOf, buttonText, tagText, GOODS_LIST_LOOK, type Look, type GoodsLookProps, type Template } from './goods/look.ts';
export { DIY_NS, useDiyText, diyText, isChinese, merchantText, type DiyT } from './goods/text.ts';
export { CartIcon as GoodsCartIcon, PlusIcon, ArrowRight, ArrowDown, SearchIcon, SettingsIcon, LocationIcon, PhoneIcon, ClockIcon, AvatarIcon } from './goods/icons.tsx';
export { listOf } from './goods/listOf.ts';
export { promotionTags } from './goods/promotionTags.ts';

// The orders kit: an order read defensively, its goods lines, buttons and refunds.
export { asOrder, goodsOf, isRecord, orderButtons, orderPayload, positive, specText, type Order, type OrderGoods, type RefundAction, type MemberAction, type ButtonSpec } from './orders/order.ts';
export { GoodsLine, type GoodsLineProps } from './orders/GoodsLine.tsx';
export { FilledForm, filledFormRows, type FilledRow } from './orders/FilledForm.tsx';
export { PromotionTag, promotionOf } from './orders/PromotionTag.tsx';
export { ActionButtons, type ActionButtonsProps } from './orders/ActionButtons.tsx';
export { allowedTypes, refundGoods } from './orders/refund.ts';

// The account kit: login, register, find password, bind mobile.
export { MEMBER_CENTRE_PATH, accountExtras, startSession, backTarget, leaveTo, withBack, lt, digits, hasWay, flag } from './account/account.ts';
export { AccountHeader, TextField, AgreementLine, type TextFieldProps } from './account/fields.tsx';
export { AgreementPopup, htmlToNodes, type AgreementType } from './account/AgreementPopup.tsx';
export { useAgreementGate, type AgreementGate } from './account/agreement.tsx';
export { useCaptcha, type Captcha, type CaptchaState } from './account/useCaptcha.ts';
export { CaptchaImg, type CaptchaImgProps } from './account/CaptchaImg.tsx';
export { useSmsSender, type SmsSender, type SmsSenderOptions } from './account/useSmsSender.ts';
export { useSmsCountdown, SMS_WAIT_SECONDS, type SmsCountdown } from './account/useSmsCountdown.ts';
export { SmsButton, type SmsButtonProps } from './account/SmsButton.tsx';
export { PrivacyDialog, showDisagreeModal, type PrivacyDialogProps } from './account/PrivacyDialog.tsx';
export { useRegisterReward, RewardPopup, type RegisterRewardFlow, type RewardPopupProps } from './account/registerReward.tsx';
export { rewardOf, fetchRegisterReward, rewardTarget, goReward, REWARD_PATHS, type RewardChoice, type RegisterReward, type RewardCoupon } from './account/reward.ts';
export { withComplexity } from './account/complexity.ts';

// The pay kit: checkout and payment.
export { yuan, newIdempotencyKey, historyDepth, goBack, pathWith, currentPath, leaveFor, resultReturnUrl, sumFen, payTotalFen } from './pay/pay.ts';
export { PayPasswordPopup, PAY_PASSWORD_LENGTH, type PayPasswordPopupProps } from './pay/PayPasswordPopup.tsx';
export { CodeBoxes, digitsOnly, type CodeBoxesProps } from './pay/CodeBoxes.tsx';

// Store notes: a note's like.
export { useNoteLike, type NoteLikeState } from './notes/like.ts';
export { NoteLikeButton, type NoteLikeButtonProps } from './notes/LikeButton.tsx';

// Member, coupons, search, topics.
export { SELECTED_ADDRESS_KEY, selectAddress, takeSelectedAddress } from './member/addressSelection.ts';
export { ladder, needGrowth, progress, discountText, num as finiteNumber, type Level, type Translate as LevelTranslate } from './member/levels.ts';
export { birthdayText, maskMobile, editType, SEX_KEYS, type EditType } from './member/profile.ts';
export { isAllClaimed, centreState, shortMoney, hasThreshold, claimedPercent, percentOff, valueText, thresholdText, validityText, type CouponType, type CentreState, type Translate as CouponTranslate } from './coupons/coupon.ts';
export { SEARCH_HISTORY_KEY, onHistoryChange, readHistory, addHistory, removeHistory, clearHistory } from './search/history.ts';
export { TopicStatus, statusKey, timeRange, useCountdown, splitSeconds, Clock, type TopicTimes } from './topic/countdown.tsx';

// The promotion kit: the buy-now promotions' goods rows, price band, goods head and bottom bar.
export { PromoGoodsList, PromoGoodsRow, PromoLine, SoldBar, soldPercent, type PromoLineProps, type PromoGoodsListProps, type PromoGoodsRowProps } from './promotion/PromoGoodsList.tsx';
export { PriceBand, PromoGoodsHead, PromoNote, PromoFact, useMissing, type PriceBandProps, type PromoGoodsHeadProps } from './promotion/PriceBand.tsx';
export { PromoActionBar, type PromoActionBarProps } from './promotion/ActionBar.tsx';
export { Stepper, type StepperProps } from './promotion/Stepper.tsx';

// The bargain kit: what a launch allows now, its progress, the share link.
export { launchPhase, canBuy, launchProgress, bargainSharePath, LaunchStatus as BargainLaunchStatus, type BargainLaunch, type LaunchPhase } from './bargain/bargain.ts';

// The games kit: a game's info read defensively, one play on the server's draw, the shared pieces.
export { asGame, blockerOf, useGamePlay, landingSlot, wheelRotation, type GameInfo, type GameAward, type GameKind, type GamePlay, type PlayResult as GamePlayResult, type Blocker as GameBlocker } from './game/game.ts';
export { gameWidget, GameStage, GameFacts, GameFooter, GameResult, GameRules, GameWinners, GameMissing, canTap as canTapGame, useResultText as useGameResultText } from './game/GameKit.tsx';

// A QR code (SVG, server-safe) of a link: invite posters, share cards.
export { QrCode, type QrCodeProps } from './qr/QrCode.tsx';

// The chat with the shop: the socket's client (a subscription: reconnect, outbox, resend once) and the room's live state.
export { ChatClient, backoffDelay, newClientMsgId, UNAUTHORIZED_CLOSE, type ChatContent, type ChatEvent, type ChatMessage, type ChatStatus, type ChatGoodsCard, type ChatOrderCard, type Outgoing as ChatOutgoing, type SocketFactory as ChatSocketFactory } from './chat/client.ts';
export { useChatRoom, chatSocketUrl, type ChatRoom } from './chat/useChat.ts';
