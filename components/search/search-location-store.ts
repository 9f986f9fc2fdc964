import { create } from 'zustand';
import type { GeoPosition } from '@/hooks/use-geolocation';

type SearchLocationState = {
  /** The visitor's position while 'show distance' is on; null when off. */
  position: GeoPosition | null;
  setPosition: (position: GeoPosition | null) => void;
};

/**
 * 'Show distance' outlives the list page in memory (opening a pop-up and coming back keeps
 * the distances and the cached pages that were fetched with them) but is never written to
 * the URL or to storage: a position is personal and must not travel in a shared link.
 */
export const useSearchLocation = create<SearchLocationState>((set) => ({
  position: null,
  setPosition: (position) => set({ position }),
}));
