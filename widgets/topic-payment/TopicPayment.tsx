/**
 * The topic checkout. Same page as order-confirm (its parts, session helpers and styles) over the
 * topic's endpoints, without coupons and points: a topic order takes neither. When order-confirm
 * accepts an endpoint group and promotion goods, this widget can become a preset of it.
 */
import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { getActionEnv } from '../../src/actions/env.ts';
import { usePageContext } from '../../src/renderer/context.ts';
import { defaultsFromSchema } from '../../src/renderer/defaults.ts';
import type { WidgetProps } from '../../src/renderer/types.ts';
import { EmptyState } from '../../src/shell/EmptyState.tsx';
import { removeStored } from '../../src/stores/persist.ts';
import { takeSelectedAddress } from '../address-list/selection.ts';
import { choiceParams, choicesOf, needsAddress, patchChoices, sessionOf, type CalcData, type Choices } from '../order-confirm/checkout.ts';
import { AddressCard, DeliveryTabs, GoodsLines, StoreCard, StorePopup, Totals, type T } from '../order-confirm/parts.tsx';
import { PayPasswordPopup } from '../pay-panel/PayPasswordPopup.tsx';
import { call, currentPath, isSuccess, pathWith, toastFailure, toFen, yuan } from '../pay-panel/shared.ts';
import { Switch } from '../pay-panel/Switch.tsx';
import { topicGoodsOf } from './goods.ts';
import type { TopicPaymentProps } from './props.gen.ts';
import schema from './props.schema.json';
import '../order-confirm/order-confirm.css';
import './topic-payment.css';

export type { TopicPaymentProps };
export const defaults = defaultsFromSchema<TopicPaymentProps>(schema);

type Phase = 'loading' | 'ready' | 'noGoods' | 'failed';

interface TopicCalc extends CalcData {
  topic_info?: { topic_id?: number; topic_name?: string; end_time?: number } | null;
}

/** The topic's endpoints never read coupons or points: leave them out of the parameters. */
function params(c: Choices): Record<string, unknown> {
  const { coupon: _coupon, is_point: _point, ...rest } = choiceParams(c);
  return rest;
}

export default function TopicPayment({ props, node }: WidgetProps<TopicPaymentProps>): ReactElement {
  const { t: tc } = useTranslation('checkout', { useSuspense: false });
  const { t: tt } = useTranslation('topic', { useSuspense: false });
  const t: T = (key, vars) => tc(key, vars ?? {});
  const page = usePageContext();
  const [token] = useState<object>(() => ({}));
  const owner: object = page?.runtime ?? token;
  const [phase, setPhase] = useState<Phase>('loading');
  const [failMessage, setFailMessage] = useState('');
  const [calc, setCalc] = useState<TopicCalc | null>(null);
  const [calculating, setCalculating] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [storeOpen, setStoreOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [message, setMessage] = useState(() => choicesOf(owner).buyer_message);
  const inFlight = useRef(false);
  const calcSeq = useRef(0);

  const storageKey = props.storageKey || 'topicOrderCreateData';
  const goodsId = props.topicGoodsId;
  const goodsNum = props.num;

  const load = useCallback(async () => {
    const seq = ++calcSeq.current;
    const goods = topicGoodsOf({ topicGoodsId: goodsId, num: goodsNum }, storageKey);
    const picked = takeSelectedAddress();
    if (picked) patchChoices(owner, { address_id: picked });
    if (!goods) {
      setPhase('noGoods');
      return;
    }
    let res = await call<TopicCalc>('topic.payment', { ...goods, ...params(choicesOf(owner)) });
    if (res && !isSuccess(res) && choicesOf(owner).address_id) {
      res = await call<TopicCalc>('topic.payment', { ...goods, ...params(patchChoices(owner, { address_id: undefined })) });
    }
    if (seq !== calcSeq.current) return;
    if (!res || !isSuccess(res) || !res.data) {
      setFailMessage(res?.message ?? '');
      setPhase('failed');
      return;
    }
    if (res.data.delivery?.delivery_type) patchChoices(owner, { delivery_type: res.data.delivery.delivery_type });
    setCalc(res.data);
    setPhase('ready');
  }, [owner, storageKey, goodsId, goodsNum]);

  useEffect(() => {
    let live = true;
    const seqRef = calcSeq;
    void Promise.resolve().then(() => (live ? load() : undefined));
    return () => {
      live = false;
      seqRef.current += 1;
    };
  }, [load]);

  const recalc = useCallback(
    async (patch: Partial<Choices>) => {
      if (!calc) return;
      const choices = patchChoices(owner, patch);
      const seq = ++calcSeq.current;
      setCalculating(true);
      const res = await call<TopicCalc>('topic.calculate', { order_key: calc.order_key, ...params(choices) });
      if (seq !== calcSeq.current) return;
      setCalculating(false);
      if (res && isSuccess(res) && res.data) {
        if (res.data.delivery?.delivery_type) patchChoices(owner, { delivery_type: res.data.delivery.delivery_type });
        setCalc(res.data);
        return;
      }
      if (res) {
        toastFailure(res);
        void load();
      }
    },
    [calc, owner, load],
  );

  const create = useCallback(
    async (password?: string): Promise<boolean> => {
      if (inFlight.current || !calc) return false;
      inFlight.current = true;
      setSubmitting(true);
      const choices = choicesOf(owner);
      const body: Record<string, unknown> = {
        order_key: calc.order_key,
        ...params(choices),
        buyer_message: choices.buyer_message,
        idempotency_key: sessionOf(owner).idempotencyKey,
      };
      if (password) body.pay_password = password;
      const res = await call<string>('topic.create', body);
      if (res && isSuccess(res) && res.data) {
        const code = String(res.data);
        removeStored(storageKey);
        const next = toFen(calc.pay_money) === 0 ? props.resultPath : props.payPath;
        getActionEnv().navigator.redirect(pathWith(next || '/pages_tool/pay/index', { code }));
        return true;
      }
      inFlight.current = false;
      setSubmitting(false);
      toastFailure(res);
      if (res && !password) void recalc({});
      return false;
    },
    [calc, owner, storageKey, props.resultPath, props.payPath, recalc],
  );

  const submit = () => {
    if (inFlight.current || !calc || phase !== 'ready' || calculating) return;
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
    if (Number(calc.is_balance) === 1 && toFen(calc.balance_money) > 0) {
      if (!Number(calc.member_account?.is_pay_password)) {
        void env
          .modal({ title: t('setPayPassword.title'), content: t('setPayPassword.content'), confirmText: t('setPayPassword.confirm'), cancelText: t('setPayPassword.cancel') })
          .then((ok) => {
            if (ok) env.navigator.navigate(pathWith(props.payPasswordPath || '/pages_tool/member/pay_password', { back: currentPath() }));
            else void recalc({ is_balance: 0 });
          });
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
      <div className="oc tpay" data-node-id={node.id}>
        <EmptyState text={t('noGoods')} />
      </div>
    );
  }
  if (phase === 'failed') {
    return (
      <div className="oc tpay" data-node-id={node.id}>
        <EmptyState text={failMessage || t('loadFailed')} buttonText={t('retry')} onButton={() => void load()} />
      </div>
    );
  }
  if (phase === 'loading' || !calc) {
    return (
      <div className="oc tpay oc--loading" data-node-id={node.id} aria-busy="true">
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
  const topic = calc.topic_info;

  return (
    <div className="oc tpay" data-node-id={node.id} data-calculating={calculating ? '1' : undefined}>
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

      {topic?.topic_name ? (
        <div className="oc-card tpay-topic" data-testid="tpay-topic">
          <span className="tpay-topic-tag">{tt('payment.topic')}</span>
          <span className="tpay-topic-name">{topic.topic_name}</span>
          <span className="tpay-topic-price">{tt('payment.topicPrice')}</span>
        </div>
      ) : null}

      <GoodsLines lines={calc.goods_list ?? []} />

      <div className="oc-card oc-options">
        {balanceTotal > 0 ? (
          <div className="oc-row">
            <span className="oc-row-label">{t('balance.label')}</span>
            <span className="oc-row-value oc-row-desc">{t('balance.desc', { money: yuan(account.balance_total) })}</span>
            <Switch checked={Number(calc.is_balance) === 1} onChange={(on) => void recalc({ is_balance: on ? 1 : 0 })} label={t('balance.label')} disabled={calculating} />
          </div>
        ) : null}
        <label className="oc-row oc-remark">
          <span className="oc-row-label">{t('remark.label')}</span>
          <input
            name="buyer_message"
            value={message}
            maxLength={props.remarkMaxLength ?? 100}
            placeholder={t('remark.placeholder')}
            onChange={(e) => setMessage(e.target.value)}
            onBlur={() => {
              if (message !== choicesOf(owner).buyer_message) void recalc({ buyer_message: message });
            }}
          />
        </label>
      </div>

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
        <button type="button" className="oc-submit" onClick={submit} disabled={submitting || calculating} aria-busy={submitting}>
          {submitting ? t('bar.submitting') : t('bar.submit')}
        </button>
      </div>

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
          getActionEnv().navigator.navigate(pathWith(props.payPasswordPath || '/pages_tool/member/pay_password', { back: currentPath() }));
        }}
      />
    </div>
  );
}
