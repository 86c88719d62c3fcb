import { beforeEach, describe, expect, it } from 'vitest';
import { hydrateLocationStore, LOCATION_TYPE, useLocationStore } from './location.ts';
import { DEFAULT_MAP_CONFIG, useSiteStore } from './site.ts';

const NOW = 1_700_000_000_000; // ms

beforeEach(() => {
  useLocationStore.setState({ location: null });
  useSiteStore.setState({ mapConfig: { ...DEFAULT_MAP_CONFIG } });
});

describe('location store', () => {
  it('uses gcj02', () => expect(LOCATION_TYPE).toBe('gcj02'));

  it('stores the position with its valid_time and persists it as h5_location', () => {
    useSiteStore.setState({ mapConfig: { ...DEFAULT_MAP_CONFIG, wap_valid_time: 5 } });
    useLocationStore.getState().setLocation({ latitude: 31.2, longitude: 121.5, address: 'x' }, NOW);
    const loc = useLocationStore.getState().location!;
    expect(loc).toEqual({ latitude: 31.2, longitude: 121.5, address: 'x', valid_time: NOW / 1000 + 300 });
    expect(JSON.parse(localStorage.getItem('h5_location')!)).toEqual(loc);
    useLocationStore.setState({ location: null });
    localStorage.setItem('h5_location', JSON.stringify(loc));
    hydrateLocationStore();
    expect(useLocationStore.getState().location).toEqual(loc);
  });

  it('expires after wap_valid_time minutes, only when that is above 0', () => {
    const store = useLocationStore.getState();
    expect(store.isExpired(NOW)).toBe(true); // nothing stored yet
    useSiteStore.setState({ mapConfig: { ...DEFAULT_MAP_CONFIG, wap_valid_time: 5 } });
    store.setLocation({ latitude: 1, longitude: 2 }, NOW);
    expect(store.isExpired(NOW + 5 * 60_000)).toBe(false);
    expect(store.isExpired(NOW + 5 * 60_000 + 1000)).toBe(true);
    useSiteStore.setState({ mapConfig: { ...DEFAULT_MAP_CONFIG, wap_valid_time: 0 } });
    expect(store.isExpired(NOW + 365 * 86_400_000)).toBe(false);
  });
});
