import { describe, expect, it } from 'vitest';
import { checkTranslations, localizeDoc } from './i18n.ts';

const at = (base: string, key: string | number) => (typeof key === 'number' ? `${base}[${key}]` : `${base}.${key}`);

describe('localizeDoc', () => {
  const doc = {
    global: { title: '首页', i18n: { 'en-us': { title: 'Home' } } },
    value: [
      { componentName: 'Text', text: '优惠专区', i18n: { 'en-us': { text: 'Deals' } }, more: { text: '更多', i18n: { 'en-us': { text: '' } } } },
      { componentName: 'GraphicNav', list: [{ title: '团购', i18n: { 'en-us': { title: 'Group buy' } } }, { title: '拼团' }] },
    ],
  };

  it('gives each text in the language asked, else the default, and drops the translations', () => {
    expect(localizeDoc(doc, 'en-us')).toEqual({
      global: { title: 'Home' },
      value: [
        { componentName: 'Text', text: 'Deals', more: { text: '更多' } },
        { componentName: 'GraphicNav', list: [{ title: 'Group buy' }, { title: '拼团' }] },
      ],
    });
  });

  it('keeps the default texts in the default language (and a document without translations as it was)', () => {
    const zh = localizeDoc(doc, 'zh-cn');
    expect(zh.global).toEqual({ title: '首页' });
    expect(zh.value[1]).toEqual({ componentName: 'GraphicNav', list: [{ title: '团购' }, { title: '拼团' }] });
    const plain = { global: { title: 'x' }, value: [{ a: [1, { b: 'c' }], n: null }] };
    expect(localizeDoc(plain, 'en-us')).toEqual(plain);
    expect(doc.value[0]!.i18n).toBeDefined(); // the input is not changed
  });

  it('never puts a text over a field that is not text', () => {
    expect(localizeDoc({ n: 3, flag: true, i18n: { 'en-us': { n: 'x', flag: 'y', added: 'z' } } }, 'en-us')).toEqual({ n: 3, flag: true, added: 'z' });
  });
});

describe('checkTranslations', () => {
  it('names every malformed translation by its path', () => {
    const problems = checkTranslations(
      { a: { title: 't', n: 1, i18n: { fr: { title: 'x' }, 'en-us': { title: 5, n: 'one', i18n: 'x' } } }, b: [{ i18n: 'x' }], c: { i18n: { 'en-us': 'x' } } },
      '$',
      at,
    );
    expect(problems).toEqual([
      { path: '$.a.i18n.fr', problem: 'language' },
      { path: '$.a.i18n.en-us.title', problem: 'notText' },
      { path: '$.a.i18n.en-us.n', problem: 'noField' },
      { path: '$.a.i18n.en-us.i18n', problem: 'noField' },
      { path: '$.b[0].i18n', problem: 'notObject' },
      { path: '$.c.i18n.en-us', problem: 'notObject' },
    ]);
    expect(checkTranslations({ title: 't', i18n: { 'en-us': { title: 'T' }, 'zh-cn': {} } }, '$', at)).toEqual([]);
  });
});
