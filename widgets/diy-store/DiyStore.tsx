/**
 * StoreShow (门店): the shopper's store — the chosen one, else the site's default — from
 * /api/store/info (or the first of /api/store/page when no store is known; the block's declared
 * sources, ./data.ts, loaded for the store): picture, name, open
 * or closed, hours, address and phone, with links to the store's page and the store list when
 * those are built. Shown only with the store addon on.
 */
import type { ReactElement } from 'react';
import { ArrowRight, ClockIcon, currentStoreId, DiyBlock, DiyLink, imageUrl, Img, listOf, LocationIcon, num, pathLink, PhoneIcon, useAddon, useBuiltPath, useDiyText, useStoreStore, useWidgetDataFor, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type DiyStoreProps } from './props.gen.ts';
import { FIRST, STORE } from './params.ts';
import '../../src/sdk/goods/diy-data.css';

export { defaults };

interface Store {
  store_id: number;
  store_name?: string;
  store_image?: string;
  telphone?: string;
  address?: string;
  full_address?: string;
  open_date?: string;
  status?: number;
  is_frozen?: number;
}

export const STORE_LIST = '/pages_tool/store/list';

/** "上海市,上海市,静安区" + "南京西路1266号" → "上海市静安区南京西路1266号" (repeated parts once). */
export function storeAddress(s: Store): string {
  const parts = String(s.full_address ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .filter((p, i, all) => all.indexOf(p) === i);
  return parts.join('') + String(s.address ?? '');
}

export default function DiyStore({ props, node }: WidgetProps<DiyStoreProps>): ReactElement | null {
  const t = useDiyText();
  const built = useBuiltPath();
  const on = useAddon('store');
  const storeId = useStoreStore((s) => currentStoreId(s));
  const info = useWidgetDataFor<Store | null>(node, 'info', STORE, on && storeId ? storeId : null);
  const first = useWidgetDataFor<unknown>(node, 'first', FIRST, on && !storeId ? 1 : null);
  if (!on) return null;
  const src = storeId ? info : first;
  const status = src.current ? src.status.status : 'loading';
  const store: Store | undefined = !src.current ? undefined : storeId ? (info.data ?? undefined) : listOf<Store>(first.data)[0];
  if (status === 'error' || (status === 'ready' && !store)) return null;
  if (!store) {
    return (
      <DiyBlock props={props} nodeId={node.id} className="diy-store" style={{ padding: 12 }}>
        <div style={{ display: 'flex', gap: 10 }} aria-hidden="true">
          <div className="dd-skel" style={{ width: 72, height: 72, borderRadius: 6, flex: 'none' }} />
          <div style={{ flex: 1 }}>
            <div className="dd-skel dd-skel-line" />
            <div className="dd-skel dd-skel-line dd-skel-line--short" />
            <div className="dd-skel dd-skel-line dd-skel-line--short" />
          </div>
        </div>
      </DiyBlock>
    );
  }
  const open = num(store.status, 1) === 1 && num(store.is_frozen) === 0;
  const detail = `/pages_tool/store/detail?store_id=${store.store_id}`;
  const name = String(store.store_name ?? '');
  const title = built(detail) ? (
    <DiyLink link={pathLink(detail)} style={{ fontSize: 15, fontWeight: 600 }}>
      {name}
    </DiyLink>
  ) : (
    <span style={{ fontSize: 15, fontWeight: 600 }}>{name}</span>
  );
  const row = { display: 'flex', alignItems: 'center', gap: 4, fontSize: 12, color: '#606266', lineHeight: '18px' } as const;
  return (
    <DiyBlock props={props} nodeId={node.id} className="diy-store" style={{ padding: 12 }}>
      <div style={{ display: 'flex', gap: 10 }}>
        <span style={{ width: 72, height: 72, borderRadius: 6, overflow: 'hidden', flex: 'none' }}>
          <Img src={imageUrl(store.store_image)} alt={name} kind="store" />
        </span>
        <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 3 }}>
          <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
            {title}
            <span style={{ fontSize: 10, padding: '0 4px', borderRadius: 3, lineHeight: '16px', color: open ? 'var(--base-color, #ff4544)' : 'var(--text-secondary, #686b72)', border: '1px solid currentColor' }}>{t(open ? 'storeOpen' : 'storeClosed')}</span>
            {built(STORE_LIST) ? (
              <DiyLink link={pathLink(STORE_LIST)} className="dd-head-more" style={{ marginLeft: 'auto' }}>
                {t('switchStore')}
                <ArrowRight />
              </DiyLink>
            ) : null}
          </div>
          {store.open_date ? (
            <span style={row}>
              <ClockIcon size={12} />
              {store.open_date}
            </span>
          ) : null}
          <span style={row}>
            <LocationIcon size={12} />
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{storeAddress(store)}</span>
          </span>
          {store.telphone ? (
            <a href={`tel:${String(store.telphone).replace(/[^\d+-]/g, '')}`} style={{ ...row, textDecoration: 'none' }}>
              <PhoneIcon size={12} />
              {store.telphone}
            </a>
          ) : null}
        </div>
      </div>
    </DiyBlock>
  );
}
