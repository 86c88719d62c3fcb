/**
 * NiuShop's pick-regions: province → city → district, each level's list from /api/address/lists
 * (children of the chosen parent, fetched once per parent). Tabs show the path chosen so far and
 * step back to a level; choosing a district completes the pick.
 */
import { useEffect, useState, type ReactElement } from 'react';
import { call, isSuccess, Popup } from '../../src/sdk/index.ts';

export interface Area {
  id: number;
  name: string;
}

export interface AreaPath {
  province: Area;
  city: Area;
  district: Area;
}

export interface AreaPickerProps {
  open: boolean;
  /** The current area (to start from), if any. */
  value: AreaPath | null;
  onClose: () => void;
  onPick: (path: AreaPath) => void;
  text: { title: string; choose: string; loading: string; failed: string };
}

const LEVELS = 3;

// Area lists rarely change: kept for the session, per parent id.
const cache = new Map<number, Area[]>();

export function clearAreaCache(): void {
  cache.clear();
}

export function AreaPicker({ open, value, onClose, onPick, text }: AreaPickerProps): ReactElement {
  const [path, setPath] = useState<Area[]>([]);
  const [level, setLevel] = useState(0);
  const [lists, setLists] = useState<Record<number, Area[]>>({});
  const [failed, setFailed] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      // Start from the current area (its district list), or from the provinces.
      const start = value ? [value.province, value.city, value.district] : [];
      setPath(start);
      setLevel(value ? LEVELS - 1 : 0);
      setFailed(null);
    }
  }

  const pid = level === 0 ? 0 : (path[level - 1]?.id ?? 0);
  const list = lists[pid] ?? cache.get(pid);

  useEffect(() => {
    if (!open || list !== undefined) return undefined;
    let live = true;
    void call<Area[]>('area.lists', { pid }, { method: 'GET' }).then((res) => {
      if (!live) return;
      if (res && isSuccess(res) && Array.isArray(res.data)) {
        const rows = res.data.map((a) => ({ id: Number(a.id), name: String(a.name) }));
        cache.set(pid, rows);
        setLists((l) => ({ ...l, [pid]: rows }));
      } else setFailed(pid);
    });
    return () => {
      live = false;
    };
  }, [open, pid, list, attempt]);

  const choose = (area: Area) => {
    const next = [...path.slice(0, level), area];
    if (level < LEVELS - 1) {
      setPath(next);
      setLevel(level + 1);
      return;
    }
    onPick({ province: next[0]!, city: next[1]!, district: next[2]! });
  };

  const tabs: ReactElement[] = [];
  for (let i = 0; i <= level; i++) {
    const chosen = i < level ? path[i] : undefined;
    tabs.push(
      <button key={i} type="button" role="tab" aria-selected={i === level} className={`ap-tab${i === level ? ' ap-tab--on' : ''}`} onClick={() => setLevel(i)}>
        {chosen ? chosen.name : text.choose}
      </button>,
    );
  }

  const current = path[level]?.id;
  return (
    <Popup open={open} onClose={onClose} title={text.title} className="ap-popup">
      <div className="ap-tabs" role="tablist">
        {tabs}
      </div>
      <div className="ap-body">
        {list === undefined ? (
          failed === pid ? (
            <button
              type="button"
              className="ap-status ap-retry"
              onClick={() => {
                setFailed(null);
                setAttempt((n) => n + 1);
              }}
            >
              {text.failed}
            </button>
          ) : (
            <div className="ap-status">{text.loading}</div>
          )
        ) : (
          <ul className="ap-list" role="listbox" aria-label={text.title}>
            {list.map((a) => (
              <li key={a.id} role="presentation">
                <button type="button" role="option" aria-selected={a.id === current} className={`ap-item${a.id === current ? ' ap-item--on' : ''}`} onClick={() => choose(a)}>
                  {a.name}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Popup>
  );
}
