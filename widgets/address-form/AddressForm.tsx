import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { call, type FieldRules, getActionEnv, goBack, i18n, isSuccess, type RuleDeclaration, selectAddress, Switch, toastFailure, type Translate, useLanguage, useRulesForm, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { AreaPicker, type AreaPath } from './AreaPicker.tsx';
import { defaults, type AddressFormProps } from './props.gen.ts';
import './address-form.css';

export type { AddressFormProps };
export { defaults };

export interface AddressValues {
  name: string;
  mobile: string;
  telephone: string;
  /** '' until an area is chosen (so `required` fails), then the ids. */
  province_id: number | '';
  city_id: number | '';
  district_id: number | '';
  address: string;
  is_default: 0 | 1;
}

const EMPTY: AddressValues = { name: '', mobile: '', telephone: '', province_id: '', city_id: '', district_id: '', address: '', is_default: 0 };

/** The declared rules as FieldRules (declaration order kept; odd entries dropped). */
export function fieldRules(rules: unknown): FieldRules {
  const out: Record<string, readonly RuleDeclaration[]> = {};
  if (!rules || typeof rules !== 'object') return out;
  for (const [field, list] of Object.entries(rules as Record<string, unknown>)) {
    if (Array.isArray(list)) Object.defineProperty(out, field, { value: list as RuleDeclaration[], enumerable: true, configurable: true, writable: true });
  }
  return out;
}

/** A rule message: a key of the `validation` namespace, `ns:key`, or literal text. */
const translateRule: Translate = (key, vars) => {
  const options = { defaultValue: key, ...vars };
  if (/^[a-z][\w-]*:[\w.]+$/i.test(key)) return String(i18n.t(key, options));
  return String(i18n.t(key, { ...options, ns: 'validation' }));
};

/** The first message of the rules (declaration order), or null. */
export function firstMessage(rules: FieldRules, errors: Record<string, unknown>): string | null {
  for (const field of Object.keys(rules)) {
    const e = errors[field];
    if (typeof e === 'string' && e) return e;
  }
  return null;
}

interface AddressInfo {
  id: number;
  name: string;
  mobile: string;
  telephone?: string;
  province_id: number;
  city_id: number;
  district_id: number;
  address: string;
  full_address: string;
  is_default: number;
}

export default function AddressForm({ props, node }: WidgetProps<AddressFormProps>): ReactElement {
  const { t: ti } = useTexts('address');
  const t = (key: string, vars?: Record<string, unknown>) => ti(key, vars ?? {});
  const lang = useLanguage();
  const id = Number(props.id) > 0 ? Number(props.id) : 0;
  const back = String(props.back ?? '').trim();
  const delta = Math.min(5, Math.max(1, Number(props.delta) || 1));
  const [loaded, setLoaded] = useState(id === 0);
  const [areaText, setAreaText] = useState('');
  const [pickerOpen, setPickerOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const saving = useRef(false);

  const rules = useMemo(() => fieldRules(props.rules), [props.rules]);
  const labels = useMemo(
    () => ({ name: ti('form.name'), mobile: ti('form.mobile'), telephone: ti('form.telephone'), province_id: ti('form.area'), city_id: ti('form.area'), district_id: ti('form.area'), address: ti('form.address') }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the labels follow the language
    [ti, lang],
  );
  const form = useRulesForm<AddressValues>({ initialValues: EMPTY, rules, translate: translateRule, labels });
  const { values, setValues, setFieldValue } = form;

  // Editing: the address as saved.
  useEffect(() => {
    if (!id) return undefined;
    let live = true;
    void call<AddressInfo>('address.info', { id }).then((res) => {
      if (!live) return;
      if (res && isSuccess(res) && res.data) {
        const a = res.data;
        void setValues(
          {
            name: a.name ?? '',
            mobile: a.mobile ?? '',
            telephone: a.telephone ?? '',
            province_id: Number(a.province_id) || '',
            city_id: Number(a.city_id) || '',
            district_id: Number(a.district_id) || '',
            address: a.address ?? '',
            is_default: Number(a.is_default) === 1 ? 1 : 0,
          },
          false,
        );
        setAreaText(String(a.full_address ?? '').replace(/-/g, ' '));
      } else {
        toastFailure(res);
        if (!res || !res.message) getActionEnv().toast(t('form.loadFailed'));
      }
      setLoaded(true);
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per address
  }, [id]);

  const set = (field: keyof AddressValues) => (v: string) => void setFieldValue(field, v, false);

  const areaValue: AreaPath | null =
    values.province_id && values.city_id && values.district_id
      ? (() => {
          const names = areaText.split(' ');
          return {
            province: { id: Number(values.province_id), name: names[0] ?? '' },
            city: { id: Number(values.city_id), name: names[1] ?? '' },
            district: { id: Number(values.district_id), name: names[2] ?? '' },
          };
        })()
      : null;

  const validate = async (): Promise<string | null> => firstMessage(rules, await form.validateForm());

  const save = async () => {
    if (saving.current) return;
    const env = getActionEnv();
    const message = await validate();
    if (message) {
      env.toast(message);
      return;
    }
    saving.current = true;
    setBusy(true);
    const data: Record<string, unknown> = {
      name: values.name.trim(),
      mobile: values.mobile.trim(),
      telephone: values.telephone.trim(),
      province_id: values.province_id,
      city_id: values.city_id,
      district_id: values.district_id,
      community_id: 0,
      address: values.address.trim(),
      full_address: areaText.replace(/ /g, '-'),
      is_default: values.is_default,
    };
    if (id) data.id = id;
    const res = await call<number>(id ? 'address.edit' : 'address.add', data);
    if (res && isSuccess(res)) {
      env.toast(t('form.saved'), 1000, 'success');
      if (back) {
        const savedId = id || Number(res.data);
        selectAddress(savedId);
        goBack(delta, back);
      } else goBack(1, props.listPath || '/pages_tool/member/address');
      return;
    }
    saving.current = false;
    setBusy(false);
    toastFailure(res);
  };

  return (
    <div className="af" data-node-id={node.id} aria-busy={!loaded}>
      <form
        className="af-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className="af-card">
          <label className="af-row">
            <span className="af-label">{t('form.name')}</span>
            <input name="name" value={values.name} onChange={(e) => set('name')(e.target.value)} placeholder={t('form.namePlaceholder')} maxLength={30} autoComplete="name" />
          </label>
          <label className="af-row">
            <span className="af-label">{t('form.mobile')}</span>
            <input name="mobile" type="tel" inputMode="numeric" value={values.mobile} onChange={(e) => set('mobile')(e.target.value)} placeholder={t('form.mobilePlaceholder')} maxLength={11} autoComplete="tel" />
          </label>
          <label className="af-row">
            <span className="af-label">{t('form.telephone')}</span>
            <input name="telephone" type="tel" value={values.telephone} onChange={(e) => set('telephone')(e.target.value)} placeholder={t('form.telephonePlaceholder')} maxLength={20} />
          </label>
          <div className="af-row">
            <span className="af-label">{t('form.area')}</span>
            <button type="button" className={`af-area${areaText ? '' : ' af-area--empty'}`} onClick={() => setPickerOpen(true)} data-testid="af-area">
              {areaText || t('form.areaPlaceholder')}
            </button>
            <span className="af-arrow" aria-hidden="true">›</span>
          </div>
          <label className="af-row af-row--top">
            <span className="af-label">{t('form.address')}</span>
            <textarea name="address" value={values.address} onChange={(e) => set('address')(e.target.value)} placeholder={t('form.addressPlaceholder')} maxLength={120} rows={2} />
          </label>
          <div className="af-row">
            <span className="af-label af-label--wide">{t('form.default')}</span>
            <Switch checked={values.is_default === 1} onChange={(on) => void setFieldValue('is_default', on ? 1 : 0, false)} label={t('form.default')} />
          </div>
        </div>
        <div className="af-bar-spacer" />
        <div className="af-bar">
          <button type="submit" className="af-save" disabled={busy || !loaded}>
            {busy ? t('form.saving') : t('form.save')}
          </button>
        </div>
      </form>
      <AreaPicker
        open={pickerOpen}
        value={areaValue}
        onClose={() => setPickerOpen(false)}
        onPick={(p) => {
          setPickerOpen(false);
          void setValues({ ...values, province_id: p.province.id, city_id: p.city.id, district_id: p.district.id }, false);
          setAreaText(`${p.province.name} ${p.city.name} ${p.district.name}`);
        }}
        text={{ title: t('picker.title'), choose: t('picker.province'), loading: t('picker.loading'), failed: t('picker.failed') }}
      />
    </div>
  );
}
