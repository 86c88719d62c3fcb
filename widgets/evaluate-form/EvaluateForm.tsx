import { useMemo, useRef, useState, type ReactElement } from 'react';
import { type FieldRules, firstError, GoodsLine, ImageUploader, isRecord, type OrderGoods, type RuleDeclaration, showToast, translateRule, useRulesForm, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type EvaluateFormProps } from './props.gen.ts';
import '../../src/sdk/orders/order.css';
import './evaluate-form.css';

export { defaults };

type Values = Record<string, string | number | string[]>;

/** NiuShop's explain_type from the stars: 4–5 good (1), 3 neutral (2), 1–2 bad (3). */
export function explainType(scores: number): number {
  return scores >= 4 ? 1 : scores === 3 ? 2 : 3;
}

function Stars({ value, onChange, label }: { value: number; onChange: (n: number) => void; label: (n: number) => string }): ReactElement {
  return (
    <span className="ef-stars" role="radiogroup">
      {[1, 2, 3, 4, 5].map((n) => (
        <button key={n} type="button" role="radio" aria-checked={n === value} aria-label={label(n)} className={n <= value ? 'ef-star ef-star--on' : 'ef-star'} onClick={() => onChange(n)}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="m12 2.8 2.8 5.8 6.3.8-4.6 4.4 1.2 6.3L12 17l-5.7 3.1 1.2-6.3L2.9 9.4l6.3-.8z" fill="currentColor" />
          </svg>
        </button>
      ))}
    </span>
  );
}

export default function EvaluateForm({ props, node, emit }: WidgetProps<EvaluateFormProps>): ReactElement | null {
  const { t } = useTexts('evaluate');
  const again = props.mode === 'again';
  const info = isRecord(props.info) ? props.info : null;
  const items = (info && Array.isArray(info.list) ? info.list.filter(isRecord) : []) as OrderGoods[];
  const maxImages = Math.max(0, Number(props.maxImages) || 0);
  const maxLength = Math.max(1, Number(props.maxLength) || 500);
  const [uploading, setUploading] = useState(0);
  const [busy, setBusy] = useState(false);
  const submitting = useRef(false);

  const rules = useMemo<FieldRules>(() => {
    const out: Record<string, readonly RuleDeclaration[]> = {};
    items.forEach((_, i) => {
      out[`content_${i}`] = [
        { rule: 'required', message: again ? 'evaluate:againRequired' : 'evaluate:contentRequired' },
        { rule: 'lengthMax', arg: maxLength, message: 'evaluate:tooLong' },
      ];
    });
    return out;
  }, [items.length, again, maxLength]); // eslint-disable-line react-hooks/exhaustive-deps

  const initialValues = useMemo<Values>(() => {
    const v: Values = { is_anonymous: 0 };
    items.forEach((_, i) => {
      v[`content_${i}`] = '';
      v[`scores_${i}`] = 5;
      v[`images_${i}`] = [];
    });
    return v;
  }, [items.length]); // eslint-disable-line react-hooks/exhaustive-deps

  const form = useRulesForm<Values>({ initialValues, enableReinitialize: true, rules, translate: translateRule });
  const values = form.values;
  const set = (field: string, value: Values[string]) => void form.setFieldValue(field, value, false);

  if (!info || items.length === 0) return null;

  const submit = async () => {
    if (submitting.current) return;
    if (uploading > 0) {
      showToast(t('uploading'));
      return;
    }
    submitting.current = true;
    const message = firstError(rules, (await form.validateForm()) as Record<string, unknown>);
    if (message) {
      submitting.current = false;
      showToast(message);
      return;
    }
    const text = (i: number) => String(values[`content_${i}`] ?? '').trim();
    const images = (i: number) => (Array.isArray(values[`images_${i}`]) ? (values[`images_${i}`] as string[]).join(',') : '');
    const goods_evaluate = items.map((g, i) => {
      const base = { order_goods_id: g.order_goods_id, goods_id: g.goods_id, sku_id: g.sku_id };
      if (again) return { ...base, again_content: text(i), again_images: images(i) };
      const scores = Number(values[`scores_${i}`]) || 5;
      return { ...base, sku_name: g.sku_name, sku_price: g.price, sku_image: g.sku_image, content: text(i), images: images(i), scores, explain_type: explainType(scores) };
    });
    const first = items[0] as Record<string, unknown>;
    setBusy(true);
    try {
      await emit('submit', { order_id: Number(props.orderId) || first.order_id, order_no: first.order_no, is_anonymous: again ? undefined : Number(values.is_anonymous) ? 1 : 0, goods_evaluate });
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  };

  return (
    <form
      className="w-evaluate-form"
      data-node-id={node.id}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {items.map((g, i) => {
        const score = Number(values[`scores_${i}`]) || 5;
        return (
          <section key={String(g.order_goods_id ?? i)} className="od-panel ef-item" data-testid="evaluate-item">
            <GoodsLine goods={g} />
            {again ? (
              <div className="ef-again-title">{t('again')}</div>
            ) : (
              <div className="ef-score">
                <span className="ef-score-label">{t('scores')}</span>
                <Stars value={score} onChange={(n) => set(`scores_${i}`, n)} label={(n) => t('star', { n })} />
                <span className="ef-score-text">{t(`score.${score}`)}</span>
              </div>
            )}
            <textarea
              className="od-textarea ef-text"
              name={`content_${i}`}
              value={String(values[`content_${i}`] ?? '')}
              maxLength={maxLength}
              placeholder={t(again ? 'againPlaceholder' : 'placeholder')}
              onChange={(e) => set(`content_${i}`, e.target.value)}
            />
            {maxImages > 0 ? (
              <div className="ef-images">
                <ImageUploader
                  api="upload.evaluateimg"
                  max={maxImages}
                  value={Array.isArray(values[`images_${i}`]) ? (values[`images_${i}`] as string[]) : []}
                  onChange={(paths) => set(`images_${i}`, paths)}
                  onBusy={(b) => setUploading((n) => Math.max(0, n + (b ? 1 : -1)))}
                  label={t('images')}
                  removeLabel={t('removeImage')}
                />
                <div className="od-hint">{t('imagesLimit', { n: maxImages })}</div>
              </div>
            ) : null}
          </section>
        );
      })}
      <div className="od-panel ef-foot">
        {again ? null : (
          <label className="ef-anonymous">
            <input type="checkbox" className="ef-anonymous-input" checked={Number(values.is_anonymous) === 1} onChange={(e) => set('is_anonymous', e.target.checked ? 1 : 0)} />
            <span className={Number(values.is_anonymous) === 1 ? 'od-check od-check--on' : 'od-check'} aria-hidden="true">
              <svg viewBox="0 0 24 24" width="14" height="14">
                <path d="m5 12 5 5 9-10" fill="none" stroke="currentColor" strokeWidth="2.5" />
              </svg>
            </span>
            <span>{t('anonymous')}</span>
          </label>
        )}
        <button type="submit" className="od-submit" disabled={busy}>
          {t('submit')}
        </button>
      </div>
    </form>
  );
}
