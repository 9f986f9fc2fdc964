import { create } from 'zustand';

type AuthUiState = {
  /** The 'log in to continue' dialog that anonymous actions (pick, review, alert) open. */
  loginModalOpen: boolean;
  openLoginModal: () => void;
  closeLoginModal: () => void;
};

/**
 * Client-only sign-in UI state. Who is signed in is not kept here: the login cookies are the
 * single source (the server reads the HttpOnly access token, the page its readable user id
 * companion), so a sign-out in another tab can't leave a stale copy behind.
 */
export const useAuthStore = create<AuthUiState>((set) => ({
  loginModalOpen: false,
  openLoginModal: () => set({ loginModalOpen: true }),
  closeLoginModal: () => set({ loginModalOpen: false }),
}));

/** For non-React callers (an API error handler, for example). */
export const openLoginModal = () => useAuthStore.getState().openLoginModal();
