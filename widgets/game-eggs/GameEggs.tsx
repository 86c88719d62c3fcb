/**
 * The golden eggs. Tapping an egg asks the server for a play; only with its answer does the egg
 * shake and crack, and the result (prize or consolation) shows once it has cracked. The game's
 * prizes are listed under the eggs.
 */
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { canTapGame, gameWidget, GameFacts, GameFooter, type GameInfo, type GamePlayResult, useGamePlay, useTexts } from '../../src/sdk/index.ts';
import { defaults, type GameEggsProps } from './props.gen.ts';
import './game-eggs.css';

export type { GameEggsProps };
export { defaults };

/** How long an egg shakes and cracks (the CSS animation uses the same). */
export const CRACK_MS = 1000;
const EGGS = 3;

function Eggs({ game, emitRecords }: { game: GameInfo; emitRecords: () => void }): ReactElement {
  const { t } = useTexts('game');
  const play = useGamePlay(game);
  const [hit, setHit] = useState<number | null>(null);
  const [cracked, setCracked] = useState(false);
  const [shown, setShown] = useState<GamePlayResult | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const smash = async (i: number) => {
    if (hit !== null) return;
    const r = await play.play();
    if (!r) return;
    setHit(i);
    timer.current = setTimeout(() => {
      setCracked(true);
      setShown(r);
    }, CRACK_MS);
  };
  const close = () => {
    setShown(null);
    setHit(null);
    setCracked(false);
  };
  const prizes = game.award.filter((a) => a.award_id > 0);

  return (
    <>
      <GameFacts game={game} play={play} />
      <p className="ge-hint">{t('pickEgg')}</p>
      <div className="ge-eggs">
        {Array.from({ length: EGGS }, (_, i) => (
          <button
            key={i}
            type="button"
            className={`ge-egg${hit === i ? (cracked ? ' ge-egg--cracked' : ' ge-egg--hit') : ''}`}
            onClick={() => void smash(i)}
            disabled={hit !== null || !canTapGame(game, play)}
            aria-label={t('egg', { n: i + 1 })}
            aria-busy={play.busy}
            data-testid="egg"
          >
            <span className="ge-shell" />
          </button>
        ))}
      </div>
      {prizes.length ? (
        <section className="gk-card" aria-label={t('prizes')}>
          <h3 className="gk-card-title">{t('prizes')}</h3>
          <ul className="ge-prizes">
            {prizes.map((p) => (
              <li key={p.award_id}>{p.award_name}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <GameFooter result={shown} game={game} onClose={close} onRecords={emitRecords} />
    </>
  );
}

export default gameWidget<GameEggsProps>(Eggs, 'w-game-eggs');
