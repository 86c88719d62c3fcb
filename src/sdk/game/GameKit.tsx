/**
 * The games kit's pieces shared by the three games: the facts before a play (cost, plays left,
 * the member's points, the level rule, why a play cannot start), the result of a play (prize or
 * consolation), recent winners, the rules, and the link to the member's records.
 */
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { date, type WidgetProps } from '../isomorphic.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { Popup } from '../../shell/Popup.tsx';
import { asGame, blockerOf, type GameInfo, type GamePlay, type PlayResult } from './game.ts';
import './game-kit.css';

/** The page of a game: its name over a coloured stage, then the facts, rules and winners. */
export function GameStage({ game, nodeId, className, children }: { game: GameInfo; nodeId: string; className: string; children: ReactNode }): ReactElement {
  return (
    <div className={`gk ${className}`} data-node-id={nodeId} data-game-id={game.game_id}>
      <h2 className="gk-title">{game.game_name}</h2>
      {children}
    </div>
  );
}

export function GameFacts({ game, play }: { game: GameInfo; play: GamePlay }): ReactElement {
  const { t } = useTexts('game');
  const blocker = blockerOf(game, play.points);
  const left = play.left < 0 ? t('unlimited') : String(play.left);
  return (
    <div className="gk-facts">
      <div className="gk-fact-row">
        <span data-testid="game-cost">{game.points > 0 ? t('cost', { n: game.points }) : t('free')}</span>
        <span data-testid="game-left">{t(game.join_type === 1 ? 'leftToday' : 'left', { n: left })}</span>
        {play.points !== undefined ? <span data-testid="game-points">{t('myPoints', { n: play.points })}</span> : null}
      </div>
      {game.level_name ? <div className="gk-fact-note">{t('levelRule', { level: game.level_name })}</div> : null}
      {blocker ? (
        <div className="gk-warn" role="status" data-testid="game-blocker">
          {t(`blocker.${blocker}`, { level: game.level_name ?? '', n: game.points })}
        </div>
      ) : play.points === undefined ? (
        <div className="gk-fact-note">{t('loginToPlay')}</div>
      ) : null}
      {play.refusal ? (
        <div className="gk-warn" role="alert" data-testid="game-refusal">
          {play.refusal}
        </div>
      ) : null}
    </div>
  );
}

/** Whether the play control takes a tap: a guest may tap (to log in); a known blocker stops it. */
export const canTap = (game: GameInfo, play: GamePlay): boolean => !play.busy && blockerOf(game, play.points) === null;

/** A result's words: the prize (with what it gives) or the consolation. */
export function useResultText(): (r: PlayResult, fallback: string) => { title: string; detail: string } {
  const { t } = useTexts('game');
  return (r, fallback) => {
    if (!r.is_winning) return { title: r.no_winning_desc || fallback || t('noWin'), detail: t('noWinDetail') };
    const detail =
      r.award_type === 1 ? t('prize.point', { n: r.point }) : r.award_type === 2 ? t('prize.balance', { money: r.balance }) : r.award_type === 3 ? t('prize.coupon', { name: r.relate_name || r.award_name }) : t('prize.gift');
    return { title: r.award_name, detail };
  };
}

export function GameResult({ result, game, onClose, onRecords }: { result: PlayResult | null; game: GameInfo; onClose: () => void; onRecords: () => void }): ReactElement {
  const { t } = useTexts('game');
  const text = useResultText();
  const words = result ? text(result, game.no_winning_desc) : null;
  return (
    <Popup open={result !== null} onClose={onClose} position="center" label={t('resultTitle')} className="gk-result-popup">
      {result && words ? (
        <div className={result.is_winning ? 'gk-result gk-result--win' : 'gk-result'} data-testid="game-result" data-winning={result.is_winning}>
          <div className="gk-result-head">{result.is_winning ? t('won') : t('lost')}</div>
          <div className="gk-result-name" data-testid="game-result-name">
            {words.title}
          </div>
          <div className="gk-result-detail">{words.detail}</div>
          <div className="gk-result-actions">
            <button type="button" className="gk-btn" onClick={onClose}>
              {t('again')}
            </button>
            <button type="button" className="gk-btn gk-btn--plain" onClick={onRecords}>
              {t('records')}
            </button>
          </div>
        </div>
      ) : null}
    </Popup>
  );
}

export function GameRules({ game, onRecords }: { game: GameInfo; onRecords: () => void }): ReactElement {
  const { t } = useTexts('game');
  return (
    <section className="gk-card" aria-label={t('rules')}>
      <h3 className="gk-card-title">{t('rules')}</h3>
      <p className="gk-line" data-testid="game-time">
        {t('time', { from: date(game.start_time, 'YYYY-MM-DD HH:mm'), to: date(game.end_time, 'YYYY-MM-DD HH:mm') })}
      </p>
      {game.join_frequency > 0 ? <p className="gk-line">{t(game.join_type === 1 ? 'perDay' : 'perGame', { n: game.join_frequency })}</p> : null}
      {game.remark ? <p className="gk-line gk-remark">{game.remark}</p> : null}
      <button type="button" className="gk-link" onClick={onRecords}>
        {t('myRecords')}
      </button>
    </section>
  );
}

export function GameWinners({ game }: { game: GameInfo }): ReactElement | null {
  const { t } = useTexts('game');
  if (!Number(game.is_show_winner) || game.draw_record.length === 0) return null;
  return (
    <section className="gk-card" aria-label={t('winners')}>
      <h3 className="gk-card-title">{t('winners')}</h3>
      <ul className="gk-winners">
        {game.draw_record.map((w, i) => (
          <li key={i}>
            <span>{w.member_nick_name}</span>
            <span>{w.award_name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The status line under a stage that cannot be played at all (not started, ended). */
export function GameMissing({ nodeId, loaded }: { nodeId: string; loaded: boolean }): ReactElement {
  const { t } = useTexts('game');
  return (
    <div className="gk gk--empty" data-node-id={nodeId} aria-busy={!loaded}>
      {loaded ? <p className="gk-empty">{t('missing')}</p> : null}
    </div>
  );
}

/** Under every game: the result popup (closing it before the records when asked), the rules, the winners. */
export function GameFooter({ result, game, onClose, onRecords }: { result: PlayResult | null; game: GameInfo; onClose: () => void; onRecords: () => void }): ReactElement {
  return (
    <>
      <GameResult result={result} game={game} onClose={onClose} onRecords={() => { onClose(); onRecords(); }} />
      <GameRules game={game} onRecords={onRecords} />
      <GameWinners game={game} />
    </>
  );
}

/**
 * A game widget (turntable, cards, eggs): its board on the stage when the info call answered a
 * game, else the status line. The board is keyed by the game, so another game starts afresh.
 */
export function gameWidget<P extends { info?: unknown; loaded?: unknown }>(Board: ComponentType<{ game: GameInfo; emitRecords: () => void }>, className: string): (p: WidgetProps<P>) => ReactElement {
  return function GameWidget({ props, node, emit }: WidgetProps<P>): ReactElement {
    const game = asGame(props.info);
    if (!game) return <GameMissing nodeId={node.id} loaded={props.loaded === true} />;
    return (
      <GameStage game={game} nodeId={node.id} className={className}>
        <Board key={game.game_id} game={game} emitRecords={() => void emit('records', { id: game.game_id })} />
      </GameStage>
    );
  };
}
