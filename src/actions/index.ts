/**
 * Actions: `on: { <event>: Action[] }` runs in order and stops at the first failure.
 *
 * Each action's arguments (the action object minus `action`) are resolved as bindings just before
 * it runs, against the chain's scope, so `${event.result}` sees what an earlier `request` set.
 */
import { resolveDeep } from '../bindings/index.ts';
import { report } from '../renderer/report.ts';
import { importOnce } from '../boot/importOnce.ts';
import type { RenderScope } from '../renderer/types.ts';
import { getActionEnv } from './env.ts';
import { isPlainObject } from './util.ts';
import type { ActionContext, ActionDefinition, ActionEnv, PageCapabilities } from './types.ts';

export { defineAction, ActionArgumentError } from './types.ts';
export type { ActionContext, ActionDefinition, ActionEnv, ActionNavigator, ActionOutcome, PageCapabilities, ModalOptions } from './types.ts';
export { configureActions, getActionEnv, resetActionEnv } from './env.ts';

// Definitions differ in their argument types; the registry stores them erased.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyAction = ActionDefinition<any>;

const registry = new Map<string, AnyAction>();

/**
 * The built-in actions are one chunk of their own, loaded when the first chain runs (or ahead of
 * it, `loadActions()` on the first touch): no first view runs an action before a tap, so their
 * bytes stay off the first load.
 */
export const loadActions: () => Promise<void> = importOnce(() =>
  import('./builtin.ts').then((m) => {
    // An extension registered under a built-in's name keeps its place.
    for (const def of m.default) if (!registry.has(def.name)) registry.set(def.name, def);
  }),
);

/** Add an action (extensions); it needs a schema in schemas/actions/ to pass validation. */
export function registerAction(def: AnyAction): void {
  registry.set(def.name, def);
}

/** Names of the registered actions (the built-ins once `loadActions()` has resolved). */
export function actionNames(): string[] {
  return [...registry.keys()].sort();
}

export interface RunOptions {
  /** Base scope; `event` is the emitted payload. */
  scope: Partial<RenderScope>;
  page?: PageCapabilities;
  /** Replaces parts of the configured environment for this run (tests, previews). */
  env?: Partial<ActionEnv>;
  /** For reports, e.g. `node "buy" on add`. */
  origin?: string;
}

/**
 * Run `actions` in order; resolves true when every action continued, false when the chain stopped
 * (an action returned false, threw, was unknown or malformed). Never rejects.
 */
export async function runActions(actions: unknown, options: RunOptions): Promise<boolean> {
  if (actions === undefined || actions === null) return true;
  const origin = options.origin ?? 'actions';
  if (!Array.isArray(actions)) {
    report(`action:${origin}`, `${origin}: handlers must be an array of actions`);
    return false;
  }
  try {
    await loadActions();
  } catch (err) {
    report(`action:${origin}`, `${origin}: the actions could not be loaded: ${err instanceof Error ? err.message : String(err)}`, err);
    return false;
  }
  const base = getActionEnv();
  const env: ActionEnv = options.env ? { ...base, ...options.env } : base;
  const ctx: ActionContext = {
    scope: { data: {}, state: {}, query: {}, member: null, site: null, cart: null, ...options.scope } as RenderScope,
    page: options.page,
    env,
    origin,
  };
  for (let i = 0; i < actions.length; i++) {
    const spec: unknown = actions[i];
    const where = `${origin} [${i}]`;
    if (!isPlainObject(spec) || typeof spec.action !== 'string') {
      report(`action:${where}`, `${where}: not an action object ({"action": "<name>", …})`);
      return false;
    }
    const def = registry.get(spec.action);
    if (!def) {
      report(`action:${where}`, `${where}: unknown action "${spec.action}"`);
      return false;
    }
    const { action: _name, ...rawArgs } = spec;
    let outcome;
    try {
      const args = resolveDeep(rawArgs, ctx.scope) as Record<string, unknown>;
      outcome = await def.run(args, ctx);
    } catch (err) {
      report(`action:${where}:${spec.action}`, `${where}: ${spec.action} failed: ${err instanceof Error ? err.message : String(err)}`, err);
      return false;
    }
    if (outcome === false) return false;
  }
  return true;
}
