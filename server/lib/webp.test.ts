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

  it('keeps a smaller copy of a JPEG and of a PNG (alpha kept), none of other files', async () => {
    const jpg = path.join(dir, 'a.jpg');
    fs.writeFileSync(jpg, await sharp(gradient(800, 800)).jpeg({ quality: 80 }).toBuffer());
    expect(await writeWebpCopy(jpg)).toBe(true);
    const meta = await sharp(webpPathOf(jpg)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 800]);
    expect(fs.statSync(webpPathOf(jpg)).size).toBeLessThan(fs.statSync(jpg).size * 0.9);

    const png = path.join(dir, 'b.png');
    const translucent = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><defs><linearGradient id="g"><stop offset="0" stop-color="#f60"/><stop offset="1" stop-color="#36f"/></linearGradient></defs><circle cx="150" cy="100" r="90" fill="url(#g)" fill-opacity="0.5"/></svg>',
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

  it('keeps no copy that saves less than a tenth, and removes a stale one', () => {
    const file = path.join(dir, 'd.png');
    fs.writeFileSync(webpPathOf(file), 'stale');
    expect(saveWebpCopy(file, 1000, Buffer.alloc(901))).toBe(false);
    expect(fs.existsSync(webpPathOf(file))).toBe(false);
    expect(saveWebpCopy(file, 1000, Buffer.alloc(900))).toBe(true);
    expect(fs.statSync(webpPathOf(file)).size).toBe(900);
  });

  it('makes the missing copies of an older data directory', async () => {
    const file = path.join(dir, 'e.jpg');
    fs.writeFileSync(file, await sharp(gradient(400, 400)).jpeg({ quality: 85 }).toBuffer());
    await ensureWebpCopies([file, path.join(dir, 'missing.jpg')]);
    expect(fs.existsSync(webpPathOf(file))).toBe(true);
    const mtime = fs.statSync(webpPathOf(file)).mtimeMs;
    await ensureWebpCopies([file]);
    expect(fs.statSync(webpPathOf(file)).mtimeMs).toBe(mtime);
  });
});
