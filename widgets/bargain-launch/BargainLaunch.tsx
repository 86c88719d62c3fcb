import { useState, type ReactElement } from 'react';
import {
  bargainSharePath,
  canBuy,
  Clock,
  formatFen,
  formatMoney,
  img,
  launchPhase,
  launchProgress,
  Popup,
  PromoActionBar,
  useCountdown,
  usePagePopup,
  useTexts,
  type BargainLaunch as Launch,
  type WidgetProps,
} from '../../src/sdk/index.ts';
import { defaults, type BargainLaunchProps } from './props.gen.ts';
import '../../src/sdk/topic/topic-shared.css';
import './bargain-launch.css';

export type { BargainLaunchProps };
export { defaults };

interface BargainSku {
  id?: number;
  bargain_id?: number;
  goods_name?: string;
  bargain_status?: number;
  bargain_stock?: number;
  stock?: number;
  current_time?: number;
  goods_spec_format?: string;
}

interface HelpRecord {
  id?: number;
  nickname?: string;
  headimg?: string;
  money?: string;
}

const obj = <T,>(v: unknown): T | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as T) : null);

function Avatar({ src, name }: { src?: string; name: string }): ReactElement {
  const [failed, setFailed] = useState(false);
  const url = img(src, 'small');
  return (
    <span className="bl-avatar" aria-hidden="true">
      {url && !failed ? <img src={url} alt="" onError={() => setFailed(true)} /> : (name.trim()[0] ?? '?').toUpperCase()}
    </span>
  );
}

/**
 * Whether the shopper chooses a spec before launching: some spec of goods_spec_format offers two
 * values or more that lead to a sku of the activity (the server marks the others disabled).
 */
export function choosesSpec(sku: Pick<BargainSku, 'goods_spec_format'> | null): boolean {
  let groups: unknown;
  try {
    groups = typeof sku?.goods_spec_format === 'string' ? JSON.parse(sku.goods_spec_format) : sku?.goods_spec_format;
  } catch {
    return false;
  }
  if (!Array.isArray(groups)) return false;
  return groups.some((g: { value?: unknown }) => Array.isArray(g?.value) && g.value.filter((v: { disabled?: boolean }) => v && typeof v === 'object' && v.disabled !== true).length > 1);
}

/** Why a launch cannot start now (a `launch.*` key), or null. */
export function launchBlocked(sku: BargainSku | null): 'notOpen' | 'soldOut' | null {
  if (!sku) return 'notOpen';
  if (Number(sku.bargain_status) !== 1) return 'notOpen';
  if (Number(sku.bargain_stock ?? 1) <= 0 || (sku.stock !== undefined && Number(sku.stock) <= 0)) return 'soldOut';
  return null;
}

export default function BargainLaunch({ props, node, emit }: WidgetProps<BargainLaunchProps>): ReactElement | null {
  const { t } = useTexts('bargain');
  const sku = obj<BargainSku>(props.sku);
  const launch = obj<Launch>(props.launch);
  const now = Number(launch?.current_time ?? sku?.current_time) || 0;
  const phase = launch ? launchPhase(launch, now) : null;
  const left = useCountdown(phase === 'running' ? Number(launch?.end_time) || 0 : 0, now || undefined);
  const records = (Array.isArray(props.records) ? props.records : []) as HelpRecord[];
  // the invite sheet (share the link, or the poster) and the poster the page asked the server for
  const [sheet, setSheet] = useState(false);
  const [making, setMaking] = useState(false);
  const [posterOpen, setPosterOpen] = usePagePopup(props.posterPopupId || 'poster');
  if (!sku && !launch) return null;

  const self = launch ? Number(launch.self) === 1 : false;
  const progress = launch ? launchProgress(launch) : null;
  const name = launch?.nickname || '';
  const bargainId = launch?.bargain_id ?? sku?.bargain_id;

  const bar: ReactElement[] = [];
  const primary = (key: string, text: string, onClick: (() => void) | null, extra = '') =>
    bar.push(
      <button key={key} type="button" className={`bl-act${extra}${onClick ? '' : ' bl-act--off'}`} disabled={!onClick} onClick={onClick ?? undefined} data-testid={`bargain-${key}`}>
        {text}
      </button>,
    );
  if (!launch) {
    const blocked = launchBlocked(sku);
    // several specs: the page's spec picker first (`pick`), which launches the chosen sku
    const what = choosesSpec(sku) ? 'pick' : 'launch';
    primary('start', blocked ? t(`launch.${blocked}`) : t('launch.start'), blocked ? null : () => void emit(what, { id: sku?.id, bargain_id: sku?.bargain_id }));
  } else if (self) {
    if (phase === 'running') primary('invite', t('launch.invite'), () => setSheet(true), ' bl-act--aux');
    if (phase === 'ordered') primary('order', t('launch.viewOrder'), () => void emit('order', { order_id: launch.order_id }));
    else if (phase === 'failed') primary('ended', t('launch.failed'), null);
    else if (canBuy(launch, now)) primary('buy', `${t('launch.buy')} ¥${formatMoney(launch.curr_price)}`, () => void emit('buy', { launch_id: launch.launch_id, bargain_id: launch.bargain_id }));
    else primary('buy', t('launch.buyAtFloor'), null);
  } else {
    primary('own', t('launch.own'), () => void emit('own', { bargain_id: bargainId }), ' bl-act--aux');
    if (phase === 'running') {
      if (Number(launch.cut) === 1) primary('help', t('launch.helped'), null);
      else primary('help', t('launch.help'), () => void emit('help', { launch_id: launch.launch_id }));
    }
  }

  return (
    <div className="w-bargain-launch" data-node-id={node.id}>
      {launch && progress ? (
        <section className="bl-card" data-testid="bargain-launch" data-phase={phase ?? ''}>
          {!self ? (
            <p className="bl-who">
              <Avatar src={launch.headimg} name={name} />
              <span>{phase === 'running' ? t('launch.friend', { name }) : t('launch.friendDone', { name })}</span>
            </p>
          ) : null}
          {phase === 'success' || (phase === 'ordered' && progress.left === 0) ? (
            <p className="bl-state bl-state--ok" data-testid="bargain-state">
              <b>{phase === 'ordered' ? t('launch.ordered') : t('launch.success')}</b>
              <span>{t('launch.successTip', { price: formatMoney(launch.curr_price) })}</span>
            </p>
          ) : phase === 'failed' ? (
            <p className="bl-state" data-testid="bargain-state">
              <b>{t('launch.failed')}</b>
              <span>{t('launch.failedTip')}</span>
            </p>
          ) : phase === 'ordered' ? (
            <p className="bl-state bl-state--ok" data-testid="bargain-state">
              <b>{t('launch.ordered')}</b>
            </p>
          ) : null}
          <div className="bl-prices">
            <span className="bl-current">
              <span className="bl-current-label">{t('launch.current')}</span>
              <span className="bl-current-price" data-testid="bargain-current-price">
                <small>¥</small>
                {formatMoney(launch.curr_price)}
              </span>
            </span>
            <span className="bl-cut" data-testid="bargain-cut">
              {t('launch.cutSoFar', { cut: formatFen(progress.cut), left: formatFen(progress.left) })}
            </span>
          </div>
          <div className="bl-progress" role="progressbar" aria-label={t('launch.progress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress.percent}>
            <i style={{ width: `${progress.percent}%` }} />
          </div>
          <div className="bl-ends">
            <span>¥{formatMoney(launch.price)}</span>
            <span>
              {t('launch.floor')} ¥{formatMoney(launch.floor_price)}
            </span>
          </div>
          {phase === 'running' ? (
            <div className="bl-time" data-testid="bargain-countdown">
              {left !== null ? <Clock seconds={left} label={t('launch.endsIn')} days={(n) => t('launch.days', { n })} /> : null}
            </div>
          ) : null}
        </section>
      ) : null}
      {launch ? (
        <section className="bl-helpers" aria-label={t('launch.helpers')}>
          <h2>{t('launch.helpers')}</h2>
          {records.length ? (
            <ul>
              {records.map((r, i) => (
                <li key={r.id ?? i}>
                  <Avatar src={r.headimg} name={r.nickname ?? ''} />
                  <span className="bl-helper-name">{r.nickname}</span>
                  <span className="bl-helper-cut">{t('launch.helperCut', { money: formatMoney(r.money) })}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="bl-none">{t('launch.noHelpers')}</p>
          )}
        </section>
      ) : null}
      {launch && self ? (
        <Popup open={sheet} onClose={() => setSheet(false)} position="bottom" label={t('launch.invite')} className="bl-sheet">
          <div className="bl-sheet-body">
            <button
              type="button"
              className="bl-sheet-btn"
              data-testid="bargain-share-link"
              onClick={() => {
                setSheet(false);
                void emit('share', { title: t('launch.shareTitle', { name: sku?.goods_name ?? launch.sku_name ?? '' }), link: bargainSharePath(launch.bargain_id, launch.launch_id) });
              }}
            >
              {t('launch.shareLink')}
            </button>
            <button
              type="button"
              className="bl-sheet-btn"
              data-testid="bargain-make-poster"
              aria-busy={making}
              disabled={making}
              onClick={() => {
                setMaking(true);
                void emit('poster', { bargain_id: launch.bargain_id, launch_id: launch.launch_id }).finally(() => {
                  setMaking(false);
                  setSheet(false);
                });
              }}
            >
              {making ? t('launch.posterMaking') : t('launch.poster')}
            </button>
          </div>
        </Popup>
      ) : null}
      <Popup open={posterOpen && !!props.poster} onClose={() => setPosterOpen(false)} position="center" label={t('launch.poster')} className="bl-poster-popup">
        {props.poster ? (
          <div className="bl-poster">
            <img src={img(props.poster)} alt={t('launch.poster')} data-testid="bargain-poster" />
            <p>{t('launch.savePoster')}</p>
          </div>
        ) : null}
      </Popup>
      <PromoActionBar label={t('launch.start')} homeLabel={props.showHome !== false ? t('launch.home') : ''} onHome={() => void emit('home')}>
        {bar}
      </PromoActionBar>
    </div>
  );
}
