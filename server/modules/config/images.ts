import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { writePicture } from '../../lib/webp.ts';

/**
 * The site's default pictures (default_img: goods, head, store, article; the logo), drawn here
 * so a fresh data directory never answers 404 for them (with their WebP copies, server/lib/webp.ts).
 * Files already present are kept (a merchant may replace them).
 */
const SHAPES: Record<string, string> = {
  goods: `<rect width="200" height="200" fill="#f2f3f5"/><path d="M62 78h76l-6 72H68z" fill="#d5d8de"/><path d="M80 80v-8a20 20 0 0 1 40 0v8" stroke="#c0c4cc" stroke-width="6" fill="none"/>`,
  head: `<rect width="200" height="200" fill="#e8eaef"/><circle cx="100" cy="80" r="34" fill="#c6cad2"/><path d="M36 186c6-40 34-60 64-60s58 20 64 60z" fill="#c6cad2"/>`,
  store: `<rect width="200" height="200" fill="#f2f3f5"/><path d="M44 70h112l10 26H34z" fill="#d5d8de"/><rect x="50" y="96" width="100" height="64" fill="#c0c4cc"/><rect x="88" y="120" width="24" height="40" fill="#f2f3f5"/>`,
  article: `<rect width="200" height="200" fill="#f2f3f5"/><rect x="50" y="44" width="100" height="112" rx="8" fill="#d5d8de"/><path d="M66 74h68M66 96h68M66 118h44" stroke="#f2f3f5" stroke-width="8"/>`,
  logo: `<rect width="200" height="200" rx="40" fill="#F4391c"/><text x="100" y="128" font-family="sans-serif" font-size="88" font-weight="700" fill="#fff" text-anchor="middle">N</text>`,
  logo_square: `<rect width="200" height="200" fill="#F4391c"/><text x="100" y="128" font-family="sans-serif" font-size="88" font-weight="700" fill="#fff" text-anchor="middle">N</text>`,
};

export const DEFAULT_IMAGE_FILES = Object.keys(SHAPES).map((name) => `upload/default/${name}.png`);

export async function ensureDefaultImages(dataDir: string): Promise<void> {
  const dir = path.join(dataDir, 'upload', 'default');
  fs.mkdirSync(dir, { recursive: true });
  for (const [name, body] of Object.entries(SHAPES)) {
    const file = path.join(dir, `${name}.png`);
    if (fs.existsSync(file)) continue;
    const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">${body}</svg>`);
    await writePicture(file, await sharp(svg).png({ compressionLevel: 9 }).toBuffer());
  }
}
