/**
 * NiuShop static image paths (`addon/…`, `app/component/…`, `public/static/…`, `public/uniapp/…`) in published
 * documents: publishing a raw NiuShop sample rewrites them to local images made in the data
 * directory, so every image URL of the published page answers 200; other paths are left alone.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSample, SAMPLE_FILES, type SampleName } from '../../../tests/diy-samples.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { localImagePath, localiseDiyImages } from './images.ts';
import { adminCaller, readPage, type Published } from './test-helpers.ts';

let s: TestServer;
let admin: ReturnType<typeof adminCaller>;
beforeAll(async () => {
  s = await startTestServer();
  admin = adminCaller(s);
});
afterAll(async () => {
  await s.close();
});

const IMAGE = /\.(png|jpe?g|gif|webp)$/i;

/** Every string of a document that names an image. */
function imageStrings(doc: unknown, out: string[] = []): string[] {
  if (typeof doc === 'string') {
    if (IMAGE.test(doc)) out.push(doc);
  } else if (Array.isArray(doc)) for (const v of doc) imageStrings(v, out);
  else if (doc && typeof doc === 'object') for (const v of Object.values(doc)) imageStrings(v, out);
  return out;
}

/** The URL the shop's img() makes of a site path (uploads are served under /upload/). */
const url = (p: string) => (/^https?:\/\//.test(p) ? p : `/${p.replace(/^\//, '')}`);

describe('localising NiuShop static images', () => {
  it('knows NiuShop’s static roots only', () => {
    expect(localImagePath('addon/diy_default1/shop/view/public/img/banner.png')).toMatch(/^upload\/diy\/[0-9a-f]{12}\.png$/);
    expect(localImagePath('public/uniapp/member/index/menu/default_sign.png')).toMatch(/^upload\/diy\//);
    expect(localImagePath('public/static/img/diy_view/style/decorate-blue-1.jpg')).toMatch(/^upload\/diy\//);
    expect(localImagePath('app/component/view/goods_recommend/img/bg.png')).toMatch(/^upload\/diy\/[0-9a-f]{12}\.png$/);
    for (const other of ['upload/goods/1/1.jpg', 'public/other/x.png', 'app/model/x.png', 'app/component/../../x.png', 'app/component/view/x.svg', 'https://cdn.example.com/addon/x/y.png', '/addon/x/y.png', 'addon/x/../../etc/y.png', 'addon/x/y.svg', 'addon/diy_default1/readme.txt']) {
      expect(localImagePath(other), other).toBeNull();
    }
    // idempotent: a localised document stays as it is
    const once = localiseDiyImages({ a: 'addon/seckill/component/view/seckill/img/style_title_3_bg.png' }).doc;
    expect(localiseDiyImages(once)).toEqual({ doc: once, images: [] });
  });

  for (const which of Object.keys(SAMPLE_FILES) as SampleName[]) {
    it(`publishing the raw ${which} sample gives image URLs that answer 200`, async () => {
      const row = loadSample(which);
      const before = imageStrings(row.value);
      const foreign = new Set(before.filter((p) => /^(addon|public)\//.test(p)));
      const name = `DIY_VIEW_RANDOM_img_${which}`;
      const res = await admin.call<Published>('/admin/diy/publish', { name, document: JSON.stringify(row) });
      expect(res.code, JSON.stringify(res.data)).toBe(0);

      const { value, schema } = await readPage(s, name);
      const paths = [...imageStrings(value), ...imageStrings(schema)];
      expect(paths.filter((p) => /(^|\/)(addon|public)\//.test(p))).toEqual([]);
      // each NiuShop path became one local image (components of addons the shop lacks are not answered)
      const local = new Set(imageStrings(value).filter((p) => p.startsWith('upload/diy/')));
      expect(local.size).toBeLessThanOrEqual(foreign.size);
      if (foreign.size) expect(local.size).toBeGreaterThan(0);
      for (const p of new Set(paths)) {
        const got = await s.app.inject({ method: 'GET', url: url(p) });
        expect(got.statusCode, p).toBe(200);
        expect(got.headers['content-type'], p).toMatch(/^image\//);
      }
      // the variants img() asks for exist too
      for (const p of [...foreign].slice(0, 3).map((f) => localImagePath(f)!)) {
        for (const suffix of ['_BIG', '_MID', '_SMALL']) expect((await s.app.inject({ method: 'GET', url: url(p.replace(/\.png$/, `${suffix}.png`)) })).statusCode).toBe(200);
      }
    });
  }

  it('leaves unknown paths alone and keeps the size given by the component', async () => {
    const doc = {
      global: { title: 'Images' },
      value: [
        {
          id: 'ads1',
          componentName: 'ImageAds',
          list: [
            { imageUrl: 'addon/diy_default1/shop/view/public/img/banner_other.png', imgWidth: '1500', imgHeight: '600', link: {} },
            { imageUrl: 'upload/goods/unknown.jpg', imgWidth: '750', imgHeight: '300', link: {} },
            { imageUrl: 'public/other/thing.png', imgWidth: '750', imgHeight: '300', link: {} },
            { imageUrl: 'https://cdn.example.com/addon/x/y.png', imgWidth: '750', imgHeight: '300', link: {} },
          ],
        },
      ],
    };
    const name = 'DIY_VIEW_RANDOM_img_unknown';
    const res = await admin.call<Published>('/admin/diy/publish', { name, document: JSON.stringify(doc) });
    expect(res.code, JSON.stringify(res.data)).toBe(0);
    const { value } = await readPage(s, name);
    const list = ((value as { value: Array<{ list: Array<{ imageUrl: string }> }> }).value[0]?.list ?? []).map((i) => i.imageUrl);
    expect(list[0]).toMatch(/^upload\/diy\/[0-9a-f]{12}\.png$/);
    expect(list.slice(1)).toEqual(['upload/goods/unknown.jpg', 'public/other/thing.png', 'https://cdn.example.com/addon/x/y.png']);
    const got = await s.app.inject({ method: 'GET', url: `/${list[0]}` });
    expect(got.statusCode).toBe(200);
    // 1500×600 scaled to the 750 px design width
    expect(got.rawPayload.readUInt32BE(16)).toBe(750);
    expect(got.rawPayload.readUInt32BE(20)).toBe(300);
    // and a browser that takes WebP gets the same picture as WebP, a fraction of the bytes
    const webp = await s.app.inject({ method: 'GET', url: `/${list[0]}`, headers: { accept: 'image/avif,image/webp,*/*;q=0.8' } });
    expect([webp.statusCode, webp.headers['content-type']]).toEqual([200, 'image/webp']);
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 750, height: 300 });
    expect(webp.rawPayload.length).toBeLessThan(got.rawPayload.length / 2);
  });

  it('gives pictures under app/component/… a stand-in too, sized by the component', async () => {
    const doc = {
      global: { title: 'Core component pictures' },
      value: [
        { id: 'rec1', componentName: 'GoodsRecommend', addonName: '', style: 3, sources: 'initial', count: 3, bgUrl: 'app/component/view/goods_recommend/img/bg_3.png', imgWidth: '702', imgHeight: '404' },
        { id: 'ads2', componentName: 'ImageAds', list: [{ imageUrl: 'app/component/view/image_ads/img/ad.jpg', imgWidth: '750', imgHeight: '250', link: {} }] },
      ],
    };
    const name = 'DIY_VIEW_RANDOM_img_app_component';
    const res = await admin.call<Published>('/admin/diy/publish', { name, document: JSON.stringify(doc) });
    expect(res.code, JSON.stringify(res.data)).toBe(0);
    const { value, schema } = await readPage(s, name);
    expect([...imageStrings(value), ...imageStrings(schema)].filter((p) => p.includes('app/component'))).toEqual([]);
    const comps = (value as { value: Array<{ bgUrl?: string; list?: Array<{ imageUrl: string }> }> }).value;
    const bg = comps[0]?.bgUrl ?? '';
    const ad = comps[1]?.list?.[0]?.imageUrl ?? '';
    expect(bg).toBe(localImagePath('app/component/view/goods_recommend/img/bg_3.png'));
    expect(ad).toBe(localImagePath('app/component/view/image_ads/img/ad.jpg'));
    for (const [p, w, h] of [[bg, 702, 404], [ad, 750, 250]] as const) {
      const got = await s.app.inject({ method: 'GET', url: `/${p}` });
      expect([got.statusCode, got.headers['content-type']], p).toEqual([200, 'image/png']);
      expect([got.rawPayload.readUInt32BE(16), got.rawPayload.readUInt32BE(20)]).toEqual([w, h]);
    }
  });
});
