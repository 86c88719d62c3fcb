/** The return shipment form (carrier, tracking number, note), validated with the shared rules. */
import { useState, type ReactElement } from 'react';
import { type FieldRules, firstError, showToast, translateRule, useRulesForm, useTexts } from '../../src/sdk/index.ts';

export interface DeliveryValues {
  refund_delivery_name: string;
  refund_delivery_no: string;
  refund_delivery_remark: string;
}

const INITIAL: DeliveryValues = { refund_delivery_name: '', refund_delivery_no: '', refund_delivery_remark: '' };

const RULES: FieldRules = {
  refund_delivery_name: [
    { rule: 'required', message: 'refund:delivery.nameRequired' },
    { rule: 'lengthMax', arg: 50 },
  ],
  refund_delivery_no: [
    { rule: 'required', message: 'refund:delivery.noRequired' },
    { rule: 'lengthMax', arg: 50 },
  ],
  refund_delivery_remark: [{ rule: 'lengthMax', arg: 200 }],
};

export function DeliveryForm({ onSubmit }: { onSubmit: (values: DeliveryValues) => Promise<void> }): ReactElement {
  const { t } = useTexts('refund');
  const [busy, setBusy] = useState(false);
  const form = useRulesForm<DeliveryValues>({ initialValues: INITIAL, rules: RULES, translate: translateRule });
  const submit = async () => {
    if (busy) return;
    const message = firstError(RULES, (await form.validateForm()) as Record<string, unknown>);
    if (message) {
      showToast(message);
      return;
    }
    setBusy(true);
    try {
      const v = form.values;
      await onSubmit({ refund_delivery_name: v.refund_delivery_name.trim(), refund_delivery_no: v.refund_delivery_no.trim(), refund_delivery_remark: v.refund_delivery_remark.trim() });
    } finally {
      setBusy(false);
    }
  };
  const field = (name: keyof DeliveryValues, label: string, placeholder: string) => (
    <label className="od-field" key={name}>
      <div className="od-field-label">{label}</div>
      <input className="od-input" name={name} value={form.values[name]} placeholder={placeholder} maxLength={name === 'refund_delivery_remark' ? 200 : 50} onChange={(e) => void form.setFieldValue(name, e.target.value, false)} />
    </label>
  );
  return (
    <form
      className="rd-delivery-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {field('refund_delivery_name', t('delivery.name'), t('delivery.namePlaceholder'))}
      {field('refund_delivery_no', t('delivery.no'), t('delivery.noPlaceholder'))}
      {field('refund_delivery_remark', t('delivery.remark'), t('delivery.remarkPlaceholder'))}
      <button type="submit" className="od-submit" disabled={busy}>
        {t('delivery.submit')}
      </button>
    </form>
  );
}
