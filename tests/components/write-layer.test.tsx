import { act, fireEvent, screen } from '@testing-library/react';
import { useMutation } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { server } from '../utils/msw-server';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { apiFetch } from '@/api/client';
import ko from '@/locales/ko.json';
import { useAuthStore } from '@/stores/auth-store';
import { useToastStore } from '@/stores/toast-store';
import { fail, renderWithProviders } from '../utils/detail-test-kit';

afterEach(() => {
  act(() => {
    useAuthStore.getState().closeLoginModal();
    useToastStore.setState({ toasts: [] });
  });
});

/** A write with no error handling of its own, as every mutation in api/ starts out. */
function Write({ handles }: { handles?: (error: ApiError) => boolean }) {
  const mutation = useMutation({
    mutationFn: () => apiFetch('/v1/things', { method: 'POST' }),
    meta: handles ? { handles } : undefined,
  });
  return (
    <>
      <button type="button" onClick={() => mutation.mutate()}>
        write
      </button>
      {mutation.isError ? <p>settled</p> : null}
    </>
  );
}

function answer(status: number, code: number) {
  server.use(http.post('*/api/v1/things', () => HttpResponse.json(fail(code), { status })));
}

describe('the query client: one place for failed writes', () => {
  it('turns 40100000 into the login modal, once, with no toast', async () => {
    answer(401, 40100000);
    renderWithProviders(<Write />);
    fireEvent.click(screen.getByRole('button', { name: 'write' }));
    expect(await screen.findByRole('dialog', { name: ko.auth.loginModal.title })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeEmptyDOMElement();
  });

  it('turns any other code into a toast in the reader’s language', async () => {
    answer(403, 40300000);
    renderWithProviders(<Write />);
    fireEvent.click(screen.getByRole('button', { name: 'write' }));
    expect(await screen.findByText(ko.errors['40300000'])).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says the generic words for a code the catalogue does not know', async () => {
    answer(500, 50099999);
    renderWithProviders(<Write />);
    fireEvent.click(screen.getByRole('button', { name: 'write' }));
    expect(await screen.findByText(ko.errors['50000000'])).toBeInTheDocument();
  });

  it('stays quiet about failures a mutation explains itself (meta.handles)', async () => {
    answer(403, 40300000);
    renderWithProviders(<Write handles={(error) => error.status === 403} />);
    fireEvent.click(screen.getByRole('button', { name: 'write' }));
    expect(await screen.findByText('settled')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
