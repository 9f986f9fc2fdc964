'use client';

import { useCallback } from 'react';
import { hasAccessToken } from '@/api/client-session';
import { useAuthStore } from '@/stores/auth-store';
import { rememberAfterLogin } from './after-login-action';

/**
 * Guards an action that needs a signed-in user (spec 6: picking, writing a review, setting an
 * alert): runs it when the access token cookie is there, otherwise opens the login modal.
 *
 *   const requireLogin = useRequireLogin();
 *   <button onClick={() => requireLogin(() => addPick(spot.id))}>
 *
 * Returns whether the action ran. A token that has expired on the server is caught by the
 * API answering 40100001, which callers treat like no token. With `resumeKey`, the action is
 * remembered for after the sign-in (after-login-action.ts); the caller does it on its return.
 */
export function useRequireLogin() {
  const openLoginModal = useAuthStore((s) => s.openLoginModal);
  return useCallback(
    <T>(action: () => T, resumeKey?: string): boolean => {
      if (!hasAccessToken()) {
        if (resumeKey) rememberAfterLogin(resumeKey);
        openLoginModal();
        return false;
      }
      void action();
      return true;
    },
    [openLoginModal],
  );
}
