import { create } from 'zustand';

/**
 * Whether the visitor has moved between pages of this app in this tab. The back button
 * uses it: someone who arrived straight on a shared `/popup/1` link has nothing of ours to
 * go back to, so "back" takes them home instead of out of the site.
 */
type NavigationState = {
  /** Client-side route changes since the page was loaded. */
  inAppNavigations: number;
  recordNavigation: () => void;
};

export const useNavigationStore = create<NavigationState>((set) => ({
  inAppNavigations: 0,
  recordNavigation: () => set((s) => ({ inAppNavigations: s.inAppNavigations + 1 })),
}));
