import { act, renderHook, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { useApiMutation } from '@/api/query/use-api-mutation';
import { makeBrowserQueryClient, QueryProvider } from '@/components/providers/query-provider';
import ko from '@/locales/ko.json';
import { useAuthStore } from '@/stores/auth-store';

function wrapper({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="ko" messages={ko} timeZone="Asia/Seoul">
      <QueryProvider client={makeBrowserQueryClient()}>{children}</QueryProvider>
    </NextIntlClientProvider>
  );
}

/** A write whose server answers with `error`; the hook's and the call's handlers are spies. */
function renderWrite(error: ApiError, handles?: true) {
  const hookOnError = vi.fn();
  const { result } = renderHook(
    () =>
      useApiMutation({
        mutationFn: () => Promise.reject(error),
        onError: hookOnError,
        meta: handles ? { handles } : undefined,
      }),
    { wrapper },
  );
  const callOnError = vi.fn();
  const callOnSettled = vi.fn();
  act(() => result.current.mutate(undefined, { onError: callOnError, onSettled: callOnSettled }));
  return { hookOnError, callOnError, callOnSettled };
}

afterEach(() => act(() => useAuthStore.setState({ loginModalOpen: false })));

describe('useApiMutation: the order failures are answered in', () => {
  it("a 401 opens the login modal and never reaches the screen's onError, even one that handles every failure; the hook still puts its cache back", async () => {
    const { hookOnError, callOnError, callOnSettled } = renderWrite(new ApiError(40100000), true);
    await waitFor(() => expect(callOnSettled).toHaveBeenCalled());
    expect(useAuthStore.getState().loginModalOpen).toBe(true);
    expect(hookOnError).toHaveBeenCalledTimes(1);
    expect(callOnError).not.toHaveBeenCalled();
  });

  it("any other failure reaches the hook's and the call's onError, and no login modal opens", async () => {
    const { hookOnError, callOnError } = renderWrite(new ApiError(40900000), true);
    await waitFor(() => expect(callOnError).toHaveBeenCalled());
    expect(hookOnError).toHaveBeenCalledTimes(1);
    expect((callOnError.mock.calls[0][0] as ApiError).code).toBe(40900000);
    expect(useAuthStore.getState().loginModalOpen).toBe(false);
  });
});
