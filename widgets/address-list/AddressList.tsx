/**
 * NiuShop's shipping addresses (pages_tool/member/address). The rows are a page source; setting the
 * default and deleting are emitted (`setDefault`, `remove` with `{id}`): the page's actions write and
 * refresh the source, and refresh it when the page shows again (back from the form).
 */
import { useState, type ReactElement } from 'react';
import { EmptyState, getActionEnv, goBack, pathWith, selectAddress, useSourceStatus, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type AddressListProps } from './props.gen.ts';
import './address-list.css';

export type { AddressListProps };
export { defaults };

export interface AddressRow {
  id: number;
  name: string;
  mobile: string;
  telephone?: string;
  full_address: string;
  address: string;
  is_default: number;
}

function EditIcon(): ReactElement {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <path fill="currentColor" d="M4 17.3V20h2.7l8-8-2.7-2.7-8 8Zm12.7-7.9 1.6-1.6a1 1 0 0 0 0-1.4l-1.3-1.3a1 1 0 0 0-1.4 0L14 6.7l2.7 2.7Z" />
    </svg>
  );
}
function DeleteIcon(): ReactElement {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <path fill="currentColor" d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Zm4 2v8h1.5v-8H10Zm3.5 0v8H15v-8h-1.5Z" />
    </svg>
  );
}

export default function AddressList({ props, node, emit }: WidgetProps<AddressListProps>): ReactElement {
  const { t: ti } = useTexts('address');
  const t = (key: string, vars?: Record<string, unknown>) => ti(key, vars ?? {});
  const items = (Array.isArray(props.items) ? props.items : []) as unknown as AddressRow[];
  const source = props.source ?? '';
  const status = useSourceStatus(source);
  const back = String(props.back ?? '').trim();
  const selectMode = back !== '';
  const editPath = props.editPath || '/pages_tool/member/address_edit';
  const [busyId, setBusyId] = useState(0);

  const env = () => getActionEnv();
  const formQuery = (extra: Record<string, string | number | undefined> = {}) =>
    // From select mode the form returns two pages back, to the page that asked for an address.
    selectMode ? { ...extra, back, delta: 2 } : extra;

  const choose = (a: AddressRow) => {
    if (!selectMode) return;
    selectAddress(a.id);
    goBack(1, back);
  };

  const setDefault = async (a: AddressRow) => {
    if (a.is_default || busyId) return;
    setBusyId(a.id);
    await emit('setDefault', { id: a.id });
    setBusyId(0);
  };

  const remove = (a: AddressRow) => {
    if (Number(a.is_default) === 1) env().toast(t('deleteDefault'));
    else void emit('remove', { id: a.id });
  };

  const loading = source !== '' && (status.status === 'loading' || status.status === 'idle') && items.length === 0;

  return (
    <div className={`al${selectMode ? ' al--select' : ''}`} data-node-id={node.id}>
      {selectMode && items.length ? <div className="al-tip">{t('selectTip')}</div> : null}
      {items.length ? (
        <ul className="al-list">
          {items.map((a) => (
            <li key={a.id} className="al-card" data-address-id={a.id}>
              <button type="button" className="al-main" onClick={() => choose(a)} disabled={!selectMode} aria-label={selectMode ? `${a.name} ${a.mobile} ${a.full_address} ${a.address}` : undefined}>
                <span className="al-who">
                  <strong>{a.name}</strong>
                  <span>{a.mobile}</span>
                  {Number(a.is_default) === 1 ? <span className="al-tag">{t('defaultTag')}</span> : null}
                </span>
                <span className="al-text">
                  {a.full_address} {a.address}
                </span>
              </button>
              <div className="al-foot">
                <button type="button" role="radio" aria-checked={Number(a.is_default) === 1} className="al-default" onClick={() => void setDefault(a)} disabled={busyId !== 0}>
                  <span className={`al-radio${Number(a.is_default) === 1 ? ' al-radio--on' : ''}`} aria-hidden="true" />
                  {Number(a.is_default) === 1 ? t('isDefault') : t('setDefault')}
                </button>
                <button type="button" className="al-op" onClick={() => env().navigator.navigate(pathWith(editPath, formQuery({ id: a.id })))}>
                  <EditIcon />
                  {t('edit')}
                </button>
                {Number(a.is_default) === 1 ? null : (
                  <button type="button" className="al-op" onClick={() => remove(a)}>
                    <DeleteIcon />
                    {t('delete')}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      ) : loading ? (
        <div className="al-loading" aria-busy="true" />
      ) : (
        <EmptyState text={t('listEmpty')} buttonText={false} />
      )}
      <div className="al-bar-spacer" />
      <div className="al-bar">
        <button type="button" className="al-add" onClick={() => env().navigator.navigate(pathWith(editPath, formQuery()))}>
          {t('add')}
        </button>
      </div>
    </div>
  );
}
