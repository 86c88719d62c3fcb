// The studio's frame: sign-in until a session exists, then the header and the studio's pages.
import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { setStudioLang, useStudioTexts } from './i18n.ts';
import { Notice } from './Notice.tsx';
import { InboxLink } from './inbox/InboxLink.tsx';
import { PagesList } from './pages/PagesList.tsx';
import { useSession } from './session.ts';
import { SignIn } from './SignIn.tsx';

const Editor = lazy(() => import('./editor/EditorPage.tsx'));
const Versions = lazy(() => import('./versions/VersionsPage.tsx'));
const TabBar = lazy(() => import('./tabbar/TabBarPage.tsx'));
const Inbox = lazy(() => import('./inbox/InboxPage.tsx'));

function Header() {
  const { t, lang } = useStudioTexts();
  const username = useSession((s) => s.username);
  return (
    <header className="st-header">
      <strong>{t('app.name')}</strong>
      <nav>
        <Link to="/">{t('app.pages')}</Link>
        <Link to="/tabbar">{t('app.tabBar')}</Link>
        <InboxLink />
      </nav>
      <span className="st-grow" />
      <button type="button" className="st-link" onClick={() => setStudioLang(lang === 'zh-cn' ? 'en-us' : 'zh-cn')}>
        {t('app.language')}
      </button>
      <span className="st-user">{username}</span>
      <button type="button" onClick={() => void useSession.getState().signOut()}>
        {t('app.signOut')}
      </button>
    </header>
  );
}

export function App() {
  const status = useSession((s) => s.status);
  const { t } = useStudioTexts();
  useEffect(() => {
    void useSession.getState().start();
  }, []);
  if (status === 'checking') return <p className="st-loading">{t('app.loading')}</p>;
  if (status === 'signedOut')
    return (
      <>
        <SignIn />
        <Notice />
      </>
    );
  return (
    <BrowserRouter basename="/admin">
      <Header />
      <main className="st-main">
        <Suspense fallback={<p className="st-loading">{t('app.loading')}</p>}>
          <Routes>
            <Route path="/" element={<PagesList />} />
            <Route path="/edit/:name" element={<Editor />} />
            <Route path="/versions/:name" element={<Versions />} />
            <Route path="/tabbar" element={<TabBar />} />
            <Route path="/inbox" element={<Inbox />} />
            <Route path="/inbox/:memberId" element={<Inbox />} />
            <Route path="*" element={<PagesList />} />
          </Routes>
        </Suspense>
      </main>
      <Notice />
    </BrowserRouter>
  );
}
