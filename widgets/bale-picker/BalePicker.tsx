import { useState, type ReactElement } from 'react';
import {
  EmptyState,
  formatFen,
  formatMoney,
  img,
  Popup,
  PriceBand,
  PromoActionBar,
  PromoGoodsHead,
  PromoLine,
  PromoNote,
  selectedNames,
  specGroups,
  Stepper,
  targetSku,
  toFen,
  useTexts,
  type WidgetProps,
} from '../../src/sdk/index.ts';
import { defaults, type BalePickerProps } from './props.gen.ts';
import './bale-picker.css';

export type { BalePickerProps };
export { defaults };

interface BaleSku {
  goods_id?: number;
  sku_id?: number;
  unit?: string;
  goods_spec_format?: string;
  sku_spec_format?: string;
  goods_name?: string;
  sku_name?: string;
  sku_image?: string;
  goods_image?: string;
  discount_price?: string;
  price?: string;
  stock?: number;
}

export interface Bale {
  bale_id?: number;
  name?: string;
  num?: number;
  price?: string;
  status?: number;
  start_time?: number;
  end_time?: number;
  current_time?: number;
  shipping_fee_type?: number;
  sku_list?: BaleSku[];
}

/** NiuShop's bale status: 0 not started, 1 running, 2 closed. */
export const BaleStatus = { NOT_STARTED: 0, RUNNING: 1, CLOSED: 2 } as const;

/** The choice as the order takes it: the total count, the money for it (fen) and what is missing to a multiple of N. */
export function tally(b: Pick<Bale, 'num' | 'price'>, chosen: Record<number, number>): { count: number; money: number; missing: number; ok: boolean } {
  const n = Math.max(1, Math.floor(Number(b.num) || 1));
  const count = Object.values(chosen).reduce((a, v) => a + v, 0);
  const rest = count % n;
  return { count, money: toFen(b.price ?? '0') * Math.floor(count / n), missing: rest ? n - rest : count ? 0 : n, ok: count > 0 && rest === 0 };
}

/** The countdown: to the end while it runs, to the start before (0: none). */
export function countdownOf(b: Bale): { target: number; running: boolean } {
  const status = Number(b.status);
  if (status === BaleStatus.RUNNING) return { target: Number(b.end_time) || 0, running: true };
  if (status === BaleStatus.NOT_STARTED) return { target: Number(b.start_time) || 0, running: false };
  return { target: 0, running: false };
}

/** The activity's skus by goods, in the answer's order: one row per goods, its skus chosen in the spec popup. */
export function goodsGroups(skus: BaleSku[]): Array<{ goods_id: number; skus: BaleSku[] }> {
  const out: Array<{ goods_id: number; skus: BaleSku[] }> = [];
  for (const k of skus) {
    const id = Number(k.goods_id) || -Number(k.sku_id); // a sku without its goods stands alone
    const g = out.find((x) => x.goods_id === id);
    if (g) g.skus.push(k);
    else out.push({ goods_id: id, skus: [k] });
  }
  return out;
}

const specOf = (k: BaleSku): string => {
  const sku = k.sku_name ?? '';
  const goods = k.goods_name ?? '';
  return goods && sku.startsWith(goods) ? sku.slice(goods.length).trim() : sku === goods ? '' : sku;
};

export default function BalePicker({ props, node, emit }: WidgetProps<BalePickerProps>): ReactElement | null {
  const { t } = useTexts('promotion');
  const b = (props.bale && typeof props.bale === 'object' ? props.bale : null) as Bale | null;
  const [chosen, setChosen] = useState<Record<number, number>>({});
  // the spec popup: the sku shown in it (of a goods with several skus), null when closed
  const [picking, setPicking] = useState<number | null>(null);
  if (!b) return props.loaded ? <EmptyState text={t('bale.closed')} /> : null;
  const n = Math.max(1, Math.floor(Number(b.num) || 1));
  const skus = (Array.isArray(b.sku_list) ? b.sku_list : []).filter((k) => Number(k.sku_id) > 0);
  const status = Number(b.status);
  const blocked = status === BaleStatus.NOT_STARTED ? t('bale.notStarted') : status !== BaleStatus.RUNNING ? t('bale.closed') : null;
  const { target, running } = countdownOf(b);
  const sum = tally(b, chosen);
  const buy = () => {
    const list = skus.map((k) => ({ sku_id: Number(k.sku_id), num: chosen[Number(k.sku_id)] ?? 0 })).filter((l) => l.num > 0);
    void emit('buy', { bale_id: b.bale_id, sku_list_json: JSON.stringify(list) });
  };
  return (
    <div className="w-bale-picker" data-node-id={node.id}>
      <section className="pk-info">
        <PriceBand
          tag={t('bale.tag', { n })}
          price={b.price ?? '0'}
          originalLabel={t('common.original')}
          testId="bale"
          target={target}
          serverTime={Number(b.current_time) || undefined}
          countdownLabel={running ? t('common.endsIn') : t('common.startsIn')}
          days={(d) => t('common.days', { n: d })}
        />
        <PromoGoodsHead name={b.name ?? ''} facts={[t(Number(b.shipping_fee_type) === 0 ? 'common.freeDelivery' : 'common.buyerDelivery')]}>
          <PromoNote testId="bale-rule">{t('bale.rule', { n, price: b.price ?? '0' })}</PromoNote>
        </PromoGoodsHead>
      </section>
      <section className="pk-section">
        {skus.length ? (
          <ul className="pk-lines">
            {goodsGroups(skus).map(({ goods_id, skus: own }) => {
              const first = own[0]!;
              const name = first.goods_name || first.sku_name || '';
              if (own.length === 1) {
                const id = Number(first.sku_id);
                return (
                  <PromoLine key={goods_id} testId="bale-goods" name={name} spec={specOf(first)} image={first.sku_image || first.goods_image} price={first.discount_price ?? first.price ?? '0'}>
                    <Stepper
                      value={chosen[id] ?? 0}
                      min={0}
                      max={Math.max(0, Math.floor(Number(first.stock) || 0))}
                      disabled={!!blocked || !(Number(first.stock) > 0)}
                      onChange={(v) => setChosen((c) => ({ ...c, [id]: v }))}
                      labels={{ quantity: `${name} ${specOf(first)}`.trim(), decrease: `${t('common.decrease')} ${name} ${specOf(first)}`.trim(), increase: `${t('common.increase')} ${name} ${specOf(first)}`.trim() }}
                    />
                  </PromoLine>
                );
              }
              // several skus: what is chosen of each, and the spec popup
              const picked = own.filter((k) => (chosen[Number(k.sku_id)] ?? 0) > 0);
              const count = picked.reduce((n, k) => n + (chosen[Number(k.sku_id)] ?? 0), 0);
              const lowest = own.reduce((m, k) => Math.min(m, toFen(k.discount_price ?? k.price ?? '0')), Infinity);
              const summary = picked.map((k) => `${specOf(k)}×${chosen[Number(k.sku_id)]}`).join('，');
              const open = () => setPicking(Number((picked[0] ?? own.find((k) => Number(k.stock) > 0) ?? first).sku_id));
              return (
                <PromoLine key={goods_id} testId="bale-goods" name={name} spec={summary} image={first.goods_image || first.sku_image} price={formatFen(lowest)}>
                  <button type="button" className="bp-spec-btn" disabled={!!blocked} onClick={open} aria-label={`${t('bale.chooseSpec')} ${name}`}>
                    {t('bale.chooseSpec')}
                    {count > 0 ? (
                      <span className="bp-badge" data-testid="bale-goods-count">
                        {count}
                      </span>
                    ) : null}
                  </button>
                </PromoLine>
              );
            })}
          </ul>
        ) : (
          <EmptyState text={t('bale.empty')} />
        )}
      </section>
      <SpecPopup
        sku={skus.find((k) => Number(k.sku_id) === picking) ?? null}
        skus={skus}
        chosen={chosen}
        onPick={setPicking}
        onNum={(id, v) => setChosen((c) => ({ ...c, [id]: v }))}
        onClose={() => setPicking(null)}
      />
      <PromoActionBar
        label={t('bale.buy')}
        homeLabel={props.showHome !== false ? t('common.home') : ''}
        onHome={() => void emit('home')}
        summary={
          <span className="pk-bale-sum" data-testid="bale-summary">
            <span>{t('bale.chosen', { n: sum.count })}</span> <b className="pk-total">¥{formatFen(sum.money)}</b>
            <span className="pk-hint">{sum.ok ? '' : ` ${t('bale.more', { n: sum.missing })}`}</span>
          </span>
        }
        action={t('bale.buy')}
        blocked={blocked}
        disabled={!sum.ok}
        onAction={buy}
      />
    </div>
  );
}

/**
 * The spec popup of one goods (NiuShop's bale page): the sku's picture, price and stock, the spec
 * values (a value leads to the sku goods_spec_format names for it, only among the activity's skus),
 * how many of this sku are chosen (a stepper within its stock) and "done".
 */
function SpecPopup({ sku, skus, chosen, onPick, onNum, onClose }: {
  sku: BaleSku | null;
  skus: BaleSku[];
  chosen: Record<number, number>;
  onPick: (skuId: number) => void;
  onNum: (skuId: number, n: number) => void;
  onClose: () => void;
}): ReactElement {
  const { t } = useTexts('promotion');
  const id = Number(sku?.sku_id) || 0;
  const ours = new Set(skus.filter((k) => k.goods_id === sku?.goods_id).map((k) => Number(k.sku_id)));
  const stock = Math.max(0, Math.floor(Number(sku?.stock) || 0));
  const names = selectedNames(sku?.sku_spec_format);
  const name = sku?.goods_name || sku?.sku_name || '';
  return (
    <Popup open={sku !== null} onClose={onClose} position="bottom" label={t('bale.chooseSpec')} className="bp-popup">
      {sku ? (
        <div className="bp-spec" data-testid="bale-spec">
          <div className="bp-head">
            <img src={img(sku.sku_image || sku.goods_image, 'mid')} alt="" />
            <div className="bp-head-info">
              <div className="bp-price" data-testid="bale-spec-price">
                <small>¥</small>
                {formatMoney(sku.discount_price ?? sku.price ?? '0')}
              </div>
              <div className="bp-stock">{t('bale.stock', { n: stock, unit: sku.unit ?? '' })}</div>
              <div className="bp-chosen">{names.length ? `${t('bale.selected')}: ${names.join(' ')}` : ''}</div>
            </div>
          </div>
          {specGroups(sku.goods_spec_format).map((g) => (
            <div className="bp-group" key={g.spec_id} role="group" aria-label={g.spec_name}>
              <div className="bp-group-name">{g.spec_name}</div>
              <div className="bp-values">
                {g.value.map((v) => {
                  const current = v.selected === true;
                  const target = targetSku(v, id);
                  const off = !current && (target === null || !ours.has(target));
                  return (
                    <button
                      key={v.spec_value_id}
                      type="button"
                      className={`bp-value${current ? ' bp-value--on' : ''}`}
                      aria-pressed={current}
                      disabled={off}
                      onClick={() => target !== null && onPick(target)}
                    >
                      {v.spec_value_name}
                    </button>
                  );
                })}
              </div>
            </div>
          ))}
          <div className="bp-num">
            <span className="bp-group-name">{t('common.quantity')}</span>
            <Stepper
              value={chosen[id] ?? 0}
              min={0}
              max={stock}
              disabled={stock <= 0}
              onChange={(v) => onNum(id, v)}
              labels={{ quantity: `${name} ${names.join(' ')}`.trim(), decrease: `${t('common.decrease')} ${name} ${names.join(' ')}`.trim(), increase: `${t('common.increase')} ${name} ${names.join(' ')}`.trim() }}
            />
          </div>
          <button type="button" className="bp-done" onClick={onClose}>
            {stock > 0 ? t('bale.done') : t('common.stockShort')}
          </button>
        </div>
      ) : null}
    </Popup>
  );
}
