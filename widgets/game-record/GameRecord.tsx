/** The member's plays of the games, newest first: prize (and what it gave) or consolation, cost, time. */
import type { ReactElement } from 'react';
import { date, EmptyState, PagedMore, pagedSettled, useGameResultText, useSourceStatus, useTexts, type GamePlayResult, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type GameRecordProps } from './props.gen.ts';
import './game-record.css';

export type { GameRecordProps };
export { defaults };

interface Row extends Partial<GamePlayResult> {
  record_id?: number;
  game_type?: string;
  points?: number;
  remark?: string;
  create_time?: number;
}

const rowsOf = (v: unknown): Row[] => (Array.isArray(v) ? (v.filter((r) => r && typeof r === 'object') as Row[]) : []);
const KINDS = new Set(['turntable', 'cards', 'egg']);

export default function GameRecord({ props, node }: WidgetProps<GameRecordProps>): ReactElement {
  const { t } = useTexts('game');
  const words = useGameResultText();
  const items = rowsOf(props.items);
  const status = useSourceStatus(props.pagedSource ?? '');
  const settled = pagedSettled(props.pagedSource, status);
  return (
    <div className="gr" data-node-id={node.id} aria-busy={!settled && items.length === 0}>
      {items.length ? (
        <ul className="gr-list">
          {items.map((r, i) => {
            const won = Number(r.is_winning) === 1;
            const text = words({ ...(r as GamePlayResult), is_winning: won ? 1 : 0, award_type: Number(r.award_type) || 0, no_winning_desc: r.remark ?? '' }, '');
            return (
              <li key={r.record_id ?? i} className="gr-row" data-testid="game-record-row" data-winning={won ? 1 : 0}>
                <div className="gr-main">
                  <span className={won ? 'gr-tag gr-tag--win' : 'gr-tag'}>{won ? t('won') : t('lost')}</span>
                  <strong className="gr-name">{text.title}</strong>
                </div>
                <div className="gr-meta">
                  <span>{KINDS.has(String(r.game_type)) ? t(`kind.${String(r.game_type)}`) : ''}</span>
                  {won ? <span>{text.detail}</span> : null}
                  {Number(r.points) > 0 ? <span>{t('spent', { n: Number(r.points) })}</span> : null}
                </div>
                <time className="gr-time">{r.create_time ? date(r.create_time, 'YYYY-MM-DD HH:mm:ss') : ''}</time>
              </li>
            );
          })}
        </ul>
      ) : settled ? (
        <EmptyState text={t('recordEmpty')} buttonText={false} />
      ) : null}
      <PagedMore source={props.pagedSource} count={items.length} />
    </div>
  );
}
