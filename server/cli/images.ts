import path from 'node:path';
import { loadConfig } from '../config.ts';
import { ensureWebpCopies, picturesUnder } from '../lib/webp.ts';

/**
 * `npm run images -- webp`: makes the WebP copies (server/lib/webp.ts) a data directory from
 * before they existed lacks, for every JPEG and PNG under <DATA_DIR>/upload. Files only, no
 * database: safe while the server runs (copies are written aside and renamed, and /upload/
 * answers a copy only once it is there).
 */
async function main(): Promise<void> {
  if (process.argv[2] !== 'webp') {
    console.error('usage: npm run images -- webp');
    process.exit(2);
  }
  const uploadDir = path.join(loadConfig().dataDir, 'upload');
  const pictures = picturesUnder(uploadDir);
  const made = await ensureWebpCopies(pictures);
  console.log(`[shop] images: ${pictures.length} pictures under ${uploadDir}, ${made} WebP copies made`);
}

main().catch((err: unknown) => {
  console.error('[shop] images:', err instanceof Error ? err.message : err);
  process.exit(1);
});
