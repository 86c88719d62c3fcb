/**
 * NiuShop GoodsRecommend (商品推荐): a header (round icon, bold title, a bar, subtitle) over the
 * recommended goods of /api/goodssku/components (automatic, by category or hand-picked), shown as
 * NiuShop's swiper: one row of three goods per page, swiped sideways page by page, with a page
 * indicator when there is more than one page. The block's `bgUrl` is its background picture.
 * Styles (NiuShop's three):
 * - style-1: the cards straight on the block (the picture fills the block);
 * - style-2: the header on the block's colour / picture, the cards on a white rounded panel;
 * - style-3: no header by default; the picture sits at the bottom of the block; a card centres
 *   its label pill (`labelStyle`: "新人专享" on `bgColor`) between the name and the price.
 * Name, price, struck price and sales follow goodsNameStyle / priceStyle / saleStyle.
 */
import { useCallback, useRef, useState, type CSSProperties, type ReactElement } from 'react';
import { cssUrl, DiyBlock, DiyLink, Glyph, goodsDetailPath, goodsImage, goodsName, goodsRows, Img, linePrice, LinePrice, listOf, lookOf, merchantText, pathLink, Price, safeColor, showPrice, useDiyText, useWidgetData, type DiyT, type GoodsItem, type Look, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type DiyGoodsRecommendProps } from './props.gen.ts';
import { recommendParams } from './params.ts';
import './goods-recommend.css';

export { recommendParams };

export { defaults };

/** Goods per swiper page (NiuShop: one row of three). */
export const PER_PAGE = 3;

type Style = 'style-1' | 'style-2' | 'style-3';

const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const on = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 'true';

export function styleOf(v: unknown): Style {
  return v === 'style-2' || v === 'style-3' ? v : 'style-1';
}

/** The goods in pages of three. */
export function pagesOf<T>(items: readonly T[], size = PER_PAGE): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages;
}

/** The block's background: the picture filling it (styles 1, 2) or at its bottom (style 3). */
export function backgroundOf(style: Style, bgUrl: unknown): CSSProperties {
  const bg = cssUrl(bgUrl);
  if (!bg) return {};
  return style === 'style-3'
    ? { backgroundImage: bg, backgroundPosition: 'center bottom', backgroundSize: '100% auto', backgroundRepeat: 'no-repeat' }
    : { backgroundImage: bg, backgroundPosition: 'center', backgroundSize: '100% 100%', backgroundRepeat: 'no-repeat' };
}

interface Label {
  text: string;
  background: string;
  color: string;
}

function Card({ g, look, label, t }: { g: GoodsItem; look: Look; label: Label | null; t: DiyT }): ReactElement {
  const name = goodsName(g);
  const line = look.price.line.show ? linePrice(g) : null;
  const sold = Number(g.sale_num);
  return (
    <DiyLink link={pathLink(goodsDetailPath(g))} className="dd-rec-item" label={name} style={look.card}>
      <span className="dd-rec-img" style={{ borderRadius: look.imgRadius || undefined }}>
        <Img src={goodsImage(g)} alt={name} />
      </span>
      <span className="dd-rec-info">
        {look.name.show ? (
          <span className="dd-rec-name" data-lines={look.nameLines} style={{ color: look.name.color, fontWeight: look.name.bold ? 'bold' : undefined, WebkitLineClamp: look.nameLines }}>
            {name}
          </span>
        ) : null}
        <span className="dd-rec-pro">
          {label ? (
            <span className="dd-rec-label" style={{ background: label.background, color: label.color }}>
              <span className="dd-rec-label-icon" style={{ color: label.background }} aria-hidden="true">
                <Glyph name="thumb" size={11} />
              </span>
              <span className="dd-rec-label-text">{label.text}</span>
            </span>
          ) : null}
          <span className="dd-rec-prices">
            {look.price.show ? <Price value={showPrice(g)} color={look.price.color} size={15} /> : null}
            {line ? <LinePrice value={line} color={look.price.line.color} /> : null}
            {look.sale.show && Number.isFinite(sold) ? (
              <span className="dd-rec-sale" style={{ color: look.sale.color }}>
                {t('sold', { n: sold })}
              </span>
            ) : null}
          </span>
        </span>
      </span>
    </DiyLink>
  );
}

function SkeletonPage({ look }: { look: Look }): ReactElement {
  return (
    <div className="dd-rec-page" aria-hidden="true">
      {Array.from({ length: PER_PAGE }, (_, i) => (
        <span key={i} className="dd-rec-item dd-card--skeleton" style={look.card}>
          <span className="dd-rec-img dd-skel" style={{ borderRadius: look.imgRadius || undefined }} />
          <span className="dd-rec-info">
            {look.name.show ? <i className="dd-rec-name dd-skel">{'\u00a0'}</i> : null}
            <span className="dd-rec-prices">{look.price.show ? <Price value="0" size={15} className="dd-skel dd-skel-ink" /> : null}</span>
          </span>
        </span>
      ))}
    </div>
  );
}

export default function DiyGoodsRecommend({ props, node }: WidgetProps<DiyGoodsRecommendProps>): ReactElement | null {
  const t = useDiyText();
  const params = recommendParams(props);
  const { data, status } = useWidgetData(node, 'goods');
  const ready = data !== undefined;
  const style = styleOf(props.style);
  const look = lookOf({ ...props, template: 'row1-of3' }, defaults, t);
  const labelStyle = { ...obj(defaults.labelStyle), ...obj(props.labelStyle) };
  const top = { ...obj(defaults.topStyle), ...obj(props.topStyle) };
  const icon = obj(top.icon);
  const goods = goodsRows(listOf(data));
  const pages = pagesOf(goods);
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const onScroll = useCallback(() => {
    const el = track.current;
    if (el && el.clientWidth > 0) setCurrent(Math.round(el.scrollLeft / el.clientWidth));
  }, []);
  const go = (i: number) => {
    const el = track.current;
    if (el) el.scrollTo({ left: i * el.clientWidth, behavior: 'smooth' });
  };
  if (!params || status.status === 'skipped' || (status.status === 'error' && !ready) || (ready && goods.length === 0)) return null;

  const label: Label | null = on(labelStyle.support)
    ? { text: merchantText(labelStyle.title, '新人专享', 'newcomer', t), background: safeColor(labelStyle.bgColor) ?? '#ff504d', color: safeColor(labelStyle.color) ?? '#ffffff' }
    : null;
  const showTop = top.support === undefined || on(top.support);
  return (
    <DiyBlock props={props} nodeId={node.id} className={`diy-goods-recommend dd-rec dd-rec--${style}`} style={backgroundOf(style, props.bgUrl)}>
      {showTop ? (
        <div className="dd-rec-top">
          <span className="dd-rec-top-icon" aria-hidden="true" style={{ background: safeColor(icon.bgColor) ?? 'transparent', color: safeColor(icon.color) ?? 'var(--base-color, #ff3d3d)' }}>
            <Glyph name={typeof icon.value === 'string' && icon.value ? icon.value : 'icondiy icon-system-tuijian'} size={20} />
          </span>
          <span className="dd-rec-top-title" style={{ color: safeColor(top.color) ?? '#303133' }}>
            {merchantText(top.title, '今日推荐', 'recommendTitle', t)}
          </span>
          <span className="dd-rec-top-line" style={{ borderColor: safeColor(top.subColor) ?? '#686b72' }} aria-hidden="true" />
          <span className="dd-rec-top-sub" style={{ color: safeColor(top.subColor) ?? '#686b72' }}>
            {merchantText(top.subTitle, '大家都在买', 'recommendSub', t)}
          </span>
        </div>
      ) : null}
      <div className="dd-rec-panel">
        <div className="dd-rec-pages" ref={track} onScroll={onScroll} aria-busy={!ready || undefined}>
          {!ready ? (
            <SkeletonPage look={look} />
          ) : (
            pages.map((page, i) => (
              <div key={i} className="dd-rec-page" role="group" aria-label={t('slidePage', { n: i + 1 })}>
                {page.map((g) => (
                  <Card key={`g${g.goods_id}-${g.sku_id}`} g={g} look={look} label={label} t={t} />
                ))}
              </div>
            ))
          )}
        </div>
        {ready && pages.length > 1 ? (
          <div className="dd-rec-dots">
            {pages.map((_, i) => (
              <button key={i} type="button" className={`dd-rec-dot${i === current ? ' dd-rec-dot--on' : ''}`} aria-label={t('slidePage', { n: i + 1 })} aria-current={i === current || undefined} onClick={() => go(i)} />
            ))}
          </div>
        ) : null}
      </div>
    </DiyBlock>
  );
}
