import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_COOKIES } from '@/api/auth-constants';
import { DeletedContent } from '@/components/popup-detail/deleted-content';
import ko from '@/locales/ko.json';
import { fail, ok, renderWithProviders, spotDetail } from '../utils/detail-test-kit';
import { server } from '../utils/msw-server';

const signIn = () => {
  document.cookie = `${AUTH_COOKIES.userId}=7; path=/`;
};

afterEach(() => {
  document.cookie = `${AUTH_COOKIES.userId}=; path=/; max-age=0`;
});

describe('an unpublished pop-up’s page', () => {
  it('tells a member of its company it is not yet published, with its preview and editor', async () => {
    signIn();
    server.use(http.get('/api/v1/enterprise/spots/31/preview', () => HttpResponse.json(ok(spotDetail({ id: 31 })))));
    renderWithProviders(<DeletedContent spotId={31} />);

    const heading = await screen.findByRole('heading', { level: 1, name: ko.popup.unpublished.title });
    await waitFor(() => expect(heading).toHaveFocus());
    // The server-rendered words give way to the notice by CSS (the rule the words carry): the
    // page's stylesheet is not loaded here, so the rule itself is what this checks.
    const words = screen.getByRole('heading', { level: 1, name: ko.popup.deleted.title }).closest('section')!;
    expect(words.matches(':has(~ [data-unpublished])')).toBe(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: ko.popup.unpublished.preview })).toHaveAttribute(
      'href',
      '/enterprise/popups/31/preview',
    );
    expect(screen.getByRole('link', { name: ko.popup.unpublished.edit })).toHaveAttribute(
      'href',
      '/enterprise/popups/31',
    );
  });

  it('stays "deleted content" for anyone else, signed in or not', async () => {
    signIn();
    server.use(
      http.get('/api/v1/enterprise/spots/31/preview', () => HttpResponse.json(fail(40400000), { status: 404 })),
    );
    const { unmount } = renderWithProviders(<DeletedContent spotId={31} />);
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: ko.popup.deleted.title })).toBeInTheDocument();
    expect(screen.queryByText(ko.popup.unpublished.title)).not.toBeInTheDocument();
    expect(
      screen
        .getByRole('heading', { level: 1, name: ko.popup.deleted.title })
        .closest('section')!
        .matches(':has(~ [data-unpublished])'),
    ).toBe(false);
    unmount();

    document.cookie = `${AUTH_COOKIES.userId}=; path=/; max-age=0`;
    renderWithProviders(<DeletedContent spotId={31} />);
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
  });
});
