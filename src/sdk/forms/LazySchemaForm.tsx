/**
 * SchemaForm fetched with its first use: a page that may show a merchant's form (the checkout's
 * order and goods forms) carries formik and the form rules only when a form is there. Render it
 * under a Suspense; its ref is SchemaForm's handle once loaded.
 */
import { lazy } from 'react';

export const LazySchemaForm = lazy(() => import('./SchemaForm.tsx').then((m) => ({ default: m.SchemaForm })));
