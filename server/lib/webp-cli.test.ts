/**
 * `npm run images -- webp` on a data directory from before the WebP copies: the missing copies
 * are made where they halve the bytes, nested folders included; a second run makes none.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config.ts';
import { picturesUnder, webpPathOf } from './webp.ts';

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-webp-cli-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const images = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'server/cli/images.ts', ...args], { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir } });

describe('npm run images -- webp', () => {
  it('makes the copies an older data directory lacks, once', async () => {
    const banner = path.join(dataDir, 'upload/diy/banner.png');
    const noisy = path.join(dataDir, 'upload/goods/7/1_BIG.jpg');
    fs.mkdirSync(path.dirname(banner), { recursive: true });
    fs.mkdirSync(path.dirname(noisy), { recursive: true });
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="750" height="320"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f97316"/><stop offset="1" stop-color="#6366f1"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>';
    fs.writeFileSync(banner, await sharp(Buffer.from(svg)).png().toBuffer());
    const noise = Buffer.alloc(128 * 128 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    fs.writeFileSync(noisy, await sharp(noise, { raw: { width: 128, height: 128, channels: 3 } }).jpeg({ quality: 80 }).toBuffer());
    fs.writeFileSync(path.join(dataDir, 'upload/diy/readme.txt'), 'not a picture');
    expect(picturesUnder(path.join(dataDir, 'upload')).sort()).toEqual([banner, noisy].sort());

    const first = await images('webp');
    expect(first.stdout).toContain('2 pictures');
    expect(first.stdout).toContain('1 WebP copies made');
    expect((await sharp(webpPathOf(banner)).metadata()).format).toBe('webp');
    expect(fs.existsSync(webpPathOf(noisy))).toBe(false); // would not halve its bytes

    const again = await images('webp');
    expect(again.stdout).toContain('0 WebP copies made');
    await expect(images('other')).rejects.toMatchObject({ code: 2 });
  });
});
