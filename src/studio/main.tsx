// The merchant studio's entry (served under /admin/, a build of its own: vite.studio.config.ts).
import { createRoot } from 'react-dom/client';
import { setUiHooks } from '../data/client.ts';
import { App } from './App.tsx';
import { setStudioLang } from './i18n.ts';
import { notify } from './notices.ts';
import { useLanguageStore } from '../stores/language.ts';
import './studio.css';

setStudioLang(useLanguageStore.getState().lang);
setUiHooks({ toast: (text) => notify(text, 'error'), modal: (o) => notify(o.content || o.title, 'error') });
createRoot(document.getElementById('studio')!).render(<App />);
