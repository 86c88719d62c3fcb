/**
 * The isomorphic part of the widget SDK: pure code with no DOM, no stores and no React runtime,
 * safe on the server. A widget's manifest (index.ts) and any widget file the server loads import
 * this module; ./index.ts re-exports all of it for the components.
 */
export { defineWidget } from '../renderer/types.ts';
export type { WidgetProps, WidgetManifest, WidgetModule, WidgetSources, PageNode, PageSchema, RenderScope, DataSource, ActionSpec } from '../renderer/types.ts';
export { defaultsFromSchema } from '../renderer/defaults.ts';
// A declared source's params reading the node's own state (the choice its widget made: useWidgetDataFor).
export { nodeStateRef } from '../renderer/nodeSourceName.ts';

// Values of the merchants' diy fields.
export { num, clampNum, MAX_SIZE, safeColor, colorList, gradient, gradientOf, imageUrl, cssUrl, idList } from '../diy/values.ts';

// Money, dates, pictures; the promotions' China-time clock.
export { toFen, formatFen, formatMoney } from '../data/money.ts';
export { money, price, date, CURRENCY_SYMBOL } from '../bindings/functions/format.ts';
export { img } from '../bindings/functions/image.ts';
export { chinaSecondOfDay, isRunning as isSlotRunning, slotTarget, nextSlotStart, clock as slotClock, type SlotTimes } from '../data/promotionClock.ts';

// Paths.
export { HOME_PATH, LOGIN_PATH, buildPath, loginPath, safeBackPath, withBase, stripBase, queryOf } from '../routes/paths.ts';
export { MEMBER_PATH } from '../data/navigation.ts';
export type { EndpointName } from '../data/endpoints.ts';

// The goods sources' requests (the goods list's manifest declares its data with them).
export { goodsSourceParams, pageOrder, type GoodsSource } from './goods/params.ts';
export { promotionParams, promotionSources } from './goods/promotionParams.ts';

// Form rules (the server judges with the same ones).
export { check } from '../validation/check.ts';
export type { FieldRules, RuleDeclaration } from '../validation/types.ts';
export { ADDRESS_FORM_RULES } from '../validation/addressForm.ts';
export { checkFormValues, fieldKey, formRules, normalizeValue, type FormFieldDef } from '../validation/formFields.ts';
export { WITHDRAW_ACCOUNT_TYPES, withdrawAccountRules } from '../validation/withdrawAccountForm.ts';
