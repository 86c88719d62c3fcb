import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { acceptsWebp, ensureWebpCopies, saveWebpCopy, webpPathOf, writeWebpCopy } from './webp.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-webp-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const gradient = (w: number, h: number) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g"><stop offset="0" stop-color="#f60"/><stop offset="1" stop-color="#36f"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`);

describe('WebP copies', () => {
  it('reads Accept as a browser sends it', () => {
    expect(acceptsWebp('image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8')).toBe(true);
    expect(acceptsWebp('image/webp;q=0.5')).toBe(true);
    expect(acceptsWebp('IMAGE/WEBP')).toBe(true);
    expect(acceptsWebp('image/webp;q=0, image/*')).toBe(false);
    expect(acceptsWebp('image/*,*/*;q=0.8')).toBe(false);
    expect(acceptsWebp('')).toBe(false);
    expect(acceptsWebp(undefined)).toBe(false);
  });

  it('keeps a copy of a drawn PNG (opaque, or with its alpha), none of other files', async () => {
    const drawn = path.join(dir, 'a.png');
    fs.writeFileSync(drawn, await sharp(gradient(750, 320)).png().toBuffer());
    expect(await writeWebpCopy(drawn)).toBe(true);
    const meta = await sharp(webpPathOf(drawn)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 750, 320]);
    expect(fs.statSync(webpPathOf(drawn)).size).toBeLessThanOrEqual(fs.statSync(drawn).size * 0.5);

    const png = path.join(dir, 'b.png');
    const translucent = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f60"/><stop offset="1" stop-color="#36f"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)" fill-opacity="0.6"/></svg>',
    );
    const pngBytes = await sharp(translucent).png().toBuffer();
    fs.writeFileSync(png, pngBytes);
    expect(await writeWebpCopy(png, pngBytes)).toBe(true);
    expect((await sharp(webpPathOf(png)).metadata()).hasAlpha).toBe(true);

    const gif = path.join(dir, 'c.gif');
    fs.writeFileSync(gif, await sharp(gradient(50, 50)).gif().toBuffer());
    expect(await writeWebpCopy(gif)).toBe(false);
    expect(fs.existsSync(webpPathOf(gif))).toBe(false);
    // no temporary files are left behind
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('keeps no copy that does not halve the bytes, and removes a stale one', () => {
    const file = path.join(dir, 'd.png');
    fs.writeFileSync(webpPathOf(file), 'stale');
    expect(saveWebpCopy(file, 1000, Buffer.alloc(501))).toBe(false);
    expect(fs.existsSync(webpPathOf(file))).toBe(false);
    expect(saveWebpCopy(file, 1000, Buffer.alloc(500))).toBe(true);
    expect(fs.statSync(webpPathOf(file)).size).toBe(500);
  });

  it('keeps no copy of a detailed JPEG that WebP makes only a little smaller', async () => {
    // Noise: a photo's worst case. WebP saves far less than half of a JPEG of it.
    const { width, height } = { width: 256, height: 256 };
    const noise = Buffer.alloc(width * height * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const file = path.join(dir, 'noise.jpg');
    const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
    fs.writeFileSync(file, jpeg);
    expect(await writeWebpCopy(file, jpeg)).toBe(false);
    expect(fs.existsSync(webpPathOf(file))).toBe(false);
  });

  it('makes the missing copies of an older data directory', async () => {
    const file = path.join(dir, 'e.png');
    fs.writeFileSync(file, await sharp(gradient(400, 400)).png().toBuffer());
    await ensureWebpCopies([file, path.join(dir, 'missing.png')]);
    expect(fs.existsSync(webpPathOf(file))).toBe(true);
    const mtime = fs.statSync(webpPathOf(file)).mtimeMs;
    await ensureWebpCopies([file]);
    expect(fs.statSync(webpPathOf(file)).mtimeMs).toBe(mtime);
  });
});
