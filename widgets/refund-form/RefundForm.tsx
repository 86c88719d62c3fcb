import { useMemo, useRef, useState, type ReactElement } from 'react';
import { allowedTypes, type FieldRules, firstError, GoodsLine, ImageUploader, isRecord, money, positive, refundGoods, showToast, translateRule, useRulesForm, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type RefundFormProps } from './props.gen.ts';
import '../../src/sdk/orders/order.css';
import './refund-form.css';

export { defaults };

interface Values {
  refund_type: string;
  refund_reason: string;
  refund_remark: string;
}

export default function RefundForm({ props, node, emit }: WidgetProps<RefundFormProps>): ReactElement | null {
  const { t } = useTexts('refund');
  const data = isRecord(props.data) ? props.data : null;
  const goods = refundGoods(data);
  const types = allowedTypes(data);
  const fixed = types.includes(Number(props.refundType)) ? Number(props.refundType) : types.length === 1 ? (types[0] as number) : 0;
  const reasons = data && Array.isArray(data.refund_reason_type) ? data.refund_reason_type.filter((r): r is string => typeof r === 'string' && r.trim() !== '') : [];
  const maxImages = Math.max(0, Number(props.maxImages) || 0);
  const remarkMax = Math.max(1, Number(props.remarkMax) || 200);
  const [images, setImages] = useState<string[]>([]);
  const [uploading, setUploading] = useState(0);
  const [busy, setBusy] = useState(false);
  const submitting = useRef(false);

  const rules = useMemo<FieldRules>(
    () => ({
      refund_type: [{ rule: 'required', message: 'refund:form.typeRequired' }],
      refund_reason: [{ rule: 'required', message: 'refund:form.reasonRequired' }],
      refund_remark: [{ rule: 'lengthMax', arg: remarkMax, message: 'evaluate:tooLong' }],
    }),
    [remarkMax],
  );
  const form = useRulesForm<Values>({
    initialValues: { refund_type: fixed ? String(fixed) : '', refund_reason: '', refund_remark: '' },
    enableReinitialize: true,
    rules,
    translate: translateRule,
  });
  const values = form.values;
  const set = (field: keyof Values, v: string) => void form.setFieldValue(field, v, false);

  if (!data || goods.length === 0) return null;

  const submit = async () => {
    if (submitting.current) return;
    if (uploading > 0) {
      showToast(t('evaluate:uploading'));
      return;
    }
    submitting.current = true;
    const message = firstError(rules, (await form.validateForm()) as Record<string, unknown>);
    if (message) {
      submitting.current = false;
      showToast(message);
      return;
    }
    const ids = goods.map((g) => g.order_goods_id).filter((id) => id !== undefined);
    setBusy(true);
    try {
      await emit('submit', {
        order_goods_ids: ids.join(','),
        order_goods_id: ids[0],
        refund_type: Number(values.refund_type),
        refund_reason: values.refund_reason,
        refund_remark: values.refund_remark.trim(),
        refund_images: images.join(','),
      });
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  };

  return (
    <form
      className="w-refund-form"
      data-node-id={node.id}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <section className="od-panel">
        {goods.map((g, i) => (
          <GoodsLine key={String(g.order_goods_id ?? i)} goods={g} />
        ))}
        {goods.length > 1 ? <div className="od-hint">{t('form.goodsCount', { n: goods.length })}</div> : null}
      </section>
      <section className="od-panel">
        <div className="od-field">
          <div className="od-field-row">
            <span>{t('form.type')}</span>
            {fixed ? (
              <span className="rf-value" data-testid="refund-type">{t(`type.${fixed}`)}</span>
            ) : (
              <span className="rf-types" role="radiogroup" aria-label={t('form.type')}>
                {types.map((type) => (
                  <button
                    key={type}
                    type="button"
                    role="radio"
                    aria-checked={values.refund_type === String(type)}
                    className={values.refund_type === String(type) ? 'rf-type rf-type--on' : 'rf-type'}
                    onClick={() => set('refund_type', String(type))}
                  >
                    {t(`type.${type}`)}
                  </button>
                ))}
              </span>
            )}
          </div>
        </div>
        <label className="od-field od-field-row">
          <span>{t('form.reason')}</span>
          <select className="rf-select" name="refund_reason" value={values.refund_reason} onChange={(e) => set('refund_reason', e.target.value)}>
            <option value="">{t('form.choose')}</option>
            {reasons.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </label>
        <div className="od-field">
          <div className="od-field-row">
            <span>{t('form.amount')}</span>
            <span className="od-price rf-money" data-testid="refund-money">
              {money(data.refund_money)}
            </span>
          </div>
          <div className="od-hint">
            {t('form.amountTip')}
            {positive(data.refund_delivery_money) ? `（${t('form.deliveryIncluded', { money: money(data.refund_delivery_money) })}）` : ''}
          </div>
        </div>
      </section>
      <section className="od-panel">
        <div className="od-field">
          <div className="od-field-label">{t('form.remark')}</div>
          <textarea
            className="od-textarea"
            name="refund_remark"
            value={values.refund_remark}
            maxLength={remarkMax}
            placeholder={t('form.remarkPlaceholder')}
            onChange={(e) => set('refund_remark', e.target.value)}
          />
        </div>
        {maxImages > 0 ? (
          <div className="od-field">
            <div className="od-field-label">{t('form.images')}</div>
            <ImageUploader
              api="upload.refundimg"
              max={maxImages}
              value={images}
              onChange={setImages}
              onBusy={(b) => setUploading((n) => Math.max(0, n + (b ? 1 : -1)))}
              label={t('form.images')}
              removeLabel={t('evaluate:removeImage')}
            />
          </div>
        ) : null}
      </section>
      <div className="rf-foot">
        <button type="submit" className="od-submit" disabled={busy}>
          {t('form.submit')}
        </button>
      </div>
    </form>
  );
}
