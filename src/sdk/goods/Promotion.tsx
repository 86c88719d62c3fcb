/**
 * The promotion blocks (Seckill, Pintuan, Bargain, Groupbuy, Presale, Pinfan): a `titleStyle`
 * header over goods cards in the block's template. A block shows only when its addon flag is 1
 * (NiuShop hides these components otherwise) and the addon's list endpoint answers goods; with
 * the addon off, or no running activity, it renders nothing — never placeholder goods. The goods
 * are the block's declared source `goods` (its manifest's `data`, ./params.ts `promotionSources`),
 * loaded by the page (on the server for the first view): the block never fetches them itself.
 */
import { useEffect, useState, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { clampNum, cssUrl, gradientOf, imageUrl, safeColor } from '../../diy/values.ts';
import { DiyBlock } from '../../diy/DiyBlock.tsx';
import type { DiyCommonProps } from '../../diy/types.ts';
import { DiyLink } from '../../diy/DiyLink.tsx';
import { fontWeight } from '../../diy/style.ts';
import { formatFen, toFen } from '../../data/money.ts';
import { useAddon } from '../../stores/hooks.ts';
import { useBuiltPath } from '../../diy/built.ts';
import { GoodsCards, type CardItem } from './GoodsCards.tsx';
import { pathLink } from './goods.ts';
import { ArrowRight } from './icons.tsx';
import { lookOf, type GoodsLookProps, type Look, type Template } from './look.ts';
import { merchantText, useDiyText, type DiyT } from './text.ts';
import { listOf } from './listOf.ts';
import { promotionParams } from './promotionParams.ts';
import { useWidgetData } from '../../renderer/hooks.ts';
import type { PageNode } from '../../renderer/types.ts';
import './diy-data.css';

export interface PromotionProps extends GoodsLookProps, DiyCommonProps {
  sources?: unknown;
  count?: unknown;
  goodsId?: unknown;
  titleStyle?: unknown;
  [k: string]: unknown;
}

export interface PromotionSpec {
  /** Addon flag that must be 1. */
  addon: string;
  /** Request parameter for hand-picked ids (`goods_id_arr`; bargain: `id_arr`); the request itself is the manifest's `data`. */
  idsParam?: string;
  /** The promotion's own list page ("more"). */
  morePath: string;
  /**
   * NiuShop's Chinese default header text → our key. `wrong`: defaults NiuShop copied from another
   * block (Groupbuy and Presale default to "限时秒杀"); they always show our title.
   */
  title: { zh: string; key: string; wrong?: string[] };
  template: Template;
  /** A row of the list → a card (null drops it). */
  card: (row: Record<string, unknown>, t: DiyT, props: PromotionProps) => CardItem | null;
}

const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

export { promotionParams };

function headerText(value: unknown, spec: PromotionSpec, t: DiyT): string {
  if (typeof value === 'string' && spec.title.wrong?.includes(value.trim())) return t(spec.title.key);
  return merchantText(value, spec.title.zh, spec.title.key, t);
}

/** The left part of the header: the merchant's image (text when it is missing or fails) or text. */
function TitleLeft({ title, text, t, spec }: { title: Record<string, unknown>; text: string; t: DiyT; spec: PromotionSpec }): ReactElement {
  const src = title.leftStyle === 'img' ? imageUrl(title.leftImg) : '';
  const [failed, setFailed] = useState(false);
  if (src && !failed) return <img src={src} alt={text} onError={() => setFailed(true)} />;
  return (
    <span style={{ fontSize: clampNum(title.fontSize, 10, 30, 16), fontWeight: fontWeight(title.fontWeight) ?? 'normal', color: safeColor(title.textColor) ?? '#303133', whiteSpace: 'nowrap' }}>
      {headerText(title.leftText, spec, t)}
    </span>
  );
}

export function PromotionHeader({ props, spec, t, middle }: { props: PromotionProps; spec: PromotionSpec; t: DiyT; middle?: ReactNode }): ReactElement | null {
  const built = useBuiltPath();
  const title = obj(props.titleStyle);
  if (title.isShow === false || title.isShow === 0) return null;
  const bgImage = cssUrl(title.backgroundImage);
  const bg = gradientOf(title.bgColorStart, title.bgColorEnd, 90);
  const style: CSSProperties = { backgroundImage: [bgImage, bg && bg.startsWith('linear') ? bg : undefined].filter(Boolean).join(', ') || undefined, backgroundColor: bg && !bg.startsWith('linear') ? bg : undefined };
  const text = headerText(title.leftText, spec, t);
  const more = merchantText(title.more, ['查看更多', '更多'], 'more', t);
  return (
    <div className="dd-title" style={style}>
      <div className="dd-title-left">
        <TitleLeft title={title} text={text} t={t} spec={spec} />
      </div>
      <div className="dd-title-mid">{middle}</div>
      {built(spec.morePath) && title.moreSupport !== false ? (
        <DiyLink link={pathLink(spec.morePath)} className="dd-title-more" style={{ color: safeColor(title.moreColor) ?? '#6e6e6e', fontSize: clampNum(title.moreFontSize, 10, 20, 12) }}>
          {more}
          <ArrowRight size={10} />
        </DiyLink>
      ) : null}
    </div>
  );
}

/**
 * The whole block for the list-based promotions, over the node's declared source `goods`;
 * `middle` = extra header content (countdown).
 */
export function PromotionBlock({
  props,
  defaults,
  spec,
  nodeId,
  middle,
}: {
  props: PromotionProps;
  defaults: PromotionProps;
  spec: PromotionSpec;
  nodeId: string;
  middle?: ReactNode;
}): ReactElement | null {
  const t = useDiyText();
  const on = useAddon(spec.addon);
  const request = promotionParams(props, spec.idsParam);
  const res = useWidgetData<unknown>({ id: nodeId } as PageNode, 'goods');
  const state = res.status.status;
  const look: Look = lookOf(props, defaults, t, spec.template);
  // Nothing while the addon is off (the source's `when`), nothing picked, or the list failed.
  if (!on || !request || state === 'skipped' || (state === 'error' && res.data === undefined)) return null;
  const items = listOf<Record<string, unknown>>(res.data)
    .map((row) => (row && typeof row === 'object' ? spec.card(row, t, props) : null))
    .filter((c): c is CardItem => c !== null);
  const loading = res.data === undefined;
  if (!loading && items.length === 0) return null;
  return (
    <DiyBlock props={props} nodeId={nodeId} className={`diy-promotion diy-${spec.addon}`}>
      <PromotionHeader props={props} spec={spec} t={t} middle={middle} />
      <div className="dd-promo-body">
        <GoodsCards items={items} look={look} t={t} loading={loading} skeleton={Number(request.num) || 3} />
      </div>
    </DiyBlock>
  );
}

/** Seconds → [hh, mm, ss] strings. */
export function hms(seconds: number): [string, string, string] {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return [pad(Math.floor(s / 3600)), pad(Math.floor((s % 3600) / 60)), pad(s % 60)];
}

/** A live countdown to `endsAt` (unix seconds), in the seckill header colours. */
export function Countdown({ endsAt, title }: { endsAt: number; title: Record<string, unknown> }): ReactElement {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const id = setInterval(() => setNow(Math.floor(Date.now() / 1000)), 1000);
    return () => clearInterval(id);
  }, []);
  const [h, m, s] = hms(endsAt - now);
  const box: CSSProperties = { background: gradientOf(title.numBgColorStart, title.numBgColorEnd, 90) ?? '#303133', color: safeColor(title.numTextColor) ?? '#fff' };
  const colon = { color: safeColor(title.colonColor) ?? '#303133' };
  return (
    <span className="dd-countdown" role="timer">
      <b style={box}>{h}</b>
      <span style={colon}>:</span>
      <b style={box}>{m}</b>
      <span style={colon}>:</span>
      <b style={box}>{s}</b>
    </span>
  );
}

/** A promotion row → card: `id` names the activity id field, `price` the promotion price field. */
export function promoCard(row: Record<string, unknown>, o: { addon: string; id: string; path: (id: number) => string; price: string; extra?: ReactNode }): CardItem | null {
  const id = Math.trunc(Number(row[o.id]));
  if (!(id > 0)) return null;
  const name = String(row.goods_name || row.sku_name || '');
  const promo = toFenSafe(row[o.price]);
  const original = toFenSafe(row.price);
  return {
    key: `${o.addon}-${id}`,
    name,
    image: imageUrl(String(row.goods_image || row.sku_image || ''), 'mid'),
    price: fenText(promo),
    linePrice: original > promo ? fenText(original) : null,
    sold: Number.isFinite(Number(row.sale_num)) ? Number(row.sale_num) : null,
    path: o.path(id),
    extra: o.extra,
  };
}

function toFenSafe(v: unknown): number {
  return toFen(v);
}
function fenText(fen: number): string {
  return formatFen(fen);
}
