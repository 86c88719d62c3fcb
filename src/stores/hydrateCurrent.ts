/**
 * A zustand middleware for every app store: the snapshot React reads while hydrating server
 * markup (useSyncExternalStore's server snapshot, which zustand takes from `getInitialState`) is
 * the store's current state instead of the state it was created with. The app hydrates only when
 * its stores hold what the server rendered with (src/main.tsx `sameAsServer`; the server fills its
 * own before rendering), so the hydrating render equals the server's markup and is not followed at
 * once by a second render of every subscriber with the booted state, an update that would also
 * turn each waiting Suspense boundary into a client render (renderer/hydrationGates.ts).
 */
import type { StateCreator, StoreMutatorIdentifier } from 'zustand';

export function hydrateCurrent<T, Mis extends [StoreMutatorIdentifier, unknown][] = [], Mos extends [StoreMutatorIdentifier, unknown][] = [], U = T>(
  init: StateCreator<T, Mis, Mos, U>,
): StateCreator<T, Mis, Mos, U> {
  return (set, get, api) => {
    api.getInitialState = api.getState;
    return init(set, get, api);
  };
}
