/**
 * NiuShop's withdrawal-account form (pages_tool/member/account_edit). The account being edited and
 * the enabled types are page sources; the rules are the server's own (withdrawAccountRules), so a
 * form the page lets through is one the server accepts.
 */
import { useMemo, useRef, useState, type ReactElement } from 'react';
import { type FieldRules, firstFormError, i18n, isSuccess, navigation, request, toast, type Translate, useLanguage, useRulesForm, useTexts, withdrawAccountRules, WITHDRAW_ACCOUNT_TYPES, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type WithdrawAccountFormProps } from './props.gen.ts';
import './withdraw-account-form.css';

export type { WithdrawAccountFormProps };
export { defaults };

export interface AccountValues {
  realname: string;
  mobile: string;
  withdraw_type: string;
  branch_bank_name: string;
  bank_account: string;
}

/** A rule's message: a key of the `validation` namespace (or literal text). */
const translateRule: Translate = (key, vars) => String(i18n.t(key, { ns: 'validation', defaultValue: key, ...vars }));

/** The enabled types in NiuShop's order (bank, Alipay, WeChat), from the transferType map. */
export function enabledTypes(types: unknown): string[] {
  if (!types || typeof types !== 'object' || Array.isArray(types)) return [];
  return WITHDRAW_ACCOUNT_TYPES.filter((k) => k in (types as Record<string, unknown>));
}

// One rules object per type, so the form's validation keeps its identity between renders.
const RULES = new Map<string, FieldRules>();
const rulesOf = (type: string): FieldRules => {
  let r = RULES.get(type);
  if (!r) RULES.set(type, (r = withdrawAccountRules(type)));
  return r;
};

const str = (v: unknown): string => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));

export default function WithdrawAccountForm({ props, node }: WidgetProps<WithdrawAccountFormProps>): ReactElement {
  const { t: ti } = useTexts('wallet');
  const t = (key: string, vars?: Record<string, unknown>) => ti(key, vars ?? {});
  const lang = useLanguage();
  const id = Number(props.id) > 0 ? Number(props.id) : 0;
  const account = props.account && typeof props.account === 'object' ? (props.account as Record<string, unknown>) : null;
  const types = enabledTypes(props.types);
  const editedType = str(account?.withdraw_type);
  // The edited account's own type stays choosable even when the shop has turned it off since.
  const choices = editedType && !types.includes(editedType) ? [editedType, ...types] : types;
  const [busy, setBusy] = useState(false);
  const saving = useRef(false);

  // The form starts again when these change by value (the account or the types arrived).
  const initialValues: AccountValues = {
    realname: str(account?.realname),
    mobile: str(account?.mobile),
    withdraw_type: editedType || types[0] || '',
    branch_bank_name: str(account?.branch_bank_name),
    bank_account: str(account?.bank_account),
  };
  const [type, setType] = useState('');
  const current: string = type || editedType || types[0] || '';
  const rules = rulesOf(current);
  const labels = useMemo(
    () => ({ realname: ti('form.realname'), mobile: ti('form.mobile'), withdraw_type: ti('form.type'), branch_bank_name: ti('form.bankName'), bank_account: ti('form.account') }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the labels follow the language
    [ti, lang],
  );
  const form = useRulesForm<AccountValues>({ initialValues, rules, translate: translateRule, labels, enableReinitialize: true });
  const { values, setFieldValue } = form;
  const loading = id > 0 && !account;

  const save = async () => {
    if (saving.current || loading) return;
    const message = firstFormError(rules, await form.validateForm());
    if (message) return toast(message);
    saving.current = true;
    setBusy(true);
    const data: Record<string, unknown> = {
      realname: values.realname.trim(),
      mobile: values.mobile.trim(),
      withdraw_type: values.withdraw_type,
      branch_bank_name: values.withdraw_type === 'bank' ? values.branch_bank_name.trim() : '',
      bank_account: values.withdraw_type === 'wechatpay' ? '' : values.bank_account.trim(),
    };
    if (id) data.id = id;
    const res = await request(id ? 'bankAccount.edit' : 'bankAccount.add', data).catch(() => null);
    if (res && isSuccess(res)) {
      toast(id ? t('form.changed') : t('form.added'), 1000, 'success');
      navigation.backOr(String(props.back ?? '').trim() || props.listPath || '/pages_tool/member/account');
      return;
    }
    saving.current = false;
    setBusy(false);
    if (res) toast(res.message);
  };

  const pickType = (v: string) => {
    setType(v);
    setFieldValue('withdraw_type', v);
  };

  return (
    <div className="waf" data-node-id={node.id} aria-busy={loading}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className="waf-card">
          <label className="waf-row">
            <span className="waf-label">{t('form.realname')}</span>
            <input name="realname" value={values.realname} onChange={(e) => setFieldValue('realname', e.target.value)} placeholder={t('form.realnamePlaceholder')} maxLength={30} autoComplete="name" />
          </label>
          <label className="waf-row">
            <span className="waf-label">{t('form.mobile')}</span>
            <input name="mobile" type="tel" inputMode="numeric" value={values.mobile} onChange={(e) => setFieldValue('mobile', e.target.value)} placeholder={t('form.mobilePlaceholder')} maxLength={11} autoComplete="tel" />
          </label>
          <div className="waf-row" role="radiogroup" aria-label={t('form.type')}>
            <span className="waf-label">{t('form.type')}</span>
            {choices.length ? (
              <span className="waf-types">
                {choices.map((k) => (
                  <button key={k} type="button" role="radio" aria-checked={values.withdraw_type === k} className={`waf-type${values.withdraw_type === k ? ' waf-type--on' : ''}`} onClick={() => pickType(k)}>
                    {t(`types.${k}`)}
                  </button>
                ))}
              </span>
            ) : (
              <span className="waf-none">{t('form.noTypes')}</span>
            )}
          </div>
          {values.withdraw_type === 'bank' ? (
            <label className="waf-row">
              <span className="waf-label">{t('form.bankName')}</span>
              <input name="branch_bank_name" value={values.branch_bank_name} onChange={(e) => setFieldValue('branch_bank_name', e.target.value)} placeholder={t('form.bankNamePlaceholder')} maxLength={50} />
            </label>
          ) : null}
          {values.withdraw_type === 'wechatpay' ? (
            <div className="waf-row waf-note">{t('form.wechatTip')}</div>
          ) : (
            <label className="waf-row">
              <span className="waf-label">{t('form.account')}</span>
              <input name="bank_account" value={values.bank_account} onChange={(e) => setFieldValue('bank_account', e.target.value)} placeholder={t('form.accountPlaceholder')} maxLength={50} inputMode={values.withdraw_type === 'bank' ? 'numeric' : undefined} />
            </label>
          )}
        </div>
        <div className="waf-bar-spacer" />
        <div className="waf-bar">
          <button type="submit" className="waf-save" disabled={busy || loading}>
            {t('form.save')}
          </button>
        </div>
      </form>
    </div>
  );
}
