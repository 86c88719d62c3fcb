/**
 * Daily sign-in. The page passes the config, today's state, the month's records and the totals;
 * the button signs in itself (the answer's rewards show in a popup, a refusal shows the server's
 * message) and emits `signed` so the page reloads its sources.
 */
import { useRef, useState, type ReactElement } from 'react';
import { isSuccess, loadMember, Popup, request, showToast, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { chinaDate, chinaToday, dayPoints, monthGrid, monthTitle, stripDays, type Reward } from './calendar.ts';
import { defaults, type SigninCalendarProps } from './props.gen.ts';
import './signin-calendar.css';

export type { SigninCalendarProps };
export { defaults };

interface SignResult {
  point?: number;
  growth?: number;
  sign_days_series?: number;
  days?: number;
}

const WEEKDAYS = ['w0', 'w1', 'w2', 'w3', 'w4', 'w5', 'w6'] as const;

const int = (v: unknown): number => {
  const x = Number(v);
  return Number.isFinite(x) ? Math.trunc(x) : 0;
};

function CheckIcon(): ReactElement {
  return (
    <svg viewBox="0 0 24 24" width="12" height="12" aria-hidden="true">
      <path fill="currentColor" d="m9.5 16.2-4.2-4.2-1.4 1.4 5.6 5.6 11-11-1.4-1.4z" />
    </svg>
  );
}

export default function SigninCalendar({ props, node, emit }: WidgetProps<SigninCalendarProps>): ReactElement {
  const { t: ti, lng } = useTexts('member');
  const t = (key: string, vars?: Record<string, unknown>): string => String(ti(key, { ...(vars ?? {}) }));
  const config = (props.config && typeof props.config === 'object' ? props.config : {}) as { is_use?: unknown; value?: { cycle?: unknown; reward?: unknown } };
  const isUse = Number(config.is_use) === 1;
  const cycle = Math.max(1, int(config.value?.cycle) || 30);
  const rewards = (Array.isArray(config.value?.reward) ? config.value.reward : []) as Reward[];
  const [local, setLocal] = useState<{ date: string; streak: number } | null>(null);
  const [result, setResult] = useState<SignResult | null>(null);
  const busy = useRef(false);

  const today = chinaToday();
  const signedToday = props.signed === true || local?.date === today;
  const streak = local ? local.streak : Math.max(0, int(props.streak));
  const signedDays = new Set<string>();
  for (const r of Array.isArray(props.records) ? (props.records as Array<Record<string, unknown>>) : []) {
    const d = typeof r.sign_date === 'string' && r.sign_date ? r.sign_date : int(r.create_time) > 0 ? chinaDate(int(r.create_time)) : '';
    if (d) signedDays.add(d);
  }
  if (signedToday) signedDays.add(today);
  const nextDay = streak >= cycle ? 1 : streak + 1;
  const earn = dayPoints(rewards, nextDay);

  const sign = async () => {
    if (busy.current) return;
    if (!isUse) {
      showToast(t('signin.closed'));
      return;
    }
    busy.current = true;
    try {
      const res = await request<SignResult>('signin.signin', {});
      if (!isSuccess(res)) {
        if (res.message) showToast(res.message);
        return;
      }
      const data = (res.data ?? {}) as SignResult;
      setLocal({ date: today, streak: Math.max(0, int(data.sign_days_series)) });
      setResult(data);
      void loadMember();
      void emit('signed', data);
    } catch {
      // the client told the shopper (network)
    } finally {
      busy.current = false;
    }
  };

  const daily = rewards[0];
  const rules: string[] = [];
  rules.push(t('signin.ruleDaily', { reward: rewardText(daily, t) }));
  for (const r of rewards.slice(1)) if (int(r.day) > 0) rules.push(t('signin.ruleStreak', { day: int(r.day), reward: rewardText(r, t) }));
  rules.push(t('signin.ruleCycle', { cycle }));
  rules.push(t('signin.ruleOnce'));

  return (
    <div className="w-signin-calendar sc" data-node-id={node.id}>
      <section className="sc-head">
        <div className="sc-streak" data-testid="sc-streak">
          {t('signin.streak', { count: streak })}
        </div>
        <div className="sc-earn">{signedToday ? t('signin.earnTomorrow', { n: earn }) : t('signin.earnToday', { n: earn })}</div>
        <button type="button" className={signedToday ? 'sc-btn sc-btn--done' : 'sc-btn'} onClick={() => void sign()} data-state={signedToday ? 'signed' : 'idle'}>
          {signedToday ? t('signin.signed') : t('signin.signNow')}
        </button>
        {!isUse ? <div className="sc-off">{t('signin.closed')}</div> : null}
      </section>

      <section className="sc-section">
        <ol className="sc-strip">
          {stripDays(streak, cycle).map((d) => {
            const done = d <= streak;
            const gift = rewards.slice(1).some((r) => int(r.day) === d);
            return (
              <li key={d} className={`sc-day${done ? ' sc-day--done' : ''}${gift ? ' sc-day--gift' : ''}`}>
                <span className="sc-day-n">{t('signin.dayN', { n: d })}</span>
                <span className="sc-day-p">{t('signin.points', { n: dayPoints(rewards, d) })}</span>
              </li>
            );
          })}
        </ol>
      </section>

      <section className="sc-section">
        <h2 className="sc-month">{monthTitle(today, lng || 'zh-cn')}</h2>
        <table className="sc-cal">
          <thead>
            <tr>
              {WEEKDAYS.map((w) => (
                <th key={w} scope="col">
                  {t(`signin.${w}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthGrid(today).map((week, i) => (
              <tr key={i}>
                {week.map((d, j) => {
                  if (!d) return <td key={j} />;
                  const on = signedDays.has(d);
                  const isToday = d === today;
                  return (
                    <td key={j}>
                      <span
                        className={`sc-date${on ? ' sc-date--on' : ''}${isToday ? ' sc-date--today' : ''}`}
                        data-date={d}
                        data-signed={on ? '1' : undefined}
                        aria-label={on ? `${d} ${t('signin.signed')}` : d}
                      >
                        {on ? <CheckIcon /> : Number(d.slice(8))}
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className="sc-section">
        <h2>{t('signin.myRewards')}</h2>
        <div className="sc-totals">
          <span data-testid="sc-point-total">{t('signin.pointTotal', { n: int(props.pointTotal) })}</span>
          <span data-testid="sc-growth-total">{t('signin.growthTotal', { n: int(props.growthTotal) })}</span>
        </div>
      </section>

      <section className="sc-section">
        <h2>{t('signin.rules')}</h2>
        <ol className="sc-rules">
          {rules.map((r, i) => (
            <li key={i}>{r}</li>
          ))}
        </ol>
      </section>

      <Popup open={result !== null} onClose={() => setResult(null)} position="center" title={t('signin.success')} className="sc-popup">
        <div className="sc-popup-body">
          {int(result?.point) > 0 ? <div className="sc-popup-line">{t('signin.gotPoints', { n: int(result?.point) })}</div> : null}
          {int(result?.growth) > 0 ? <div className="sc-popup-line">{t('signin.gotGrowth', { n: int(result?.growth) })}</div> : null}
          <button type="button" className="sc-popup-btn" onClick={() => setResult(null)}>
            {t('signin.gotIt')}
          </button>
        </div>
      </Popup>
    </div>
  );
}

function rewardText(r: Reward | undefined, t: (key: string, vars?: Record<string, unknown>) => string): string {
  const points = int(r?.point) > 0 ? t('signin.rewardPoints', { count: int(r?.point) }) : '';
  const growth = int(r?.growth) > 0 ? t('signin.rewardGrowth', { n: int(r?.growth) }) : '';
  if (points && growth) return t('signin.rewardBoth', { points, growth });
  return points || growth || t('signin.noReward');
}
