// Sign-in: username and password; the server's refusal (wrong password, too many tries) in the current language.
import { useState, type FormEvent } from 'react';
import { setStudioLang, useStudioTexts } from './i18n.ts';
import { useSession } from './session.ts';

export function SignIn() {
  const { t, lang } = useStudioTexts();
  const notice = useSession((s) => s.notice);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!username.trim()) return setError(t('signIn.required', { field: t('signIn.username') }));
    if (!password) return setError(t('signIn.required', { field: t('signIn.password') }));
    setBusy(true);
    setError('');
    const refused = await useSession
      .getState()
      .signIn(username.trim(), password)
      .catch(() => t('app.failed'));
    setBusy(false);
    if (refused) setError(refused);
  };

  return (
    <main className="st-signin">
      <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="st-signin-title">
        <h1 id="st-signin-title">{t('signIn.title')}</h1>
        {notice && !error && <p className="st-warn">{notice}</p>}
        <label>
          {t('signIn.username')}
          <input name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
        </label>
        <label>
          {t('signIn.password')}
          <input name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        {error && (
          <p className="st-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="st-primary" disabled={busy}>
          {busy ? t('signIn.busy') : t('signIn.submit')}
        </button>
        <button type="button" className="st-link" onClick={() => setStudioLang(lang === 'zh-cn' ? 'en-us' : 'zh-cn')}>
          {t('app.language')}
        </button>
      </form>
    </main>
  );
}
