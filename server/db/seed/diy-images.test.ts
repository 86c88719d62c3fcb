import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localiseDiyImages, writeDiyImages } from './diy-images.ts';

describe('diy sample images', () => {
  it('rewrites NiuShop install paths to local images sized from the component', async () => {
    const doc = {
      value: [
        { componentName: 'ImageAds', list: [{ imageUrl: 'addon/diy_default1/shop/view/public/img/banner.png', imgWidth: '2250', imgHeight: '1110' }] },
        { componentName: 'GraphicNav', list: [{ imageUrl: 'public/uniapp/member/index/menu/default_sign.png' }, { imageUrl: 'upload/goods/1/1.jpg' }] },
      ],
    };
    const { doc: out, images } = localiseDiyImages(doc);
    const banner = out.value[0]?.list[0]?.imageUrl ?? '';
    expect(banner).toMatch(/^upload\/diy\/[0-9a-f]{12}\.png$/);
    expect(out.value[1]?.list[1]?.imageUrl).toBe('upload/goods/1/1.jpg');
    expect(images.find((i) => i.rel === banner)).toMatchObject({ width: 750, height: 370 });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diyimg-'));
    await writeDiyImages(dir, images);
    for (const suffix of ['', '_BIG', '_MID', '_SMALL']) expect(fs.existsSync(path.join(dir, banner.replace('.png', `${suffix}.png`)))).toBe(true);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
