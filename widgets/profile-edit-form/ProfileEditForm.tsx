/**
 * One profile field at a time (NiuShop info_edit). Rules are declared in props (defaults in the
 * schema) and judged by the shared checker (useRulesForm); the server has the last word and
 * its refusals (name taken, wrong code, wrong password) show as they come.
 */
import { useMemo, useRef, useState, type HTMLAttributes, type ReactElement, type ReactNode } from 'react';
import { type ApiResult, birthdayText, buildPath, editType, type EditType, type EndpointName, type FieldRules, getActionEnv, isSuccess, loadMember, maskMobile, navigation, request, safeBackPath, showToast, useCaptcha, useLanguage, useMemberStore, useRulesForm, useSmsSender, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { digits, firstError, passwordRules, pickRules, translateRule, validateFirst, type LooseRules } from './form.ts';
import { defaults, type ProfileEditFormProps } from './props.gen.ts';
import './profile-edit-form.css';

export type { ProfileEditFormProps };
export { defaults };

export interface Values {
  original: string;
  username: string;
  nickname: string;
  realname: string;
  sex: string;
  birthday: string;
  old_password: string;
  new_password: string;
  confirm_password: string;
  mobile: string;
  captcha_code: string;
  code: string;
}

type PasswordMode = 'change' | 'set' | 'bind';

const str = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

/** The current value of the field a form edits (for "no change needed"). */
function originalOf(type: EditType | null, m: Record<string, unknown>): string {
  switch (type) {
    case 'username':
      return str(m.username);
    case 'nickname':
      return str(m.nickname);
    case 'realname':
      return str(m.realname);
    case 'mobile':
      return str(m.mobile);
    default:
      return '';
  }
}

/** China calendar date ± years, 'YYYY-MM-DD' (the birthday picker's range). */
function chinaDateShift(years: number): string {
  const d = new Date(Date.now() + 8 * 3600 * 1000);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10);
}

async function call(api: EndpointName, data: Record<string, unknown>): Promise<ApiResult | null> {
  try {
    return await request(api, data);
  } catch {
    return null; // the client told the shopper (network)
  }
}

interface FieldProps {
  name: keyof Values;
  label: string;
  value: string;
  onChange: (v: string) => void;
  type?: 'text' | 'password' | 'tel' | 'date';
  placeholder?: string;
  maxLength?: number;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  min?: string;
  max?: string;
  after?: ReactNode;
}

function Field({ name, label, value, onChange, type = 'text', placeholder, maxLength, inputMode, autoComplete, min, max, after }: FieldProps): ReactElement {
  const id = `pe-${name}`;
  return (
    <div className="pe-row" data-field={name}>
      <label className="pe-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        inputMode={inputMode}
        autoComplete={autoComplete ?? 'off'}
        min={min}
        max={max}
        onChange={(e) => onChange(e.target.value)}
      />
      {after}
    </div>
  );
}

export default function ProfileEditForm({ props, node }: WidgetProps<ProfileEditFormProps>): ReactElement {
  const { t } = useTexts('member');
  useLanguage(); // re-render in the new language
  const type = editType(props.type);
  const m = (props.member && typeof props.member === 'object' ? props.member : {}) as Record<string, unknown>;
  const config = (props.registerConfig && typeof props.registerConfig === 'object' ? props.registerConfig : {}) as Record<string, unknown>;
  const currentMobile = str(m.mobile);
  const passwordMode: PasswordMode = Number(m.password) === 1 ? 'change' : currentMobile ? 'set' : 'bind';
  const usesCode = type === 'mobile' || (type === 'password' && passwordMode === 'set');
  const captcha = useCaptcha(usesCode);
  const busy = useRef(false);
  const [saving, setSaving] = useState(false);

  const rules: FieldRules = useMemo(() => {
    switch (type) {
      case 'username':
        return pickRules(props.usernameRules as LooseRules);
      case 'nickname':
        return pickRules(props.nicknameRules as LooseRules);
      case 'realname':
        return pickRules(props.realnameRules as LooseRules);
      case 'birthday':
        return pickRules(props.birthdayRules as LooseRules);
      case 'mobile':
        return pickRules(props.mobileRules as LooseRules);
      case 'password':
        if (passwordMode === 'bind') return {};
        return passwordRules(
          pickRules((passwordMode === 'change' ? props.passwordRules : props.setPasswordRules) as LooseRules),
          config,
          props.complexityRules as Record<string, { rule: string; arg?: unknown; message?: string }> | undefined,
        );
      default:
        return {};
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- config fields, not the object identity
  }, [type, passwordMode, props.usernameRules, props.nicknameRules, props.realnameRules, props.birthdayRules, props.mobileRules, props.passwordRules, props.setPasswordRules, props.complexityRules, config.pwd_len, config.pwd_complexity]);

  const initialValues: Values = useMemo(
    () => ({
      original: originalOf(type, m),
      username: str(m.username),
      nickname: str(m.nickname),
      realname: str(m.realname),
      sex: String(Number(m.sex) === 1 || Number(m.sex) === 2 ? Number(m.sex) : 0),
      birthday: birthdayText(m.birthday),
      old_password: '',
      new_password: '',
      confirm_password: '',
      mobile: '',
      captcha_code: '',
      code: '',
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the member's fields, not the object identity
    [type, m.username, m.nickname, m.realname, m.sex, m.birthday, m.mobile],
  );
  const form = useRulesForm<Values>({ initialValues, enableReinitialize: true, rules, translate: translateRule });
  const values = form.values;
  const set = (field: keyof Values) => (v: string) => void form.setFieldValue(field, v, false);

  const sms = useSmsSender({
    api: type === 'mobile' ? 'member.bindMobileCode' : 'member.pwdMobileCode',
    prepare: async () => {
      const before = type === 'mobile' ? ['mobile', 'captcha_code'] : ['captcha_code'];
      const error = await validateFirst(pickRules(rules, before), { ...form.values });
      if (error) return { error };
      const params: Record<string, unknown> = { captcha_id: captcha.id, captcha_code: form.values.captcha_code };
      if (type === 'mobile') params.mobile = form.values.mobile;
      return { params };
    },
    // NiuShop: a failed send asks for a new image captcha.
    onFail: () => void captcha.refresh(),
  });

  const leave = () => {
    const nav = getActionEnv().navigator;
    if (props.back) nav.redirect(safeBackPath(props.back, '/pages_tool/member/info'));
    // Opened directly or reloaded there is no page behind: the profile, not home.
    else navigation.backOr('/pages_tool/member/info');
  };

  const requestFor = (v: Values): [EndpointName, Record<string, unknown>] | null => {
    switch (type) {
      case 'username':
        return ['member.modifyUsername', { username: v.username.trim() }];
      case 'nickname':
        return ['member.modifyNickname', { nickname: v.nickname.trim() }];
      case 'realname':
        return ['member.modifyRealname', { realname: v.realname.trim() }];
      case 'sex':
        return ['member.modifySex', { sex: Number(v.sex) || 0 }];
      case 'birthday':
        return ['member.modifyBirthday', { birthday: v.birthday }];
      case 'password':
        return passwordMode === 'change'
          ? ['member.modifyPassword', { old_password: v.old_password, new_password: v.new_password, confirm_password: v.confirm_password }]
          : ['member.modifyPassword', { old_password: '', new_password: v.new_password, confirm_password: v.confirm_password, key: sms.smsKey, code: v.code }];
      case 'mobile':
        return ['member.modifyMobile', { mobile: v.mobile, key: sms.smsKey, code: v.code, captcha_id: captcha.id, captcha_code: v.captcha_code }];
      default:
        return null;
    }
  };

  const save = async () => {
    if (busy.current) return;
    busy.current = true;
    setSaving(true);
    try {
      const message = firstError(rules, (await form.validateForm()) as Record<string, unknown>);
      if (message) {
        showToast(message);
        return;
      }
      const req = requestFor(form.values);
      if (!req) return;
      const res = await call(req[0], req[1]);
      if (!res) return;
      if (!isSuccess(res)) {
        if (res.message) showToast(res.message);
        return;
      }
      // A new password revokes the old token; the answer carries the new one.
      const token = type === 'password' && res.data && typeof res.data === 'object' ? str((res.data as { token?: unknown }).token) : '';
      if (token) useMemberStore.getState().setToken(token);
      await loadMember();
      showToast(t('edit.saved'), 1500, 'success');
      leave();
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  if (!type) {
    return (
      <div className="w-profile-edit-form pe" data-node-id={node.id}>
        <p className="pe-tip">{t('edit.unknown')}</p>
      </div>
    );
  }

  if (type === 'password' && passwordMode === 'bind') {
    return (
      <div className="w-profile-edit-form pe pe--bind" data-node-id={node.id} data-type={type}>
        <p className="pe-empty">{t('edit.bindFirst')}</p>
        <button type="button" className="pe-submit" onClick={() => getActionEnv().navigator.redirect(buildPath(props.editPath || '/pages_tool/member/info_edit', { type: 'mobile' }))}>
          {t('edit.bindNow')}
        </button>
      </div>
    );
  }

  const captchaImg = (
    <button type="button" className="pe-captcha" aria-label={t('edit.captchaRefresh')} onClick={() => void captcha.refresh()}>
      {captcha.img ? <img src={captcha.img} alt={t('edit.captchaAlt')} width={90} height={36} /> : null}
    </button>
  );
  const smsButton = (
    <button type="button" className={sms.counting ? 'pe-sms pe-sms--counting' : 'pe-sms'} aria-disabled={sms.counting} data-state={sms.counting ? 'counting' : 'idle'} onClick={() => void sms.send()}>
      {sms.counting ? t('edit.resendIn', { s: sms.seconds }) : t('edit.getCode')}
    </button>
  );
  const codeRows = (
    <>
      <Field name="captcha_code" label={t('edit.captcha')} value={values.captcha_code} onChange={(v) => set('captcha_code')(digits(v, 4))} placeholder={t('edit.captchaPlaceholder')} maxLength={4} inputMode="numeric" after={captchaImg} />
      <Field name="code" label={t('edit.code')} value={values.code} onChange={(v) => set('code')(digits(v, 6))} placeholder={t('edit.codePlaceholder')} maxLength={6} inputMode="numeric" autoComplete="one-time-code" after={smsButton} />
    </>
  );

  let body: ReactNode = null;
  switch (type) {
    case 'username':
      body = (
        <>
          <Field name="username" label={t('edit.username')} value={values.username} onChange={set('username')} placeholder={t('edit.usernamePlaceholder')} maxLength={30} />
          <p className="pe-tip">{t('edit.usernameTip')}</p>
        </>
      );
      break;
    case 'nickname':
      body = <Field name="nickname" label={t('edit.nickname')} value={values.nickname} onChange={set('nickname')} placeholder={t('edit.nicknamePlaceholder')} maxLength={30} />;
      break;
    case 'realname':
      body = <Field name="realname" label={t('edit.realname')} value={values.realname} onChange={set('realname')} placeholder={t('edit.realnamePlaceholder')} maxLength={30} />;
      break;
    case 'sex':
      body = (
        <div className="pe-row pe-row--radios" role="radiogroup" aria-label={t('edit.sex')}>
          <span className="pe-label">{t('edit.sex')}</span>
          {(['0', '1', '2'] as const).map((v) => (
            <button key={v} type="button" role="radio" aria-checked={values.sex === v} className={values.sex === v ? 'pe-radio pe-radio--on' : 'pe-radio'} onClick={() => set('sex')(v)}>
              <i aria-hidden="true" />
              {t(['profile.sexUnknown', 'profile.sexMale', 'profile.sexFemale'][Number(v)]!)}
            </button>
          ))}
        </div>
      );
      break;
    case 'birthday':
      body = <Field name="birthday" type="date" label={t('edit.birthday')} value={values.birthday} onChange={set('birthday')} min={chinaDateShift(-60)} max={chinaDateShift(0)} />;
      break;
    case 'password':
      body =
        passwordMode === 'change' ? (
          <>
            <Field name="old_password" type="password" label={t('edit.oldPassword')} value={values.old_password} onChange={set('old_password')} placeholder={t('edit.oldPasswordPlaceholder')} maxLength={64} autoComplete="current-password" />
            <Field name="new_password" type="password" label={t('edit.newPassword')} value={values.new_password} onChange={set('new_password')} placeholder={t('edit.newPasswordPlaceholder')} maxLength={64} autoComplete="new-password" />
            <Field name="confirm_password" type="password" label={t('edit.confirmPassword')} value={values.confirm_password} onChange={set('confirm_password')} placeholder={t('edit.confirmPasswordPlaceholder')} maxLength={64} autoComplete="new-password" />
          </>
        ) : (
          <>
            <p className="pe-tip">{t('edit.codeTip', { mobile: maskMobile(currentMobile) })}</p>
            {codeRows}
            <Field name="new_password" type="password" label={t('edit.newPassword')} value={values.new_password} onChange={set('new_password')} placeholder={t('edit.newPasswordPlaceholder')} maxLength={64} autoComplete="new-password" />
            <Field name="confirm_password" type="password" label={t('edit.confirmPassword')} value={values.confirm_password} onChange={set('confirm_password')} placeholder={t('edit.confirmPasswordPlaceholder')} maxLength={64} autoComplete="new-password" />
          </>
        );
      break;
    case 'mobile':
      body = (
        <>
          {currentMobile ? <p className="pe-tip">{t('edit.currentMobile', { mobile: maskMobile(currentMobile) })}</p> : null}
          <Field name="mobile" type="tel" label={t('edit.mobile')} value={values.mobile} onChange={(v) => set('mobile')(digits(v, 11))} placeholder={t('edit.mobilePlaceholder')} maxLength={11} inputMode="numeric" autoComplete="tel" />
          {codeRows}
        </>
      );
      break;
  }

  return (
    <div className="w-profile-edit-form pe" data-node-id={node.id} data-type={type}>
      <form
        className="pe-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className="pe-group">{body}</div>
        <button type="submit" className="pe-submit" disabled={saving}>
          {t('edit.save')}
        </button>
      </form>
    </div>
  );
}
