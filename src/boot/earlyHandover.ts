/**
 * The rarer hand-overs of what was done on the server's view before the app listened, loaded by
 * earlyClicks.ts only when needed:
 * - text typed into the server's fields, handed to the fields React owns. React keeps such text on
 *   screen when it hydrates a controlled field but not in its state: the form would submit empty
 *   values and wipe the text at its next render;
 * - after a client render over the server's view (a member, another language), the typed text and
 *   the held taps go to their counterparts in the client's view.
 */
import { inTurn, replay, type EarlyField, type EarlyQueue } from './earlyQueue.ts';

function at(root: Element, path: readonly number[]): Element | null {
  let n: Element | null = root;
  for (const i of path) n = n?.children[i] ?? null;
  return n;
}

/** The element a held tap meant in the client's view: same place, else the same tag and text. */
function counterpart(root: Element, tap: EarlyQueue['taps'][number]): Element | null {
  // Any element, an icon's <svg> included (a tap on the icon lands there).
  const same = (el: Element | null): el is Element => el instanceof Element && el.tagName === tap.tag && (el.textContent ?? '').trim().slice(0, 80) === tap.text;
  const byPath = at(root, tap.path);
  if (same(byPath)) return byPath;
  if (tap.ordinal < 0 || !tap.text) return null;
  const candidates = Array.from(root.getElementsByTagName(tap.tag)).filter(same);
  return candidates[tap.ordinal] ?? null;
}

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (el: Element | null | undefined): el is FieldElement =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;

/** Whether React owns the element yet (hydrated or created): React keeps its props on it under `__reactProps$<id>`. */
const isReacts = (el: Element): boolean => Object.keys(el).some((k) => k.startsWith('__reactProps$'));

/**
 * Gives a field React owns the text typed before the app listened, as an input event its onChange
 * reads. React's value tracker took the typed text for the field's value when it hydrated, so an
 * event alone would not read as a change: the tracker is reset through the element's own `value`
 * (React's), the text put back through the prototype's setter, then the events are sent.
 */
function handOverText(el: FieldElement, text: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, 'value')?.set;
  if (!setter) return;
  el.value = text === '' ? ' ' : '';
  setter.call(el, text);
  el.dispatchEvent(new Event('input', { bubbles: true }));
  el.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The field a typed server field is in the client's view: same place, else the same tag and name. */
function fieldCounterpart(root: Element, field: EarlyField): FieldElement | null {
  const same = (el: Element | null | undefined): el is FieldElement => isField(el) && el.tagName === field.tag && (el.getAttribute('name') ?? '') === field.name;
  const byPath = at(root, field.path);
  if (same(byPath)) return byPath;
  return field.name ? (Array.from(root.getElementsByTagName(field.tag)).find(same) ?? null) : null;
}

/**
 * Hands typed fields over, each once React owns its element (the same element after hydration,
 * `clientRoot` null; its counterpart under `clientRoot` after a client render over the server's
 * view), then, in a later task (so the forms have rendered their new values), the held taps.
 * Looks again every frame until all fields are done or `until`; a field React never owns by then
 * is left as it is.
 */
export function handOverFields(fields: EarlyField[], clientRoot: Element | null, until: number, then: () => void): void {
  const target = (f: EarlyField): FieldElement | null => (clientRoot ? fieldCounterpart(clientRoot, f) : isField(f.el) ? f.el : null);
  const pending = fields.filter((f) => isField(f.el));
  const attempt = (): void => {
    for (let i = 0; i < pending.length; ) {
      const field = pending[i]!;
      const el = target(field);
      if (el && isReacts(el)) {
        // Typed on after the app started (same element, hydrated) counts too.
        handOverText(el, el === field.el && el.value !== '' ? el.value : field.value);
        pending.splice(i, 1);
      } else i++;
    }
    if (pending.length && Date.now() < until) requestAnimationFrame(attempt);
    else setTimeout(then, 0);
  };
  attempt();
}

/**
 * After a client render over the server's view: the server's elements stay on screen, dead, until
 * React commits, so taps are held until they are gone; then the typed text goes to the same fields
 * and each tap to its counterpart in the client's view (a member's view may differ a little from
 * the guest's the server rendered).
 */
export function afterClientRender(queue: EarlyQueue, root: Element, serverView: Element, waitMs: number): void {
  const until = Date.now() + waitMs;
  const pending: EarlyQueue['taps'] = [];
  let stopped = false;
  let fieldsDone = false;
  const attempt = (): void => {
    if (!stopped && (!serverView.isConnected || Date.now() >= until)) {
      stopped = true;
      queue.stop();
      const fields = queue.fields ?? [];
      if (fields.length) {
        handOverFields(fields, root, until + waitMs, () => {
          fieldsDone = true;
          attempt();
        });
      } else fieldsDone = true;
    }
    pending.push(...queue.taps.splice(0));
    if (stopped && !fieldsDone) return;
    if (stopped) {
      // The page's own part may still be loading (a lazy chunk): look again until it is there.
      const found: Array<() => void> = [];
      for (let i = 0; i < pending.length; ) {
        const el = counterpart(root, pending[i]!);
        if (el) {
          const [tap] = pending.splice(i, 1);
          found.push(() => replay(el, tap?.submit));
        } else i++;
      }
      inTurn(found);
      if (pending.length === 0 || Date.now() >= until + waitMs) return;
    }
    requestAnimationFrame(attempt);
  };
  attempt();
}
