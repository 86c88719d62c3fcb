/** How growth works: the level thresholds and the static explanation. */
import type { ReactElement } from 'react';
import { ladder, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type GrowthRulesProps } from './props.gen.ts';
import './growth-rules.css';

export type { GrowthRulesProps };
export { defaults };

const WAYS = ['rules.way1', 'rules.way2', 'rules.way3', 'rules.way4'] as const;

export default function GrowthRules({ props, node }: WidgetProps<GrowthRulesProps>): ReactElement {
  const { t } = useTexts('member');
  const levels = ladder(props.levels);
  return (
    <div className="w-growth-rules gr" data-node-id={node.id}>
      {levels.length ? (
        <section className="gr-section">
          <table className="gr-table">
            <thead>
              <tr>
                <th>{t('rules.colLevel')}</th>
                <th>{t('rules.colGrowth')}</th>
              </tr>
            </thead>
            <tbody>
              {levels.map((l, i) => (
                <tr key={l.level_id ?? i}>
                  <td>{l.level_name}</td>
                  <td>{Number(l.growth) || 0}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      <section className="gr-section">
        <h2>{t('rules.whatTitle')}</h2>
        <p>{t('rules.what')}</p>
      </section>
      <section className="gr-section">
        <h2>{t('rules.howTitle')}</h2>
        <ol>
          {WAYS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
