/**
 * Pre-compressed copies of the built assets: `<file>.br` (brotli, quality 11) and `<file>.gz`
 * (gzip -9) beside each text asset, which the server sends as they are (server/http/h5.ts,
 * @fastify/static `preCompressed`) instead of compressing every response on the fly at a low level.
 * Written by the build (vite.config.ts `precompress`); a copy that would not be smaller is not written.
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Kinds of file worth compressing (pictures and fonts are compressed already). */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|html|webmanifest|ico|xml|wasm)$/i;

export function isCompressible(file: string): boolean {
  return COMPRESSIBLE.test(file);
}

export function brotliSize(data: Buffer): number {
  return zlib.brotliCompressSync(data, brotliOptions(data.length)).length;
}

function brotliOptions(size: number): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

/** Writes the .br and .gz copies of `file`; answers how many were written (0–2). */
export async function precompressFile(file: string): Promise<number> {
  const data = await fs.promises.readFile(file);
  const [br, gz] = await Promise.all([brotli(data, brotliOptions(data.length)), gzip(data, { level: 9 })]);
  let written = 0;
  for (const [ext, out] of [['.br', br], ['.gz', gz]] as const) {
    const copy = file + ext;
    if (out.length < data.length) {
      await fs.promises.writeFile(copy, out);
      written++;
    } else {
      await fs.promises.rm(copy, { force: true });
    }
  }
  return written;
}

/**
 * Compresses `files` (paths relative to `dir`), those of a compressible kind, a few at a time
 * (brotli 11 is slow; the machine is shared). Answers the number of copies written.
 */
export async function precompressFiles(dir: string, files: readonly string[], parallel = 4): Promise<number> {
  const queue = files.filter(isCompressible).map((f) => path.join(dir, f));
  let written = 0;
  const worker = async (): Promise<void> => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) written += await precompressFile(file);
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return written;
}
