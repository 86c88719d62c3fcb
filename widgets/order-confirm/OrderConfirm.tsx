import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { call, currentPath, EmptyState, getActionEnv, isSuccess, pathWith, PayPasswordPopup, refreshCart, removeStored, LazySchemaForm, takeSelectedAddress, toastFailure, toFen, usePageContext, useTexts, type SchemaFormHandle, type WidgetProps, yuan } from '../../src/sdk/index.ts';
import { choiceParams, choicesOf, formDataParam, isPromotionGroup, keepTypedForm, needsAddress, ORDER_CHECKOUT, patchChoices, promotionCheckout, promotionName, sessionOf, typedForm, type CalcData, type CheckoutForm, type Choices, type Coupon, type GoodsLine } from './checkout.ts';
import { AddressCard, CouponPopup, DeliveryTabs, GoodsLines, StoreCard, StorePopup, SwitchRow, Totals, type T } from './parts.tsx';
import { defaults, type OrderConfirmProps } from './props.gen.ts';
import './order-confirm.css';

export type { OrderConfirmProps };
export { defaults };

type Phase = 'loading' | 'ready' | 'noGoods' | 'failed';

/** A line (or the order) asks for a form with fields. */
const hasForm = (l: { goods_form?: CheckoutForm | null }): boolean => !!l.goods_form && Array.isArray(l.goods_form.json_data) && l.goods_form.json_data.length > 0;

export default function OrderConfirm({ props, node }: WidgetProps<OrderConfirmProps>): ReactElement {
  const { t: ti } = useTexts('checkout');
  const t: T = (key, vars) => ti(key, vars ?? {});
  const page = usePageContext();
  // The session lives with the page instance (or, outside a page, with this component).
  const [token] = useState<object>(() => ({}));
  const owner: object = page?.runtime ?? token;
  const [phase, setPhase] = useState<Phase>('loading');
  const [failMessage, setFailMessage] = useState('');
  const [calc, setCalc] = useState<CalcData | null>(null);
  const [coupons, setCoupons] = useState<Coupon[]>([]);
  const [calculating, setCalculating] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [couponOpen, setCouponOpen] = useState(false);
  const [storeOpen, setStoreOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [message, setMessage] = useState(() => choicesOf(owner).buyer_message);
  const inFlight = useRef(false);
  const calcSeq = useRef(0);
  // The forms the order asks for (the order form, each line's goods form): their fields judge themselves.
  const rootRef = useRef<HTMLDivElement>(null);
  const orderFormRef = useRef<SchemaFormHandle>(null);
  const goodsFormRefs = useRef(new Map<number, SchemaFormHandle>());
  const [formBusy, setFormBusy] = useState(false);

  // The promotion descriptor picks the endpoint group; its payload's values key the memo, so a
  // re-render with the same bound values keeps the same flow.
  const group = isPromotionGroup(props.promotion?.group) ? props.promotion.group : null;
  const payloadKey = JSON.stringify(props.promotion?.payload ?? {});
  const api = useMemo(() => (group ? promotionCheckout({ group, payload: JSON.parse(payloadKey) as Record<string, unknown> }) : ORDER_CHECKOUT), [group, payloadKey]);
  const storageKey = props.storageKey || api.storageKey;

  /** payment (+ coupon list and the best coupon) for the goods and the session's choices. */
  const load = useCallback(async () => {
    const seq = ++calcSeq.current;
    const goods = api.goods(storageKey);
    const picked = takeSelectedAddress();
    if (picked) patchChoices(owner, { address_id: picked });
    if (!goods) {
      setPhase('noGoods');
      return;
    }
    let res = await call<CalcData>(api.payment, { ...goods, ...choiceParams(choicesOf(owner), api) });
    if (res && !isSuccess(res) && choicesOf(owner).address_id) {
      // The chosen address may be gone: fall back to the member's default one.
      res = await call<CalcData>(api.payment, { ...goods, ...choiceParams(patchChoices(owner, { address_id: undefined }), api) });
    }
    if (seq !== calcSeq.current) return;
    if (!res || !isSuccess(res) || !res.data) {
      setFailMessage(res?.message ?? '');
      setPhase('failed');
      return;
    }
    let data = res.data;
    let list: Coupon[] = [];
    if (api.couponList && Array.isArray(data.modules) && data.modules.includes('coupon')) {
      const cl = await call<Coupon[]>(api.couponList, { order_key: data.order_key, ...choiceParams(choicesOf(owner), api) });
      list = cl && isSuccess(cl) && Array.isArray(cl.data) ? cl.data : [];
      const want = choicesOf(owner).coupon_id;
      const known = want === 0 || list.some((c) => c.coupon_id === want);
      // NiuShop preselects the first (best) coupon; a choice the shopper made is kept while usable.
      const choices = patchChoices(owner, { coupon_id: want !== undefined && known ? want : (list[0]?.coupon_id ?? 0) });
      if (choices.coupon_id !== Number(data.coupon_id ?? 0)) {
        const again = await call<CalcData>(api.calculate, { order_key: data.order_key, ...choiceParams(choices, api) });
        if (again && isSuccess(again) && again.data) data = again.data;
      }
    } else if (choicesOf(owner).coupon_id) {
      patchChoices(owner, { coupon_id: undefined });
    }
    if (seq !== calcSeq.current) return;
    if (data.delivery?.delivery_type) patchChoices(owner, { delivery_type: data.delivery.delivery_type });
    setCoupons(list);
    setCalc(data);
    setPhase('ready');
  }, [owner, api, storageKey]);

  useEffect(() => {
    let live = true;
    const seqRef = calcSeq;
    void Promise.resolve().then(() => (live ? load() : undefined));
    return () => {
      live = false;
      seqRef.current += 1; // answers arriving after leaving are dropped
    };
  }, [load]);

  /** Applies a change of the choices and asks the server for the new totals. */
  const recalc = useCallback(
    async (patch: Partial<Choices>) => {
      if (!calc) return;
      const choices = patchChoices(owner, patch);
      if (!calc.order_key) {
        // An answer nothing can be created from (the flash sale's early "sold out", stored under no
        // order_key): payment prices the goods afresh with the new choices.
        void load();
        return;
      }
      const seq = ++calcSeq.current;
      setCalculating(true);
      const res = await call<CalcData>(api.calculate, { order_key: calc.order_key, ...choiceParams(choices, api) });
      if (seq !== calcSeq.current) return;
      setCalculating(false);
      if (res && isSuccess(res) && res.data) {
        if (res.data.delivery?.delivery_type) patchChoices(owner, { delivery_type: res.data.delivery.delivery_type });
        setCalc(res.data);
        return;
      }
      if (res) {
        // e.g. the order data expired: say so and price the goods afresh.
        toastFailure(res);
        void load();
      }
    },
    [calc, owner, api, load],
  );

  /** A member without a pay password sets one first (and comes back here) or goes on without the balance. */
  const askSetPayPassword = useCallback(() => {
    const env = getActionEnv();
    void env
      .modal({ title: ti('setPayPassword.title'), content: ti('setPayPassword.content'), confirmText: ti('setPayPassword.confirm'), cancelText: ti('setPayPassword.cancel') })
      .then((ok) => {
        if (ok) env.navigator.navigate(pathWith(props.payPasswordPath || '/pages_tool/member/pay_password', { back: currentPath() }));
        else void recalc({ is_balance: 0 });
      });
  }, [ti, recalc, props.payPasswordPath]);

  const create = useCallback(
    async (password?: string): Promise<boolean> => {
      if (inFlight.current || !calc) return false;
      inFlight.current = true;
      setSubmitting(true);
      const choices = choicesOf(owner);
      const params: Record<string, unknown> = {
        order_key: calc.order_key,
        ...choiceParams(choices, api),
        buyer_message: choices.buyer_message,
        idempotency_key: sessionOf(owner).idempotencyKey,
      };
      const formData = formDataParam({
        order: calc.system_form && orderFormRef.current ? { form_id: calc.system_form.id, fields: orderFormRef.current.data() } : null,
        goods: (calc.goods_list ?? []).flatMap((l) => {
          const handle = l.goods_form ? goodsFormRefs.current.get(l.sku_id) : undefined;
          return handle && l.goods_form ? [{ sku_id: l.sku_id, form_id: l.goods_form.id, fields: handle.data() }] : [];
        }),
      });
      if (formData) params.form_data = formData;
      if (password) params.pay_password = password;
      const res = await call<string>(api.create, params);
      if (res && isSuccess(res) && res.data) {
        const code = String(res.data);
        removeStored(storageKey);
        if (api.fromCart) void refreshCart();
        const next = toFen(calc.pay_money) === 0 ? props.resultPath : props.payPath;
        getActionEnv().navigator.redirect(pathWith(next || '/pages_tool/pay/index', { code }));
        return true; // stays "in flight": the page is being left
      }
      inFlight.current = false;
      setSubmitting(false);
      if (res && Number((res.data as { need_set_pay_password?: number } | null)?.need_set_pay_password) === 1) {
        // The server asks for a pay password set first (the shop turned the setting on meanwhile).
        setPasswordOpen(false);
        askSetPayPassword();
        return false;
      }
      toastFailure(res);
      if (res && !password) void recalc({});
      return false;
    },
    [calc, owner, api, storageKey, props.resultPath, props.payPath, recalc, askSetPayPassword],
  );

  const openPayPassword = () => getActionEnv().navigator.navigate(pathWith(props.payPasswordPath || '/pages_tool/member/pay_password', { back: currentPath() }));

  /**
   * Judges the order's forms in the page's order (the lines' goods forms, then the order form):
   * every field shows its message; the first one is said and its field brought into view. True
   * when all pass.
   */
  const verifyForms = async (): Promise<boolean> => {
    const lines = calc?.goods_list ?? [];
    const handles = [...lines.map((l) => goodsFormRefs.current.get(l.sku_id)), orderFormRef.current].filter((h): h is SchemaFormHandle => !!h);
    // the forms' code still on its way: nothing to judge yet, so no order either (the next tap will)
    if (handles.length < lines.filter(hasForm).length + (hasForm({ goods_form: calc?.system_form }) ? 1 : 0)) return false;
    let first: string | null = null;
    for (const h of handles) {
      const message = await h.verify();
      first ??= message;
    }
    if (!first) return true;
    getActionEnv().toast(first);
    // after the messages render: the first field in trouble, in view
    setTimeout(() => {
      const bad = rootRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], .sf-error');
      bad?.scrollIntoView?.({ block: 'center' });
      if (bad && bad.matches('input, select, textarea')) bad.focus({ preventScroll: true });
    }, 0);
    return false;
  };

  const submit = async () => {
    if (inFlight.current || !calc || phase !== 'ready' || calculating || formBusy) return;
    const env = getActionEnv();
    patchChoices(owner, { buyer_message: message });
    if (calc.error) {
      env.toast(calc.error_msg || t('loadFailed'));
      return;
    }
    const type = calc.delivery?.delivery_type;
    if (needsAddress(type) && !calc.member_address) {
      env.toast(t('chooseAddress'));
      return;
    }
    if (type === 'store' && !calc.delivery?.delivery_store_info) {
      env.toast(t('store.choose'));
      return;
    }
    if (!(await verifyForms())) return;
    if (Number(calc.is_balance) === 1 && toFen(calc.balance_money) > 0 && Number(calc.pay_password_required ?? 1) !== 0) {
      if (!Number(calc.member_account?.is_pay_password)) {
        askSetPayPassword();
        return;
      }
      setPasswordOpen(true);
      return;
    }
    void create();
  };

  const chooseAddress = () => {
    const back = currentPath();
    const env = getActionEnv();
    if (calc?.member_address) env.navigator.navigate(pathWith(props.addressListPath || '/pages_tool/member/address', { back }));
    else env.navigator.navigate(pathWith(props.addressEditPath || '/pages_tool/member/address_edit', { back }));
  };

  if (phase === 'noGoods') {
    return (
      <div className="oc" data-node-id={node.id}>
        <EmptyState text={t('noGoods')} />
      </div>
    );
  }
  if (phase === 'failed') {
    return (
      <div className="oc" data-node-id={node.id}>
        <EmptyState text={failMessage || t('loadFailed')} buttonText={t('retry')} onButton={() => void load()} />
      </div>
    );
  }
  if (phase === 'loading' || !calc) {
    return (
      <div className="oc oc--loading" data-node-id={node.id} aria-busy="true">
        <div className="oc-card oc-skeleton" />
        <div className="oc-card oc-skeleton oc-skeleton--tall" />
      </div>
    );
  }

  const delivery = calc.delivery ?? {};
  const type = delivery.delivery_type ?? 'express';
  const types = Array.isArray(delivery.express_type) ? delivery.express_type : [];
  const storeList = types.find((d) => d.name === 'store')?.store_list ?? [];
  const account = calc.member_account ?? {};
  const balanceTotal = toFen(account.balance_total);
  const pointOn = api.points && Number(calc.point_cash?.is_enable) === 1;
  const chosenCoupon = coupons.find((c) => c.coupon_id === Number(calc.coupon_id));
  const goodsForm = (l: GoodsLine) =>
    l.goods_form && hasForm(l) ? (
      <div className="oc-form" data-testid="oc-goods-form">
        {l.goods_form.form_name ? <div className="oc-form-name">{l.goods_form.form_name}</div> : null}
        <Suspense fallback={null}>
          <LazySchemaForm
            ref={(h: SchemaFormHandle | null) => {
              if (h) goodsFormRefs.current.set(l.sku_id, h);
              else goodsFormRefs.current.delete(l.sku_id);
            }}
            form={l.goods_form}
            idPrefix={`oc-${node.id}-g${l.sku_id}`}
            onBusy={setFormBusy}
            // typed here before (the way back from the address list), else filled on goods detail / in the cart
            initial={typedForm(owner, `g${l.sku_id}`) ?? l.form_data ?? undefined}
            onValues={(fields) => keepTypedForm(owner, `g${l.sku_id}`, fields)}
          />
        </Suspense>
      </div>
    ) : null;
  const orderForm: CheckoutForm | null = calc.system_form && hasForm({ goods_form: calc.system_form }) ? calc.system_form : null;

  return (
    <div className="oc" data-node-id={node.id} data-calculating={calculating ? '1' : undefined} ref={rootRef}>
      {calc.error && calc.error_msg ? (
        <div className="oc-error" role="alert">
          {calc.error_msg}
        </div>
      ) : null}

      {types.length > 1 ? <DeliveryTabs types={types} current={type} onChange={(name) => void recalc({ delivery_type: name, store_id: name === 'store' ? (choicesOf(owner).store_id ?? storeList[0]?.store_id) : undefined })} t={t} /> : null}

      {needsAddress(type) ? (
        <AddressCard address={calc.member_address ?? null} onClick={chooseAddress} t={t} attached={types.length > 1} />
      ) : (
        <StoreCard store={delivery.delivery_store_info ?? null} onClick={() => setStoreOpen(true)} t={t} attached={types.length > 1} />
      )}

      {group && api.info && promotionName(calc[api.info as `${string}_info`]) ? (
        <div className="oc-card oc-topic" data-testid="oc-promotion">
          <span className="oc-topic-tag">{t(`promotion.${group}.name`)}</span>
          <span className="oc-topic-name">{promotionName(calc[api.info as `${string}_info`])}</span>
          <span className="oc-topic-price">{t(`promotion.${group}.price`)}</span>
        </div>
      ) : null}

      <GoodsLines lines={calc.goods_list ?? []} form={goodsForm} />

      <div className="oc-card oc-options">
        {api.couponList ? (
          <button type="button" className="oc-row oc-row--link" onClick={() => coupons.length && setCouponOpen(true)} disabled={!coupons.length} data-testid="oc-coupon">
            <span className="oc-row-label">{t('coupon.label')}</span>
            <span className={`oc-row-value${toFen(calc.coupon_money) > 0 ? ' oc-price' : ''}`}>
              {!coupons.length
                ? t('coupon.none')
                : chosenCoupon && toFen(calc.coupon_money) > 0
                  ? `-¥${yuan(calc.coupon_money)}`
                  : Number(calc.coupon_id) > 0
                    ? chosenCoupon?.coupon_name ?? ''
                    : t('coupon.available', { n: coupons.length })}
            </span>
            {coupons.length ? <span className="oc-arrow" aria-hidden="true">›</span> : null}
          </button>
        ) : null}
        {pointOn ? (
          <SwitchRow
            label={t('point.label')}
            desc={Number(calc.is_point) === 1 && Number(calc.use_point) > 0 ? t('point.desc', { n: calc.use_point, money: yuan(calc.point_money) }) : ''}
            checked={Number(calc.is_point) === 1}
            onChange={(on) => void recalc({ is_point: on ? 1 : 0 })}
            disabled={calculating}
          />
        ) : null}
        {balanceTotal > 0 && Number(calc.balance_show ?? 1) === 1 ? (
          <SwitchRow
            label={t('balance.label')}
            desc={t('balance.desc', { money: yuan(account.balance_total) })}
            checked={Number(calc.is_balance) === 1}
            onChange={(on) => void recalc({ is_balance: on ? 1 : 0 })}
            disabled={calculating}
          />
        ) : null}
        <label className="oc-row oc-remark">
          <span className="oc-row-label">{t('remark.label')}</span>
          <input
            name="buyer_message"
            value={message}
            maxLength={props.remarkMaxLength ?? 100}
            placeholder={t('remark.placeholder')}
            onChange={(e) => setMessage(e.target.value)}
            // Kept for the way back from the address pages; the price does not depend on it, so no
            // recalculation (it disabled Place order under the tap that left the field).
            onBlur={() => patchChoices(owner, { buyer_message: message })}
          />
        </label>
      </div>

      {orderForm ? (
        <div className="oc-card oc-form" data-testid="oc-order-form">
          {orderForm.form_name ? <div className="oc-form-name">{orderForm.form_name}</div> : null}
          <Suspense fallback={null}>
            <LazySchemaForm
              ref={orderFormRef}
              form={orderForm}
              idPrefix={`oc-${node.id}-order`}
              onBusy={setFormBusy}
              initial={typedForm(owner, 'order')}
              onValues={(fields) => keepTypedForm(owner, 'order', fields)}
            />
          </Suspense>
        </div>
      ) : null}

      <Totals calc={calc} t={t} />

      <div className="oc-bar-spacer" />
      <div className="oc-bar">
        <span className="oc-bar-count">{t('goodsCount', { n: calc.goods_num })}</span>
        <span className="oc-bar-total">
          {t('bar.total')}
          <strong className="oc-price" data-testid="oc-pay-money">
            ¥{yuan(calc.pay_money)}
          </strong>
        </span>
        <button type="button" className="oc-submit" onClick={() => void submit()} disabled={submitting || calculating || formBusy} aria-busy={submitting}>
          {submitting ? t('bar.submitting') : t('bar.submit')}
        </button>
      </div>

      <CouponPopup
        open={couponOpen}
        coupons={coupons}
        current={Number(calc.coupon_id)}
        onClose={() => setCouponOpen(false)}
        onChoose={(id) => {
          setCouponOpen(false);
          if (id !== Number(calc.coupon_id)) void recalc({ coupon_id: id });
        }}
        t={t}
      />
      <StorePopup
        open={storeOpen}
        stores={storeList}
        current={Number(delivery.store_id ?? 0)}
        onClose={() => setStoreOpen(false)}
        onChoose={(id) => {
          setStoreOpen(false);
          if (id !== Number(delivery.store_id ?? 0)) void recalc({ delivery_type: 'store', store_id: id });
        }}
        t={t}
      />
      <PayPasswordPopup
        open={passwordOpen}
        amount={yuan(calc.balance_money)}
        onClose={() => setPasswordOpen(false)}
        onSubmit={async (pw) => {
          const ok = await create(pw);
          if (ok) setPasswordOpen(false);
          return ok;
        }}
        onForgot={() => {
          setPasswordOpen(false);
          openPayPassword();
        }}
      />
    </div>
  );
}
