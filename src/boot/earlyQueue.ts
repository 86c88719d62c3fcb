/**
 * What the early-tap script holds and how a held tap is handed back: shared by earlyClicks.ts (the
 * common hand-over) and earlyHandover.ts (the rarer ones, loaded lazily by the first).
 */

/** What the inline script keeps on window (`__h5Early`). */
export interface EarlyQueue {
  /**
   * Elements tapped before the app listened, with their place under #root and which of the
   * elements with their tag and text they are (`ordinal`, 0 = the first).
   */
  taps: Array<{ el: Element; path: number[]; tag: string; text: string; ordinal: number; submit?: boolean }>;
  /** Text fields typed into before the app listened (once each), with their place and name. */
  fields?: EarlyField[];
  /** Stops holding taps; returns what was held. */
  stop(): EarlyQueue['taps'];
}

/** A field typed into before the app listened (handed over by earlyHandover.ts). */
export interface EarlyField {
  el: Element;
  path: number[];
  tag: string;
  name: string;
  /**
   * The text as of the last input before the app took over (a render of the form before its
   * hand-over would set the field back).
   */
  value: string;
}

/**
 * Runs the hand-overs in order, the first at once and each next one a task later, so the state a
 * tap changes (ticking "agree") has rendered before the next tap ("log in") reads it.
 */
export function inTurn(steps: Array<() => unknown>): void {
  const [first, ...rest] = steps;
  if (!first) return;
  first();
  if (rest.length) setTimeout(() => inTurn(rest), 0);
}

/**
 * Hands a held tap (or form submission: Enter in a field) to the element now React's. A tap on an
 * icon lands on its <svg> (or a <path> in it), which has no click(): a bubbling click is sent to it
 * instead, so its button hears it (the goods bar's 客服 was lost so).
 */
export function replay(el: Element, submit: boolean | undefined): void {
  if (!submit) {
    if (el instanceof HTMLElement) el.click();
    else el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, view: window }));
  }
  else if (el instanceof HTMLFormElement) {
    if (typeof el.requestSubmit === 'function') el.requestSubmit();
    else el.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  }
}
