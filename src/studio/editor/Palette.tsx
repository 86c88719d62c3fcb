// The components a merchant can add, by NiuShop's groups; a click (or Enter) adds one at the end.
import { useStudioTexts } from '../i18n.ts';
import { GROUPS, type PaletteEntry } from './palette.ts';

export function Palette({ entries, counts, page, onAdd }: { entries: PaletteEntry[]; counts: Record<string, number>; page: string; onAdd(entry: PaletteEntry): void }) {
  const { t, lang } = useStudioTexts();
  return (
    <nav className="st-palette" aria-label={t('editor.palette')}>
      <h2>{t('editor.palette')}</h2>
      {GROUPS.map((group) => {
        const list = entries.filter((e) => e.group === group && (!e.only || e.only === page));
        if (!list.length) return null;
        return (
          <section key={group} aria-label={t(`editor.groups.${group}`)}>
            <h3>{t(`editor.groups.${group}`)}</h3>
            <div className="st-palette-grid">
              {list.map((e) => {
                const full = e.max !== undefined && (counts[e.type] ?? 0) >= e.max;
                return (
                  <button key={e.type} type="button" data-type={e.type} disabled={full} title={full ? t('editor.limit', { count: e.max }) : e.type} onClick={() => onAdd(e)}>
                    {e.names[lang]}
                  </button>
                );
              })}
            </div>
          </section>
        );
      })}
    </nav>
  );
}
