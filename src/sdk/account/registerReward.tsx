/** The new-member reward popup and its flow (a register form runs it after registering; so does the widget). */
import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { CloseIcon } from '../../shell/icons.tsx';
import { Popup } from '../../shell/Popup.tsx';
import { t } from '../../i18n/instance.ts';
import { useLanguage } from '../../shell/text.ts';
import { fetchRegisterReward, goReward, type RegisterReward, type RewardChoice, type RewardCoupon } from './reward.ts';
import './reward.css';

const lt = (key: string, vars?: Record<string, unknown>) => t(`login.${key}`, vars);

function couponText(c: RewardCoupon): string {
  const discount = c.type === 'discount';
  const vars = { at_least: c.at_least, discount: c.discount, money: c.money };
  if (Number(c.at_least) > 0) return lt(discount ? 'couponAtLeastDiscount' : 'couponAtLeastMoney', vars);
  return lt(discount ? 'couponNoThresholdDiscount' : 'couponNoThresholdMoney', vars);
}

export interface RewardPopupProps {
  reward: RegisterReward | null;
  onChoose: (choice: RewardChoice) => void;
}

/** The card: one block per reward with 'view', and the close button below. */
export function RewardPopup({ reward, onChoose }: RewardPopupProps): ReactElement {
  useLanguage();
  const item = (choice: RewardChoice, num: string, unit: string, desc: string, coupon = false) => (
    <div className="rw-item" key={`${choice}-${num}`}>
      <div className="rw-info">
        <div>
          <span className={`rw-num${coupon ? ' rw-num--coupon' : ''}`}>{num}</span>
          {unit ? <span className="rw-unit">{unit}</span> : null}
        </div>
        <div className="rw-desc">{desc}</div>
      </div>
      <button type="button" className="rw-view" onClick={() => onChoose(choice)} data-choice={choice}>
        {lt('viewNow')}
      </button>
    </div>
  );
  return (
    <Popup open={reward !== null} position="center" maskClosable={false} closeIcon={false} className="rw-popup" label={lt('rewardTitle')}>
      {reward ? (
        <div className="rw-wrap" data-testid="register-reward">
          <div className="rw-card">
            <div className="rw-title">{lt('rewardTitle')}</div>
            <div className="rw-sub">{lt('rewardSubtitle')}</div>
            <div className="rw-list">
              {reward.point > 0 ? (
                <>
                  <div className="rw-head">{lt('pointReward')}</div>
                  {item('point', String(reward.point), lt('pointUnit'), lt('pointDesc'))}
                </>
              ) : null}
              {reward.growth > 0 ? (
                <>
                  <div className="rw-head">{lt('growthReward')}</div>
                  {item('growth', String(reward.growth), lt('growthUnit'), lt('growthDesc'))}
                </>
              ) : null}
              {Number(reward.balance) > 0 ? (
                <>
                  <div className="rw-head">{lt('balanceReward')}</div>
                  {item('balance', reward.balance, lt('balanceUnit'), lt('balanceDesc'))}
                </>
              ) : null}
              {reward.coupon_list.length > 0 ? (
                <>
                  <div className="rw-head">{lt('couponReward')}</div>
                  {reward.coupon_list.map((c, i) => (
                    <div key={i}>{item('coupon', c.coupon_name, '', couponText(c), true)}</div>
                  ))}
                </>
              ) : null}
            </div>
          </div>
          <button type="button" className="rw-close" aria-label={lt('close')} onClick={() => onChoose('default')}>
            <CloseIcon />
          </button>
        </div>
      ) : null}
    </Popup>
  );
}

export interface RegisterRewardFlow {
  /** Fetches the config and shows the popup, or redirects at once when there is nothing to show. */
  start: (back?: string) => Promise<void>;
  element: ReactElement;
}

/** The whole flow for a form: call `start(back)` after registering and render `element`. */
export function useRegisterReward(onDone?: (choice: RewardChoice) => void): RegisterRewardFlow {
  const [reward, setReward] = useState<RegisterReward | null>(null);
  const back = useRef<string | undefined>(undefined);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  const choose = useCallback((choice: RewardChoice) => {
    setReward(null);
    done.current?.(choice);
    goReward(choice, back.current);
  }, []);
  const start = useCallback(
    async (to?: string) => {
      back.current = to;
      const found = await fetchRegisterReward();
      if (found) setReward(found);
      else choose('default');
    },
    [choose],
  );
  return { start, element: <RewardPopup reward={reward} onChoose={choose} /> };
}
