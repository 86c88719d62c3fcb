/**
 * The lucky wheel. The wheel only turns to where the server's answer says: the play is asked
 * first, then the wheel spins forward several turns and stops with the answer's slot (the prize,
 * or a "thanks" slot for a consolation) under the pointer; the result shows when it stops.
 */
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { canTapGame, gameWidget, GameFacts, GameFooter, type GameInfo, type GamePlayResult, landingSlot, useGamePlay, useTexts, wheelRotation } from '../../src/sdk/index.ts';
import { defaults, type GameTurntableProps } from './props.gen.ts';
import './game-turntable.css';

export type { GameTurntableProps };
export { defaults };

/** How long one spin takes (the CSS transition uses the same). */
export const SPIN_MS = 3200;

const COLOURS = ['#fff4e0', '#ffd98a'];

function Wheel({ game, emitRecords }: { game: GameInfo; emitRecords: () => void }): ReactElement {
  const { t } = useTexts('game');
  const play = useGamePlay(game);
  const slots = game.award.slice(0, 8);
  const count = Math.max(slots.length, 1);
  const sector = 360 / count;
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [landed, setLanded] = useState<number | null>(null);
  const [shown, setShown] = useState<GamePlayResult | null>(null);
  const pending = useRef<GamePlayResult | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const stop = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setSpinning(false);
    setShown(pending.current);
    pending.current = null;
  };

  const start = async () => {
    if (spinning) return;
    const result = await play.play();
    if (!result) return;
    const index = landingSlot(slots, result);
    pending.current = result;
    setLanded(index);
    setSpinning(true);
    setRotation((r) => wheelRotation(r, index, count));
    // transitionend may never come (a hidden tab, reduced motion): the timer ends the spin too.
    timer.current = setTimeout(stop, SPIN_MS + 200);
  };

  const background = `conic-gradient(${slots.map((_, i) => `${COLOURS[i % 2]} ${i * sector}deg ${(i + 1) * sector}deg`).join(', ')})`;
  return (
    <>
      <GameFacts game={game} play={play} />
      <div className="gt-wrap">
        <div
          className={spinning ? 'gt-wheel gt-wheel--spin' : 'gt-wheel'}
          data-testid="wheel"
          data-landed={landed ?? ''}
          data-landed-name={landed !== null && !spinning ? (slots[landed]?.award_name ?? '') : ''}
          style={{ background, transform: `rotate(${rotation}deg)`, transitionDuration: `${SPIN_MS}ms` }}
          onTransitionEnd={(e) => e.target === e.currentTarget && spinning && stop()}
        >
          {slots.map((s, i) => (
            <div key={i} className={s.award_id === -1 ? 'gt-slot gt-slot--miss' : 'gt-slot'} style={{ transform: `rotate(${i * sector + sector / 2}deg)` }} data-testid="wheel-slot">
              <span>{s.award_name}</span>
            </div>
          ))}
        </div>
        <button type="button" className="gt-go" onClick={() => void start()} disabled={spinning || !canTapGame(game, play)} aria-busy={play.busy || spinning}>
          {t('spin')}
        </button>
        <span className="gt-pointer" aria-hidden="true" />
      </div>
      <GameFooter result={shown} game={game} onClose={() => setShown(null)} onRecords={emitRecords} />
    </>
  );
}

export default gameWidget<GameTurntableProps>(Wheel, 'w-game-turntable');
