import { useState, type ReactElement } from 'react';
import { EmptyState, formatFen, PriceBand, PromoActionBar, PromoGoodsHead, PromoLine, PromoNote, Stepper, toFen, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type BalePickerProps } from './props.gen.ts';

export type { BalePickerProps };
export { defaults };

interface BaleSku {
  sku_id?: number;
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

const specOf = (k: BaleSku): string => {
  const sku = k.sku_name ?? '';
  const goods = k.goods_name ?? '';
  return goods && sku.startsWith(goods) ? sku.slice(goods.length).trim() : sku === goods ? '' : sku;
};

export default function BalePicker({ props, node, emit }: WidgetProps<BalePickerProps>): ReactElement | null {
  const { t } = useTexts('promotion');
  const b = (props.bale && typeof props.bale === 'object' ? props.bale : null) as Bale | null;
  const [chosen, setChosen] = useState<Record<number, number>>({});
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
            {skus.map((k) => {
              const id = Number(k.sku_id);
              const name = k.goods_name || k.sku_name || '';
              return (
                <PromoLine key={id} testId="bale-goods" name={name} spec={specOf(k)} image={k.sku_image || k.goods_image} price={k.discount_price ?? k.price ?? '0'}>
                  <Stepper
                    value={chosen[id] ?? 0}
                    min={0}
                    max={Math.max(0, Math.floor(Number(k.stock) || 0))}
                    disabled={!!blocked || !(Number(k.stock) > 0)}
                    onChange={(v) => setChosen((c) => ({ ...c, [id]: v }))}
                    labels={{ quantity: `${name} ${specOf(k)}`.trim(), decrease: `${t('common.decrease')} ${name} ${specOf(k)}`.trim(), increase: `${t('common.increase')} ${name} ${specOf(k)}`.trim() }}
                  />
                </PromoLine>
              );
            })}
          </ul>
        ) : (
          <EmptyState text={t('bale.empty')} />
        )}
      </section>
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
