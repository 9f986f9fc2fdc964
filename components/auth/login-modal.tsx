'use client';

import { lazy, Suspense } from 'react';
import { useAuthStore } from '@/stores/auth-store';

// The sheet (Dialog, buttons, the router) is fetched the first time it opens: the root layout
// mounts this host on every page, and most visits never need it.
const LoginSheet = lazy(() => import('./login-sheet').then((module) => ({ default: module.LoginSheet })));

/** Mount once in the layout: the login modal, driven by `openLoginModal()` from the auth store. */
export function LoginModalHost() {
  const open = useAuthStore((s) => s.loginModalOpen);
  const close = useAuthStore((s) => s.closeLoginModal);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LoginSheet onClose={close} />
    </Suspense>
  );
}
