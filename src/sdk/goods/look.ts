/**
 * The look fields of NiuShop's goods blocks (GoodsList, ManyGoodsList and the promotion blocks)
 * read once into plain values: template, gaps, card style, name / price / sales / button / tag.
 * `theme: 'default'` means theme colours (CSS variables) instead of the merchant's own colours,
 * as NiuShop does.
 */
import type { CSSProperties } from 'react';
import { clampNum, gradientOf, safeColor } from '../../diy/values.ts';
import type { DiyCommonProps } from '../../diy/types.ts';
import { elementStyle } from '../../diy/style.ts';
import { isChinese, merchantText, type DiyT } from './text.ts';

export type Template = 'row1-of1' | 'row1-of2' | 'row1-of3' | 'horizontal-slide' | 'large-small';

export interface GoodsLookProps extends DiyCommonProps {
  style?: unknown;
  template?: unknown;
  goodsMarginType?: unknown;
  goodsMarginNum?: unknown;
  nameLineMode?: unknown;
  imgAroundRadius?: unknown;
  slideMode?: unknown;
  theme?: unknown;
  ornament?: unknown;
  btnStyle?: unknown;
  tag?: unknown;
  goodsNameStyle?: unknown;
  saleStyle?: unknown;
  priceStyle?: unknown;
}

export interface Look {
  template: Template;
  style: 'style-1' | 'style-2' | 'style-3';
  gap: number;
  nameLines: 1 | 2;
  imgRadius: number;
  snap: boolean;
  card: CSSProperties;
  name: { show: boolean; color?: string; bold: boolean };
  price: { show: boolean; color: string; line: { show: boolean; color?: string } };
  sale: { show: boolean; color?: string };
  btn: { show: boolean; kind: 'button' | 'icon'; text: string; style: CSSProperties; toCart: boolean; icon: string };
  tag: { value: string; text: string };
}

const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const on = (v: unknown, fallback = false): boolean => (v === undefined || v === null || v === '' ? fallback : v === true || v === 1 || v === '1' || v === 'true');

const TEMPLATES: readonly Template[] = ['row1-of1', 'row1-of2', 'row1-of3', 'horizontal-slide', 'large-small'];

export function templateOf(v: unknown, fallback: Template = 'row1-of2'): Template {
  if (v === 'large-map' || v === 'big-small') return 'large-small';
  return TEMPLATES.includes(v as Template) ? (v as Template) : fallback;
}

/**
 * NiuShop GoodsList's look (its schema defaults, widgets/diy-goods-list/props.schema.json; that
 * widget's test holds them equal), for a block that shows goods as a goods list does without look
 * fields of its own (the top category's goods).
 */
export const GOODS_LIST_LOOK: Readonly<GoodsLookProps> = {
  pageBgColor: '', textColor: '#303133', componentBgColor: '', componentAngle: 'round',
  topAroundRadius: 0, bottomAroundRadius: 0, elementBgColor: '', elementAngle: 'round',
  topElementAroundRadius: 0, bottomElementAroundRadius: 0, margin: { top: 0, bottom: 0, both: 0 },
  style: 'style-2', template: 'row1-of2', goodsMarginType: 'default', goodsMarginNum: 10,
  nameLineMode: 'single', imgAroundRadius: 0, slideMode: 'scroll', theme: 'default',
  ornament: { type: 'default', color: '#EDEDED' },
  btnStyle: { fontWeight: false, padding: 0, cartEvent: 'detail', text: '购买', textColor: '#FFFFFF', theme: 'default', aroundRadius: 25, control: true, support: true, bgColor: '#FF6A00', style: 'button', iconDiy: { iconType: 'icon', icon: '', style: { fontSize: '60', iconBgColor: [], iconBgColorDeg: 0, iconBgImg: '', bgRadius: 0, iconColor: ['#000000'], iconColorDeg: 0 } } },
  tag: { text: '隐藏', value: 'hidden' },
  goodsNameStyle: { color: '#303133', control: true, fontWeight: false },
  saleStyle: { color: '#999CA7', control: false, support: true },
  priceStyle: { mainColor: '#FF6A00', mainControl: true, lineColor: '#999CA7', lineControl: false, lineSupport: true },
};

/** `defaults` = the widget's schema defaults (nested objects merge over them). */
export function lookOf(props: GoodsLookProps, defaults: GoodsLookProps, t: DiyT, defaultTemplate: Template = 'row1-of2'): Look {
  const diyTheme = props.theme === 'diy';
  const ornament = { ...obj(defaults.ornament), ...obj(props.ornament) };
  const btn = { ...obj(defaults.btnStyle), ...obj(props.btnStyle) };
  const nameStyle = { ...obj(defaults.goodsNameStyle), ...obj(props.goodsNameStyle) };
  const sale = { ...obj(defaults.saleStyle), ...obj(props.saleStyle) };
  const price = { ...obj(defaults.priceStyle), ...obj(props.priceStyle) };
  const tag = { ...obj(defaults.tag), ...obj(props.tag) };

  const card: CSSProperties = { ...elementStyle(props) };
  const ornColor = safeColor(ornament.color) ?? '#EDEDED';
  if (ornament.type === 'shadow') card.boxShadow = `0 0 5px ${ornColor}`;
  else if (ornament.type === 'stroke') card.border = `1px solid ${ornColor}`;

  const gap = props.goodsMarginType === 'diy' ? clampNum(props.goodsMarginNum, 0, 50, 10) : 10;
  const style = props.style === 'style-1' || props.style === 'style-3' ? props.style : 'style-2';

  const btnTheme = btn.theme !== 'diy';
  const btnBg = btnTheme ? 'var(--base-color, #ff4544)' : gradientOf(btn.bgColorStart, btn.bgColorEnd) ?? safeColor(btn.bgColor) ?? 'var(--base-color, #ff4544)';
  // On the theme's main colour the theme's button text colour (dark on yellow).
  const btnText = btnTheme ? 'var(--btn-text-color, #ffffff)' : safeColor(btn.textColor) ?? '#ffffff';
  const radius = clampNum(btn.aroundRadius, 0, 50, 25);
  const kind = btn.style === 'icon' ? 'icon' : 'button';

  return {
    template: templateOf(props.template, defaultTemplate),
    style,
    gap,
    nameLines: props.nameLineMode === 'multiple' ? 2 : 1,
    imgRadius: clampNum(props.imgAroundRadius, 0, 100),
    snap: props.slideMode === 'slide',
    card,
    name: { show: on(nameStyle.control, true), color: safeColor(nameStyle.color), bold: on(nameStyle.fontWeight) },
    price: {
      show: on(price.mainControl, true),
      color: diyTheme ? safeColor(price.mainColor) ?? 'var(--price-color, #ff4544)' : 'var(--price-color, #ff4544)',
      line: { show: on(price.lineControl) && price.lineSupport !== false, color: safeColor(price.lineColor) ?? '#999ca7' },
    },
    sale: { show: on(sale.control) && sale.support !== false, color: safeColor(sale.color) ?? '#999ca7' },
    btn: {
      show: on(btn.control) && btn.support !== false,
      kind,
      text: buttonText(btn.text, t),
      style: { background: btnBg, color: btnText, borderRadius: radius, fontWeight: on(btn.fontWeight) ? 'bold' : undefined },
      toCart: btn.cartEvent === 'cart',
      icon: typeof obj(btn.iconDiy).icon === 'string' ? String(obj(btn.iconDiy).icon) : '',
    },
    tag: { value: typeof tag.value === 'string' ? tag.value : 'hidden', text: typeof tag.text === 'string' ? tag.text : '' },
  };
}

/** NiuShop's default button texts → our keys (so they follow the shopper's language). */
const BUTTON_KEYS: Record<string, string> = { 购买: 'buy', 去秒杀: 'goSeckill', 去拼团: 'goPintuan', 立即抢购: 'buyNow', 立即团购: 'goGroupbuy', 去砍价: 'goBargain' };

export function buttonText(value: unknown, t: DiyT): string {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  if (text === '') return t('buy');
  const key = BUTTON_KEYS[text];
  return key && !isChinese() ? t(key) : text;
}

/** The corner tag of a card: hidden, the goods' own label, new, hot, or the merchant's text. */
export function tagText(look: Look, label: unknown, t: DiyT): string {
  switch (look.tag.value) {
    case 'hidden':
    case '':
      return '';
    case 'default':
      return typeof label === 'string' ? label : '';
    case 'new':
      return merchantText(look.tag.text, '新品', 'tagNew', t);
    case 'hot':
      return merchantText(look.tag.text, '热卖', 'tagHot', t);
    default:
      return look.tag.text;
  }
}
