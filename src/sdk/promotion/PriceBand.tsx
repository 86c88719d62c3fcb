/**
 * The promotion kit's goods head: the price band in the main colour (the promotion's tag and
 * price, the struck selling price, a countdown on the server's clock) and the goods name with what
 * the promotion adds under it (sold, left, limits, rules).
 */
import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { formatMoney, toFen } from '../isomorphic.ts';
import { Clock, useCountdown } from '../topic/countdown.tsx';
import '../topic/topic-shared.css';
import './promotion-kit.css';

export interface PriceBandProps {
  tag: string;
  price: string;
  original?: string;
  originalLabel: string;
  /** data-testid prefix: `<testId>-price`, `<testId>-original`, `<testId>-countdown` */
  testId: string;
  /** unix seconds the countdown runs to (0: none) */
  target?: number;
  /** the server's unix time when the data was read */
  serverTime?: number;
  countdownLabel?: string;
  days: (n: number) => string;
}

export function PriceBand({ tag, price, original = '', originalLabel, testId, target = 0, serverTime, countdownLabel = '', days }: PriceBandProps): ReactElement {
  const left = useCountdown(target, serverTime || undefined);
  return (
    <div className="pk-band">
      <div className="pk-band-prices">
        <span className="pk-band-tag">{tag}</span>
        <span className="pk-band-price" data-testid={`${testId}-price`}>
          <small>¥</small>
          {formatMoney(price)}
        </span>
        {toFen(original) > toFen(price) ? (
          <s className="pk-band-original" data-testid={`${testId}-original`} aria-label={`${originalLabel} ¥${formatMoney(original)}`}>
            ¥{formatMoney(original)}
          </s>
        ) : null}
      </div>
      <div className="pk-band-time" data-testid={`${testId}-countdown`}>
        {target > 0 && left !== null ? <Clock seconds={left} label={countdownLabel} days={days} /> : null}
      </div>
    </div>
  );
}

export interface PromoGoodsHeadProps {
  name: string;
  intro?: string;
  /** facts in one grey row (sold, left) */
  facts?: string[];
  /** what follows: limits, minimums, rules */
  children?: ReactNode;
}

export function PromoGoodsHead({ name, intro, facts = [], children }: PromoGoodsHeadProps): ReactElement {
  return (
    <div className="pk-head">
      <h1 className="pk-head-name">{name}</h1>
      {intro ? <p className="pk-head-intro">{intro}</p> : null}
      {facts.length ? (
        <div className="pk-head-facts">
          {facts.map((f) => (
            <span key={f}>{f}</span>
          ))}
        </div>
      ) : null}
      {children}
    </div>
  );
}

/** A note in the main colour's light tint (a limit, a minimum); `testId` for journeys. */
export function PromoNote({ children, testId }: { children: ReactNode; testId?: string }): ReactElement {
  return (
    <div className="pk-note" data-testid={testId}>
      {children}
    </div>
  );
}

/** A label and its text in one row (the sale hours, the rules). */
export function PromoFact({ label, children }: { label: string; children: ReactNode }): ReactElement {
  return (
    <div className="pk-fact">
      <span className="pk-fact-label">{label}</span>
      <span>{children}</span>
    </div>
  );
}

/**
 * Calls `emitMissing` once when the page's source has answered (`loaded`) without the goods: the
 * activity is over or gone, and the page sends the shopper on (its `missing` actions).
 */
export function useMissing(loaded: boolean, present: boolean, emitMissing: () => void): void {
  const sent = useRef(false);
  const missing = loaded && !present;
  useEffect(() => {
    if (missing && !sent.current) {
      sent.current = true;
      emitMissing();
    }
  }, [missing, emitMissing]);
}
