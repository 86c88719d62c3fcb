/**
 * The scratch card. Under the coating there is nothing until the server answered the play: the
 * tap asks for it, the answer is written under the coating, and the coating wipes away over it.
 * "Another card" puts a fresh coating on.
 */
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { canTapGame, gameWidget, GameFacts, GameFooter, type GameInfo, type GamePlayResult, useGamePlay, useGameResultText, useTexts } from '../../src/sdk/index.ts';
import { defaults, type GameCardsProps } from './props.gen.ts';
import './game-cards.css';

export type { GameCardsProps };
export { defaults };

/** How long the coating takes to wipe away (the CSS animation uses the same). */
export const WIPE_MS = 900;

function Card({ game, emitRecords }: { game: GameInfo; emitRecords: () => void }): ReactElement {
  const { t } = useTexts('game');
  const words = useGameResultText();
  const play = useGamePlay(game);
  const [result, setResult] = useState<GamePlayResult | null>(null);
  const [phase, setPhase] = useState<'covered' | 'wiping' | 'open'>('covered');
  const [shown, setShown] = useState<GamePlayResult | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const scratch = async () => {
    if (phase !== 'covered') return;
    const r = await play.play();
    if (!r) return;
    setResult(r);
    setPhase('wiping');
    timer.current = setTimeout(() => {
      setPhase('open');
      setShown(r);
    }, WIPE_MS);
  };
  const again = () => {
    setShown(null);
    setResult(null);
    setPhase('covered');
  };
  const text = result ? words(result, game.no_winning_desc) : null;

  return (
    <>
      <GameFacts game={game} play={play} />
      <div className="gc-card" data-testid="scratch-card" data-phase={phase}>
        <div className="gc-under" aria-live="polite">
          {text ? (
            <>
              <strong data-testid="scratch-result">{text.title}</strong>
              <span>{text.detail}</span>
            </>
          ) : null}
        </div>
        {phase !== 'open' ? (
          <button type="button" className={phase === 'wiping' ? 'gc-coat gc-coat--wipe' : 'gc-coat'} onClick={() => void scratch()} disabled={phase !== 'covered' || !canTapGame(game, play)} aria-busy={play.busy}>
            <span>{t('scratch')}</span>
          </button>
        ) : null}
      </div>
      {phase === 'open' ? (
        <div className="gc-again">
          <button type="button" className="gk-btn" onClick={again}>
            {t('anotherCard')}
          </button>
        </div>
      ) : null}
      <GameFooter result={shown} game={game} onClose={() => setShown(null)} onRecords={emitRecords} />
    </>
  );
}

export default gameWidget<GameCardsProps>(Card, 'w-game-cards');
