import { ApiError, Code } from '../../http/errors.ts';
import { devOnly } from '../../http/devOnly.ts';
import { defineRoutes, schemaRef } from '../../http/routes.ts';
import { peekCaptcha } from '../captcha/service.ts';
import { ConfigKey, getConfig, setConfig } from '../config/queries.ts';
import { invalidateEverywhere, Tag } from '../../cache/index.ts';
import { isThemeName, THEME_NAMES, THEMES } from '../../../src/theme/themes.ts';
import { outbox } from '../sms/service.ts';
import { changeAccount } from '../account/ledger.ts';
import { toFen } from '../../lib/money.ts';
import { jobByName, sweep } from '../../jobs/index.ts';
import { TradeConfig } from '../order/calc.ts';

const P = schemaRef('config');


/** Config rows the e2e suites may switch (merged into the stored value). */
const SWITCHABLE = new Set<string>([
  ConfigKey.CAPTCHA,
  ConfigKey.REGISTER,
  ConfigKey.SHOP_STATUS,
  ConfigKey.ADDONS,
  ConfigKey.REGISTER_REWARD,
  ConfigKey.MAP,
  ConfigKey.STYLE,
  // the order timers (auto close minutes, take-delivery and completion days): shop settings without a screen
  TradeConfig.ORDER_EVENT_TIME,
  // customer service per client (`{h5: {type, wxwork_url?, third_url?}}`): where the diy link MEMBER_CONTACT goes
  ConfigKey.SERVICER,
]);

/**
 * The theme row (`style_theme` of /api/config/init) after a patch: its `name` must be one of the
 * eight themes (src/theme/themes.json). A patch that names a theme without its colours gets the
 * theme's main and auxiliary colours, as the merchant's theme picker stores them.
 */
function styleValue(current: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const name = patch.name ?? current.name;
  if (!isThemeName(name)) throw new ApiError(Code.ERROR, 'INVALID_PARAM', { name: `value.name (${THEME_NAMES.join('|')})` });
  const colours = patch.name === undefined ? {} : { main_color: THEMES[name].main_color, aux_color: THEMES[name].aux_color };
  return { ...current, ...colours, ...patch };
}

/**
 * A config row changed behind the admin's back: every copy of the site config this process keeps
 * is dropped (the public-read caches, which the /h5/ first render reads too), so the next API
 * answer and the next page's inlined `__INIT__` (with its theme variables) show the change at once.
 */
function siteConfigChanged(): void {
  invalidateEverywhere(Tag.config);
}

export default defineRoutes('dev', (api) => {
  /** SMS messages the local provider sent to `mobile`, newest first. */
  /** Runs one due job (server/jobs) now, or as if the clock read `at`; answers how many rows it changed. */
  api.route('/dev/jobs/run', { ignoreSiteClose: true, params: P('DevJobsRunRequest') }, async (ctx) => {
    devOnly(ctx);
    const job = jobByName(ctx.services.jobs, ctx.params.name);
    if (!job) throw new ApiError(Code.ERROR, 'INVALID_PARAM', { name: 'name' });
    return sweep(ctx.db, job, ctx.params.at ?? ctx.services.now());
  });
  api.route('/dev/outbox', { ignoreSiteClose: true, params: P('DevOutboxRequest') }, async (ctx) => {
    devOnly(ctx);
    const rows = await outbox(ctx.db, ctx.params.mobile);
    return rows.map((r) => ({ mobile: r.mobile, code: r.code, template: r.template, content: r.content, create_time: r.create_time }));
  });

  /** The code of an image captcha. */
  api.route('/dev/captcha', { ignoreSiteClose: true, params: P('DevCaptchaRequest') }, async (ctx) => {
    devOnly(ctx);
    const code = await peekCaptcha(ctx.db, ctx.params.captcha_id);
    if (code === null) throw new ApiError(Code.ERROR, 'CAPTCHA_FAILURE');
    return { code };
  });

  /**
   * Merges `value` (a JSON object) into a switchable config row, e.g. CAPTCHA_CONFIG, or
   * SHOP_STYLE_CONFIG `{"name":"black"}` (the colour theme, one of the eight).
   */
  api.route('/dev/config', { ignoreSiteClose: true, params: P('DevConfigRequest') }, async (ctx) => {
    devOnly(ctx);
    if (!SWITCHABLE.has(ctx.params.config_key)) throw new ApiError(Code.ERROR, 'INVALID_PARAM', { name: 'config_key' });
    let patch: unknown;
    try {
      patch = JSON.parse(ctx.params.value);
    } catch {
      throw new ApiError(Code.ERROR, 'INVALID_PARAM', { name: 'value' });
    }
    if (!patch || typeof patch !== 'object' || Array.isArray(patch)) throw new ApiError(Code.ERROR, 'INVALID_PARAM', { name: 'value' });
    const current = await getConfig<Record<string, unknown>>(ctx.db, ctx.params.config_key, {});
    const value = ctx.params.config_key === ConfigKey.STYLE ? styleValue(current, patch as Record<string, unknown>) : { ...current, ...(patch as Record<string, unknown>) };
    await setConfig(ctx.db, ctx.params.config_key, value, { now: ctx.services.now(), ...(ctx.params.is_use === undefined ? {} : { is_use: ctx.params.is_use }) });
    siteConfigChanged();
    return value;
  });

  /**
   * Sets a store's labels (its comma-separated `label_name`; the shop's default store when no id is
   * given; none clears them), which this shop keeps without a screen: journeys of the diy StoreLabel block need some.
   * Answers the store's previous labels, so a journey can put them back.
   */
  api.route<{ store_id?: number; label_name?: string }>(
    '/dev/store/labels',
    {
      ignoreSiteClose: true,
      params: {
        type: 'object',
        properties: {
          store_id: { type: 'integer', minimum: 1 },
          label_name: { type: 'string', maxLength: 200 },
        },
      },
    },
    async (ctx) => {
      devOnly(ctx);
      const q = ctx.db.selectFrom('store').select(['store_id', 'label_name']);
      const store = await (ctx.params.store_id ? q.where('store_id', '=', ctx.params.store_id) : q.orderBy('is_default', 'desc').orderBy('store_id')).executeTakeFirst();
      if (!store) throw new ApiError(Code.ERROR, 'INVALID_PARAM', { name: 'store_id' });
      await ctx.db.updateTable('store').set({ label_name: ctx.params.label_name ?? '' }).where('store_id', '=', store.store_id).execute();
      return { store_id: store.store_id, previous: String(store.label_name ?? '') };
    },
  );

  /**
   * Adds stored balance to a member, as a shop clerk's manual adjustment would (a ledger row with
   * from_type adjust): journeys of new members that pay by balance need some. `account_type`
   * balance_money adds withdrawable balance instead (withdrawal journeys).
   */
  api.route<{ mobile: string; balance: string; account_type?: 'balance' | 'balance_money' }>(
    '/dev/member/balance',
    {
      ignoreSiteClose: true,
      params: {
        type: 'object',
        required: ['mobile', 'balance'],
        properties: {
          mobile: { type: 'string', pattern: '^\\d{11}$' },
          balance: { type: 'string', pattern: '^\\d{1,7}(\\.\\d{1,2})?$' },
          account_type: { type: 'string', enum: ['balance', 'balance_money'] },
        },
      },
    },
    async (ctx) => {
      devOnly(ctx);
      const member = await ctx.db.selectFrom('member').select('member_id').where('mobile', '=', ctx.params.mobile).where('is_delete', '=', 0).executeTakeFirst();
      if (!member) throw new ApiError(Code.ERROR, 'MEMBER_NOT_EXIST');
      const balance = await ctx.db.transaction().execute((trx) =>
        changeAccount(trx, { member_id: member.member_id, account_type: ctx.params.account_type ?? 'balance', delta: toFen(ctx.params.balance), from_type: 'adjust', remark: 'development top-up' }),
      );
      return { member_id: member.member_id, balance };
    },
  );
});
