/**
 * The personal profile page's rows. Shows the member it is given (the page binds its fresh
 * /api/member/info, the stored member meanwhile: src/pages/pages_tool/member/info.page.json); each
 * row opens its edit form; the language and log-out rows act here.
 */
import { useState, type ReactElement, type ReactNode } from 'react';
import { birthdayText, buildPath, type EditType, getActionEnv, img, type Lang, LANGUAGES, maskMobile, Popup, request, SEX_KEYS, showModal, useLanguage, useLanguageStore, useMemberStore, useSourceStore, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type ProfileCellsProps } from './props.gen.ts';
import './profile-cells.css';

export type { ProfileCellsProps };
export { defaults };

const LANGUAGE_NAMES: Record<Lang, string> = { 'zh-cn': '简体中文', 'en-us': 'English' };

function Arrow(): ReactElement {
  return (
    <svg className="pc-arrow" viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
      <path fill="currentColor" d="M9 5.5 15.5 12 9 18.5l-1.4-1.4 5.1-5.1-5.1-5.1L9 5.5Z" />
    </svg>
  );
}

function Cell({ label, value, placeholder, onClick, name }: { label: string; value?: ReactNode; placeholder?: string; onClick?: () => void; name: string }): ReactElement {
  const empty = value === undefined || value === null || value === '';
  const body = (
    <>
      <span className="pc-label">{label}</span>
      <span className={empty ? 'pc-value pc-value--empty' : 'pc-value'}>{empty ? placeholder : value}</span>
      {onClick ? <Arrow /> : null}
    </>
  );
  return (
    <li data-row={name}>
      {onClick ? (
        <button type="button" className="pc-cell" onClick={onClick}>
          {body}
        </button>
      ) : (
        <div className="pc-cell">{body}</div>
      )}
    </li>
  );
}

export default function ProfileCells({ props, node }: WidgetProps<ProfileCellsProps>): ReactElement {
  const { t } = useTexts('member');
  const lang = useLanguage();
  const [picking, setPicking] = useState(false);
  const m = (props.member && typeof props.member === 'object' ? props.member : {}) as Record<string, unknown>;

  const go = (path: string) => getActionEnv().navigator.navigate(path);
  const edit = (type: EditType) => () => go(buildPath(props.editPath || '/pages_tool/member/info_edit', { type }));
  const head = img(String(m.headimg ?? '')) || img(props.defaultHead ?? '');
  const canEditUsername = Number(m.is_edit_username) === 1;
  const sex = Number(m.sex);
  const mobile = String(m.mobile ?? '');

  const logout = async () => {
    const ok = await showModal({ title: t('profile.logoutTitle'), content: t('profile.logoutConfirm') });
    if (!ok) return;
    // The server revokes the token too (a failure here still logs out on this device).
    await request('login.logout', {}).catch(() => undefined);
    useMemberStore.getState().logout();
    useSourceStore.getState().setAuthInfo(null);
    getActionEnv().navigator.relaunch(props.memberPath || '/pages/member/index');
  };
  const choose = (next: Lang) => {
    setPicking(false);
    if (next !== lang) useLanguageStore.getState().changeLanguage(next);
  };

  return (
    <div className="w-profile-cells pc" data-node-id={node.id}>
      <ul className="pc-group">
        <li data-row="avatar">
          <button type="button" className="pc-cell pc-cell--avatar" onClick={() => go(props.facePath || '/pages_tool/member/modify_face')}>
            <span className="pc-label">{t('profile.avatar')}</span>
            <span className="pc-value">{head ? <img className="pc-avatar" src={head} alt={t('profile.avatar')} width={44} height={44} /> : <span className="pc-avatar" />}</span>
            <Arrow />
          </button>
        </li>
        <Cell name="username" label={t('profile.account')} value={String(m.username ?? '')} onClick={canEditUsername ? edit('username') : undefined} />
        <Cell name="nickname" label={t('profile.nickname')} value={String(m.nickname ?? '')} onClick={edit('nickname')} />
        <Cell name="realname" label={t('profile.realname')} value={String(m.realname ?? '')} placeholder={t('profile.realnamePlaceholder')} onClick={edit('realname')} />
        <Cell name="sex" label={t('profile.sex')} value={t(SEX_KEYS[sex === 1 || sex === 2 ? sex : 0])} onClick={edit('sex')} />
        <Cell name="birthday" label={t('profile.birthday')} value={birthdayText(m.birthday)} placeholder={t('profile.birthdayPlaceholder')} onClick={edit('birthday')} />
      </ul>
      <ul className="pc-group">
        <Cell name="mobile" label={t('profile.mobile')} value={mobile ? maskMobile(mobile) : ''} placeholder={t('profile.bindMobile')} onClick={edit('mobile')} />
        <Cell name="password" label={t('profile.password')} value={Number(m.password) === 1 ? t('profile.change') : ''} placeholder={t('profile.notSet')} onClick={edit('password')} />
        {props.showPayPassword !== false ? (
          <Cell name="pay_password" label={t('profile.payPassword')} value={props.payPasswordSet !== false ? t('profile.change') : ''} placeholder={t('profile.notSet')} onClick={() => go(props.payPasswordPath || '/pages_tool/member/pay_password')} />
        ) : null}
      </ul>
      {props.showCancel ? (
        <ul className="pc-group">
          <Cell name="cancel" label={t('profile.cancelAccount')} value="" onClick={() => go(props.cancelPath || '/pages_tool/member/cancelstatus')} />
        </ul>
      ) : null}
      {props.showLanguage !== false ? (
        <ul className="pc-group">
          <Cell name="language" label={t('profile.language')} value={LANGUAGE_NAMES[lang]} onClick={() => setPicking(true)} />
        </ul>
      ) : null}
      <button type="button" className="pc-logout" onClick={() => void logout()}>
        {t('profile.logout')}
      </button>
      <Popup open={picking} onClose={() => setPicking(false)} title={t('profile.chooseLanguage')} className="pc-lang-popup">
        <ul className="pc-langs" role="listbox" aria-label={t('profile.chooseLanguage')}>
          {LANGUAGES.map((l) => (
            <li key={l}>
              <button type="button" role="option" aria-selected={l === lang} className={l === lang ? 'pc-lang pc-lang--on' : 'pc-lang'} onClick={() => choose(l)} lang={l === 'en-us' ? 'en' : 'zh-CN'}>
                {LANGUAGE_NAMES[l]}
              </button>
            </li>
          ))}
        </ul>
      </Popup>
    </div>
  );
}
