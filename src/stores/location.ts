// The shopper's last known position (gcj02), persisted as h5_location with the time it stops
// being valid. It expires only when the site's map config sets wap_valid_time (minutes) above 0.
import { create } from 'zustand';
import { hydrateCurrent } from './hydrateCurrent.ts';
import { persistFields } from './persist.ts';
import { useSiteStore } from './site.ts';

/** Coordinate system of every location we keep (the Tencent map's). */
export const LOCATION_TYPE = 'gcj02';

export interface StoredLocation {
  latitude: number;
  longitude: number;
  /** Unix seconds after which the location is stale (only used when wap_valid_time > 0). */
  valid_time: number;
  [key: string]: unknown;
}

export interface LocationState {
  location: StoredLocation | null;
}

export interface LocationActions {
  /** Keeps a position (plus any extra fields such as an address) valid for wap_valid_time minutes. */
  setLocation(loc: { latitude: number; longitude: number; [key: string]: unknown } | null, now?: number): void;
  /** True when there is no location, or wap_valid_time > 0 and `now` (ms) has passed valid_time. */
  isExpired(now?: number): boolean;
}

export const useLocationStore = create<LocationState & LocationActions>()(hydrateCurrent((set, get) => ({
  location: null,

  setLocation(loc, now = Date.now()) {
    if (!loc) return set({ location: null });
    const minutes = useSiteStore.getState().mapConfig.wap_valid_time;
    set({ location: { ...loc, valid_time: Math.floor(now / 1000) + Math.max(0, minutes) * 60 } });
  },
  isExpired(now = Date.now()) {
    const loc = get().location;
    if (!loc) return true;
    if (!(useSiteStore.getState().mapConfig.wap_valid_time > 0)) return false;
    return now / 1000 > loc.valid_time;
  },
})));

export const hydrateLocationStore = persistFields(useLocationStore, { location: 'location' });
hydrateLocationStore();
