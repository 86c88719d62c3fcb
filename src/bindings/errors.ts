// Binding errors carry the offending text and a character offset so a page author can find them.

export class BindingError extends Error {
  readonly expression: string;
  /** Character offset into `expression`. */
  readonly position: number;

  constructor(message: string, expression: string, position: number) {
    super(message);
    this.name = 'BindingError';
    this.expression = expression;
    this.position = position;
  }
}

export type BindingErrorReporter = (error: BindingError) => void;

// Dev builds warn; production and tests stay quiet unless a reporter is installed.
// Written as `import.meta.env` literally so Vite substitutes it; on the server (tsx) it is
// undefined, which means quiet.
const env = import.meta.env as ImportMetaEnv | undefined;
const defaultReporter: BindingErrorReporter =
  env?.DEV === true && env.MODE !== 'test'
    ? (error) => console.warn(`[bindings] ${error.message} in "${error.expression}" at ${error.position}`)
    : () => {};

let reporter: BindingErrorReporter = defaultReporter;

/** Installs a reporter (null restores the default); returns the previous one. */
export function setBindingErrorReporter(next: BindingErrorReporter | null): BindingErrorReporter {
  const previous = reporter;
  reporter = next ?? defaultReporter;
  return previous;
}

// Each broken string is reported once; the set is bounded so hostile pages cannot grow it forever.
const MAX_REMEMBERED = 2000;
const reported = new Set<string>();

export function reportOnce(error: BindingError): void {
  const key = `${error.expression}\u0000${error.message}`;
  if (reported.has(key)) return;
  if (reported.size >= MAX_REMEMBERED) reported.clear();
  reported.add(key);
  try {
    reporter(error);
  } catch {
    // A failing reporter must not break rendering.
  }
}

/** Forgets which errors were reported (tests). */
export function resetReportedErrors(): void {
  reported.clear();
}
