/**
 * Everything a bench starts (servers, databases, browsers, temporary directories) registers its
 * clean-up here, so an interrupted run (Ctrl-C, SIGTERM, an exception) still stops it.
 */
type Cleanup = () => Promise<void> | void;

const pending = new Set<Cleanup>();
let installed = false;

function install(): void {
  if (installed) return;
  installed = true;
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`[bench] ${signal}: cleaning up`);
    void runAllCleanups().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
}

/** Registers a clean-up; the returned function runs it (once) and unregisters it. */
export function onCleanup(fn: Cleanup): () => Promise<void> {
  install();
  let done = false;
  const wrapped: Cleanup = async () => {
    if (done) return;
    done = true;
    pending.delete(wrapped);
    await fn();
  };
  pending.add(wrapped);
  return async () => {
    await wrapped();
  };
}

/** Runs every registered clean-up, newest first; errors are logged, never thrown. */
export async function runAllCleanups(): Promise<void> {
  for (const fn of [...pending].reverse()) {
    try {
      await fn();
    } catch (err) {
      console.error('[bench] clean-up failed:', err instanceof Error ? err.message : err);
    }
  }
}
