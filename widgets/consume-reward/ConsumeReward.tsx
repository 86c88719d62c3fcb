/**
 * The spending reward of a payment (memberconsume), as NiuShop's pay result page shows it below
 * the result: a tile per kind given (points, growth, coupons) with a link to where it shows. The
 * page reads it (`memberconsume.config` for the payment, again once the payment is confirmed);
 * this widget only shows it.
 */
import type { ReactElement } from 'react';
import { getActionEnv, REWARD_PATHS, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type ConsumeRewardProps } from './props.gen.ts';
import './consume-reward.css';

export { defaults };

interface Reward {
  is_reward?: unknown;
  point_num?: unknown;
  growth_num?: unknown;
  coupon_list?: unknown;
}

const count = (v: unknown): number => {
  const n = Number(v);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};

/** The tiles to show (kind, amount), none when nothing was given. */
export function rewardTiles(reward: unknown): Array<{ kind: 'point' | 'growth' | 'coupon'; value: number }> {
  if (!reward || typeof reward !== 'object') return [];
  const r = reward as Reward;
  if (Number(r.is_reward) !== 1) return [];
  const tiles: Array<{ kind: 'point' | 'growth' | 'coupon'; value: number }> = [];
  if (count(r.point_num) > 0) tiles.push({ kind: 'point', value: count(r.point_num) });
  if (count(r.growth_num) > 0) tiles.push({ kind: 'growth', value: count(r.growth_num) });
  const coupons = Array.isArray(r.coupon_list) ? r.coupon_list.length : 0;
  if (coupons > 0) tiles.push({ kind: 'coupon', value: coupons });
  return tiles;
}

export default function ConsumeReward({ props, node }: WidgetProps<ConsumeRewardProps>): ReactElement | null {
  const { t } = useTexts('pay');
  const tiles = rewardTiles(props.reward);
  if (tiles.length === 0) return null;
  return (
    <section className="cr" data-node-id={node.id} aria-labelledby={`${node.id}-title`}>
      <h2 className="cr-head" id={`${node.id}-title`}>
        <span>{t('consume.title')}</span>
      </h2>
      <ul className="cr-list">
        {tiles.map(({ kind, value }) => (
          <li key={kind} className="cr-item" data-kind={kind}>
            <span className="cr-type">{t(`consume.${kind}`)}</span>
            <strong className="cr-value">{value}</strong>
            <button type="button" className="cr-btn" aria-label={t(`consume.view_${kind}`)} onClick={() => getActionEnv().navigator.navigate(REWARD_PATHS[kind])}>
              {t('consume.view')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
