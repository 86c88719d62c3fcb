import type { ServerModule } from './types.ts';
import system from './system/index.ts';

/** Every server area, once. Order matters only for `init` (adapters another area uses come first). */
export const modules: ServerModule[] = [
  system,
];
