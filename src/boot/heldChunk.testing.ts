/**
 * Tests of a chunk the app imports later (src/boot/importOnce.ts): a stand-in for the chunk's
 * module, for `vi.doMock('<path>', chunk.module)`, that counts its imports, can fail the next ones
 * (`chunk.fails = n`) and, held, lets nothing in until `chunk.letIn()`.
 */
export interface HeldChunk<T> {
  /** The module factory to give vi.doMock. */
  module: () => Promise<T>;
  /** Imports so far. */
  imports: number;
  /** The next this many imports fail. */
  fails: number;
  /** Lets the held imports (and all later ones) through. */
  letIn(): void;
}

export function heldChunk<T>(value: () => T, { held = true }: { held?: boolean } = {}): HeldChunk<T> {
  let open!: () => void;
  const arrived = held
    ? new Promise<void>((resolve) => {
        open = resolve;
      })
    : Promise.resolve();
  const chunk: HeldChunk<T> = {
    imports: 0,
    fails: 0,
    letIn: () => open?.(),
    module: async () => {
      chunk.imports++;
      await arrived;
      if (chunk.fails > 0) {
        chunk.fails--;
        throw new Error('chunk failed');
      }
      return value();
    },
  };
  return chunk;
}
