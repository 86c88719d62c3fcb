import type { ReactElement } from 'react';
import { Clock, EmptyState, isSlotRunning, slotClock, slotTarget, type SlotTimes, useCountdown, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type SeckillSlotTabsProps } from './props.gen.ts';
import '../../src/sdk/topic/topic-shared.css';
import './seckill-slot-tabs.css';

export type { SeckillSlotTabsProps };
export { defaults };

interface Slot extends SlotTimes {
  id: number;
}

const slotsOf = (v: unknown): Slot[] =>
  (Array.isArray(v) ? v : [])
    .map((s) => (s && typeof s === 'object' ? (s as Record<string, unknown>) : {}))
    .map((s) => ({ id: Number(s.id), seckill_start_time: Number(s.seckill_start_time), seckill_end_time: Number(s.seckill_end_time), type: s.type === 'tomorrow' ? 'tomorrow' : 'today' }))
    .filter((s) => Number.isSafeInteger(s.id) && s.id > 0 && Number.isFinite(s.seckill_start_time) && Number.isFinite(s.seckill_end_time));

/** The tab's state key (`slot.<key>` of the seckill namespace). */
export function slotState(slot: SlotTimes, now: number): 'running' | 'upcoming' | 'tomorrow' {
  if (slot.type === 'tomorrow') return 'tomorrow';
  return isSlotRunning(slot, now) ? 'running' : 'upcoming';
}

export default function SeckillSlotTabs({ props, node, emit }: WidgetProps<SeckillSlotTabsProps>): ReactElement | null {
  const { t } = useTexts('seckill');
  const slots = slotsOf(props.slots);
  const now = Number(props.serverTime) || 0;
  const chosen = slots.find((s) => String(s.id) === String(props.current ?? '')) ?? slots[0];
  const running = chosen && now > 0 ? isSlotRunning(chosen, now) : false;
  const left = useCountdown(chosen && now > 0 ? slotTarget(chosen, now) : 0, now || undefined);
  if (!slots.length) return props.loaded === false ? null : <EmptyState text={t('slot.none')} />;
  return (
    <div className="w-seckill-slot-tabs" data-node-id={node.id}>
      <div className="sst-tabs" role="tablist" aria-label={t('slot.tabs')}>
        {slots.map((s) => {
          const on = s === chosen;
          return (
            <button key={`${s.id}-${s.type}`} type="button" role="tab" aria-selected={on} className={`sst-tab${on ? ' sst-tab--on' : ''}`} onClick={() => void emit('select', { id: s.id, type: s.type })}>
              <span className="sst-time">{slotClock(s.seckill_start_time)}</span>
              <span className="sst-state">{now > 0 ? t(`slot.${slotState(s, now)}`) : ''}</span>
            </button>
          );
        })}
      </div>
      <div className="sst-bar" data-testid="seckill-slot-countdown">
        <span className="sst-bar-title">{chosen ? t(`slot.${now > 0 ? slotState(chosen, now) : 'upcoming'}`) : ''}</span>
        {left !== null ? <Clock seconds={left} label={running ? t('slot.endsIn') : t('slot.startsIn')} days={(n) => t('detail.days', { n })} /> : null}
      </div>
    </div>
  );
}
