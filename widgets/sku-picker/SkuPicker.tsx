import { Suspense, useEffect, useRef, useState, type ReactElement } from 'react';
import {
  clampSkuNum,
  formatMoney,
  getActionEnv,
  img,
  isLoggedIn,
  LazySchemaForm,
  limitLeft,
  Popup,
  quantityBounds,
  selectedNames,
  specGroups,
  targetSku,
  usePagePopup,
  useTexts,
  type FilledField,
  type SchemaFormHandle,
  type WidgetProps,
  writeStored,
} from '../../src/sdk/index.ts';
import { defaults, type SkuPickerProps } from './props.gen.ts';
import './sku-picker.css';

export type { SkuPickerProps };
export { defaults };

interface Sku {
  goods_id?: number;
  sku_id?: number;
  goods_name?: string;
  sku_image?: string;
  goods_image?: string;
  discount_price?: string;
  price?: string;
  stock?: number;
  goods_stock?: number;
  unit?: string;
  min_buy?: number;
  max_buy?: number;
  limit_type?: number;
  purchased_num?: number;
  goods_spec_format?: string;
  sku_spec_format?: string;
}

/** The goods' form (form addon: `/form/api/form/goodsform`), when it has fields. */
interface GoodsForm {
  id: number;
  form_name?: string;
  json_data: unknown[];
}

const formOf = (v: unknown): GoodsForm | null => {
  if (!v || typeof v !== 'object') return null;
  const f = v as Partial<GoodsForm>;
  return Number(f.id) > 0 && Array.isArray(f.json_data) && f.json_data.length > 0 ? (f as GoodsForm) : null;
};

export default function SkuPicker({ props, node, emit }: WidgetProps<SkuPickerProps>): ReactElement | null {
  const { t } = useTexts('goods');
  const [open, setOpen] = useState(false);
  const [pageOpen, setPageOpen] = usePagePopup(props.popupId || 'sku');
  const shown = open || pageOpen;
  const close = () => {
    setOpen(false);
    setPageOpen(false);
  };
  const sku = (props.sku && typeof props.sku === 'object' ? props.sku : null) as Sku | null;
  const skuId = Number(sku?.sku_id) || 0;
  const bounds = quantityBounds(sku ?? {});
  const [num, setNum] = useState(bounds.min);
  // What the shopper is typing into the quantity, until it is settled (blur, a step or confirm).
  const [typed, setTyped] = useState<string | null>(null);
  // A sku switch asked for and not answered yet: confirm waits for it.
  const [pending, setPending] = useState<number | null>(null);
  // A confirm whose actions are still running (adding to the cart): a second tap is the same wish.
  const running = useRef(false);
  // The goods' form: asked in the popup and judged before the cart or the checkout gets it (NiuShop's
  // goods form in the sku popup); what is typed stays while the page does (the popup closed and opened).
  const goodsForm = formOf(props.form);
  const formRef = useRef<SchemaFormHandle | null>(null);
  // The form's code arrives with the popup: until its fields are there, confirm waits (disabled).
  const [formReady, setFormReady] = useState(false);
  const typedForm = useRef<FilledField[] | undefined>(undefined);
  const [formBusy, setFormBusy] = useState(false);

  useEffect(() => {
    setPending(null);
    setNum((n) => clampSkuNum(n, bounds));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [skuId, bounds.min, bounds.max]);

  if (!sku) return null;
  const groups = specGroups(sku.goods_spec_format);
  const chosen = selectedNames(sku.sku_spec_format);
  const stock = Math.max(0, Number(sku.stock) || 0);
  const soldOut = stock <= 0 || bounds.max < bounds.min;
  const mode = props.mode === 'cart' || props.mode === 'buy' ? props.mode : 'select';

  const tapValue = (target: number | null) => {
    if (target === null) return;
    setPending(target);
    void emit('change', { sku_id: target, goods_id: sku.goods_id });
  };
  /** The limit message of a quantity above the bounds. */
  const aboveMax = (): string => {
    const maxBuy = Number(sku.max_buy) || 0;
    const bought = Math.max(0, Number(sku.purchased_num) || 0);
    if (maxBuy > 0 && bought > 0 && limitLeft(sku) !== null && bounds.max < stock) return t('detail.maxBuyBought', { n: maxBuy, m: bought });
    return maxBuy > 0 && maxBuy <= stock ? t('detail.maxBuyReached', { n: maxBuy }) : t('detail.stockReached', { n: stock });
  };
  /**
   * The typed quantity made a valid one; what was changed is said (a toast), never done in
   * silence: 0, a negative number or no number becomes the minimum, more than the limit the limit.
   */
  const settle = (): number => {
    if (typed === null) return num;
    setTyped(null);
    const text = typed.trim();
    const n = /^\d+$/.test(text) ? Number(text) : NaN;
    let fixed = n;
    let message = '';
    if (!(n >= bounds.min)) {
      fixed = bounds.min;
      message = bounds.min > 1 ? t('detail.minBuyReached', { n: bounds.min }) : t('detail.quantityAtLeast', { n: bounds.min });
    } else if (n > bounds.max) {
      fixed = Math.max(bounds.min, bounds.max);
      message = aboveMax();
    }
    setNum(fixed);
    if (message) getActionEnv().toast(message);
    return fixed;
  };
  const step = (delta: number) => {
    const next = settle() + delta;
    const env = getActionEnv();
    if (next < bounds.min) {
      if (bounds.min > 1) env.toast(t('detail.minBuyReached', { n: bounds.min }));
      return;
    }
    if (next > bounds.max) {
      env.toast(aboveMax());
      return;
    }
    setNum(next);
  };
  const confirm = async (what: 'addCart' | 'buy') => {
    if (soldOut || pending !== null || running.current || formBusy) return;
    const payload: { sku_id: number; goods_id?: number; num: number; form_data?: string } = { sku_id: skuId, goods_id: sku.goods_id, num: props.quantity === false ? 1 : clampSkuNum(settle(), bounds) };
    running.current = true;
    try {
      if (goodsForm) {
        // A tap before the form's code arrived does nothing (its fields are not on screen yet).
        const handle = formRef.current;
        if (!handle) return;
        const problem = await handle.verify();
        if (problem) {
          getActionEnv().toast(problem);
          return;
        }
        // NiuShop's shape: the form's id and its fields with their values, as a JSON string.
        payload.form_data = JSON.stringify({ form_id: goodsForm.id, form_data: handle.data() });
      }
      if (what === 'buy' && props.orderStorageKey && isLoggedIn()) {
        // NiuShop's goods page hands the order page {sku_id, num} through storage (orderCreateData),
        // with the goods form filled here (the checkout shows it filled in).
        writeStored(props.orderStorageKey, payload.form_data ? { sku_id: payload.sku_id, num: payload.num, form_data: payload.form_data } : { sku_id: payload.sku_id, num: payload.num });
      }
      await emit(what, payload);
    } finally {
      running.current = false;
    }
  };
  const openPicker = () => {
    setOpen(true);
    void emit('open');
  };

  const selectedText = chosen.join(' ');
  const button = (what: 'addCart' | 'buy', label: string, cls: string) => (
    <button type="button" className={`sp-btn ${cls}`} disabled={soldOut || pending !== null || formBusy || (goodsForm !== null && shown && !formReady)} onClick={() => void confirm(what)}>
      {soldOut ? t(stock > 0 && limitLeft(sku) === 0 ? 'detail.limitReached' : 'detail.stockShort') : label}
    </button>
  );

  return (
    <div className="w-sku-picker" data-node-id={node.id}>
      {props.showRow !== false ? (
        <button type="button" className="sp-row" onClick={openPicker}>
          <span className="sp-row-label">{t('detail.select')}</span>
          <span className="sp-row-value">
            {t('detail.selected')}: {selectedText ? `${selectedText} ` : ''}{props.quantity === false ? '' : `×${num}`}
          </span>
          <span className="sp-row-arrow" aria-hidden="true">›</span>
        </button>
      ) : null}
      <Popup open={shown} onClose={close} position="bottom" label={t('detail.select')} className="sp-popup">
        <div className="sp-head">
          <div className="sp-pic">
            <img src={img(sku.sku_image || sku.goods_image, 'mid')} alt="" />
          </div>
          <div className="sp-head-info">
            <div className="sp-price" data-testid="sku-price">
              <small>¥</small>
              {formatMoney(sku.discount_price ?? sku.price ?? '0')}
            </div>
            <div className="sp-stock" data-testid="sku-stock">
              {t('detail.stockUnit', { n: stock, unit: sku.unit ?? '' })}
            </div>
            <div className="sp-chosen">
              {chosen.length > 0 ? `${t('detail.selected')}: ${chosen.join(' ')}` : t('detail.pleaseSelect')}
            </div>
          </div>
        </div>
        <div className="sp-body">
          {groups.map((g) => (
            <div className="sp-group" key={g.spec_id} role="group" aria-label={g.spec_name}>
              <div className="sp-group-name">{g.spec_name}</div>
              <div className="sp-values">
                {g.value.map((v) => {
                  const current = v.selected === true;
                  const target = targetSku(v, skuId);
                  const disabled = !current && target === null;
                  const isPending = pending !== null && target === pending;
                  return (
                    <button
                      key={v.spec_value_id}
                      type="button"
                      className={`sp-value${current ? ' sp-value--on' : ''}${disabled ? ' sp-value--off' : ''}${isPending ? ' sp-value--pending' : ''}`}
                      aria-pressed={current}
                      disabled={disabled}
                      onClick={() => tapValue(target)}
                    >
                      {v.image ? <img src={img(v.image, 'small')} alt="" className="sp-value-img" /> : null}
                      {v.spec_value_name}
                    </button>
                  );
                })}
              </div>
            </div>
          ))}
          {props.quantity === false ? null : (
          <div className="sp-num-row">
            <span className="sp-group-name">{t('detail.quantity')}</span>
            <span className="sp-limits">
              {bounds.min > 1 ? t('detail.minBuy', { n: bounds.min }) : ''}
              {Number(sku.max_buy) > 0 ? ` ${t('detail.maxBuy', { n: Number(sku.max_buy) })}` : ''}
            </span>
            <div className="sp-stepper">
              <button type="button" aria-label={t('detail.decrease')} disabled={soldOut || num <= bounds.min} onClick={() => step(-1)}>
                −
              </button>
              <input
                aria-label={t('detail.quantity')}
                inputMode="numeric"
                value={soldOut ? 0 : (typed ?? num)}
                disabled={soldOut}
                maxLength={6}
                onChange={(e) => setTyped(e.target.value.replace(/[^\d-]/g, ''))}
                onBlur={() => void settle()}
              />
              <button type="button" aria-label={t('detail.increase')} disabled={soldOut} onClick={() => step(1)}>
                +
              </button>
            </div>
          </div>
          )}
          {goodsForm ? (
            <div className="sp-form" data-testid="sku-goods-form">
              {goodsForm.form_name ? <div className="sp-group-name">{goodsForm.form_name}</div> : null}
              <Suspense fallback={null}>
                <LazySchemaForm
                  ref={(h: SchemaFormHandle | null) => {
                    formRef.current = h;
                    setFormReady(h !== null);
                  }}
                  form={goodsForm}
                  idPrefix={`sp-${node.id}-form`}
                  onBusy={setFormBusy}
                  initial={typedForm.current}
                  onValues={(fields) => {
                    typedForm.current = fields;
                  }}
                />
              </Suspense>
            </div>
          ) : null}
        </div>
        <div className="sp-actions">
          {mode === 'select' ? (
            <>
              {button('addCart', t('detail.addCart'), 'sp-btn--cart')}
              {button('buy', t('detail.buyNow'), 'sp-btn--buy')}
            </>
          ) : (
            button(mode === 'cart' ? 'addCart' : 'buy', props.confirmText || t('detail.confirm'), 'sp-btn--buy sp-btn--wide')
          )}
        </div>
      </Popup>
    </div>
  );
}
