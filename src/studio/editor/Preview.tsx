// The page in the shop, phone-sized: the shop's own renderer and real data, in a frame.
import { useStudioTexts } from '../i18n.ts';

export function Preview({ url, reload }: { url: string; reload: number }) {
  const { t } = useStudioTexts();
  return (
    <section className="st-preview" aria-label={t('editor.preview')}>
      <iframe key={reload} title={t('editor.preview')} src={url} width={375} height={720} />
    </section>
  );
}
