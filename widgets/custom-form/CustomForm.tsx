/**
 * The merchant's custom form (NiuShop's ns-form over `json_data`): the fields are the SDK's
 * SchemaForm (the shared form rules, each message at its field, the same checks as the server);
 * submitted once through /form/api/form/create. One idempotency key per filled form: a repeated tap
 * or a retry stores it once.
 */
import { useMemo, useRef, useState, type ReactElement } from 'react';
import { call, EmptyState, isSuccess, newIdempotencyKey, SchemaForm, schemaFormFields, toast, toastFailure, useTexts, type SchemaFormHandle, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type CustomFormProps } from './props.gen.ts';
import './custom-form.css';

export type { CustomFormProps };
export { defaults };

export default function CustomForm({ props, node, emit }: WidgetProps<CustomFormProps>): ReactElement {
  const { t } = useTexts('content');
  const fields = useMemo(() => schemaFormFields(props.form), [props.form]);
  const formId = Number((props.form as { id?: unknown } | null)?.id) || 0;
  const fieldsRef = useRef<SchemaFormHandle>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [done, setDone] = useState(false);
  const key = useRef(newIdempotencyKey('form'));

  if (done) return <div className="cf" data-node-id={node.id}><EmptyState text={t('formSubmitted')} /></div>;
  if (!fields.length || !formId) {
    return <div className="cf" data-node-id={node.id} aria-busy={props.loading || undefined}>{props.loading ? null : <EmptyState text={t('formNone')} />}</div>;
  }

  const submit = async () => {
    const handle = fieldsRef.current;
    if (busy || uploading || !handle) return;
    const message = await handle.verify();
    if (message) {
      toast(message);
      return;
    }
    setBusy(true);
    const res = await call<number | { id: number }>('form.create', { form_id: formId, form_data: JSON.stringify(handle.data()), idempotency_key: key.current });
    setBusy(false);
    if (res && isSuccess(res)) {
      toast(t('formSubmitted'));
      setDone(true);
      void emit('submitted', { id: typeof res.data === 'object' && res.data ? res.data.id : res.data });
    } else toastFailure(res);
  };

  return (
    <form
      className="cf"
      data-node-id={node.id}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <SchemaForm ref={fieldsRef} form={props.form} idPrefix={`cf-${node.id}`} onBusy={setUploading} />
      <button type="submit" className="cf-submit" disabled={busy || uploading}>
        {t('formSubmit')}
      </button>
    </form>
  );
}
