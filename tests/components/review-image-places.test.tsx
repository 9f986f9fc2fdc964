import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../utils/msw-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WriteReviewBar } from '@/components/reviews/write-review-bar';
import ko from '@/locales/ko.json';
import { useAuthStore } from '@/stores/auth-store';
import { useToastStore } from '@/stores/toast-store';
import { fail, ok, renderWithProviders } from '../utils/detail-test-kit';

const t = ko.review;
const SPOT = 12;
const DRAFT = 501;
const fullReason = t.form.imagesFull.replace('{max}', '5');

/**
 * The upload route as the API keeps it: images stay stored until the review is saved, and an
 * upload that names removed ones (deletedFileIds) doesn't count them; a sixth counted image is
 * refused with 400.
 */
let stored: number[];
let uploads: { deletedFileIds: number[] }[];
let nextFileId: number;
let uploadDelay: () => Promise<void>;

beforeEach(() => {
  stored = [];
  uploads = [];
  nextFileId = 900;
  uploadDelay = async () => {};
  Cookies.set('userId', '7');
  act(() => {
    useAuthStore.setState({ loginModalOpen: false });
    useToastStore.setState({ toasts: [] });
  });
  server.use(
    // The bar asks whether the reader already reviewed the pop-up: not yet.
    http.get('*/api/v2/users/me/reviews', () =>
      HttpResponse.json(ok({ content: [], page: { number: 0, size: 1, totalElements: 0, totalPages: 0 } })),
    ),
    http.post('*/api/v1/users/reviews/temp', () => HttpResponse.json(ok({ reviewId: DRAFT }))),
    http.get('*/api/v1/reviews/metrics', () => HttpResponse.json(ok([{ id: 1, name: '친절해요' }]))),
    http.post(`*/api/v1/users/reviews/${DRAFT}/files`, async ({ request }) => {
      const form = await request.formData();
      const field = form.get('deletedFileIds');
      const deletedFileIds = typeof field === 'string' ? field.split(',').map(Number) : [];
      uploads.push({ deletedFileIds });
      await uploadDelay();
      if (stored.filter((id) => !deletedFileIds.includes(id)).length >= 5) {
        return HttpResponse.json(fail(40000000), { status: 400 });
      }
      const id = nextFileId++;
      stored.push(id);
      return HttpResponse.json(ok({ id, path: `/api/files/reviews/${DRAFT}/${id}.webp` }));
    }),
    http.delete(`*/api/v1/users/reviews/temp/${DRAFT}`, () => HttpResponse.json(ok(null))),
  );
});
afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
});

const png = (name: string) => new File([new Uint8Array(2048)], name, { type: 'image/png' });
const pick = (dialog: HTMLElement, names: string[]) =>
  fireEvent.change(within(dialog).getByLabelText(t.form.addImage), { target: { files: names.map(png) } });
const shown = (dialog: HTMLElement) => within(dialog).queryAllByRole('img', { name: /첨부한 사진/ });
const legendCount = (dialog: HTMLElement) => within(dialog).getByRole('group', { name: /사진/ });

async function openForm() {
  renderWithProviders(<WriteReviewBar spotId={SPOT} periodType="IN_PROGRESS" lang="ko" />);
  await userEvent.click(screen.getByRole('button', { name: t.write.button }));
  return screen.findByRole('dialog', { name: t.form.title });
}

describe('review photo places', () => {
  it('a removed photo frees its place at once: 1/5 then 0/5, and five more can be added', async () => {
    const dialog = await openForm();
    pick(dialog, ['a.png']);
    await waitFor(() => expect(stored).toEqual([900]));
    expect(legendCount(dialog)).toHaveTextContent('1/5');
    await userEvent.click(within(dialog).getByRole('button', { name: '사진 1 삭제' }));
    expect(legendCount(dialog)).toHaveTextContent('0/5');
    // No 'you can add 0 more' hint, and nothing says the place is still taken.
    expect(dialog).not.toHaveTextContent(/0장 더/);

    pick(dialog, ['b.png', 'c.png', 'd.png', 'e.png', 'f.png']);
    await waitFor(() => expect(shown(dialog)).toHaveLength(5));
    await waitFor(() => expect(stored).toHaveLength(6));
    // Every upload after the removal named the removed image, so the server let all five in.
    expect(uploads.slice(1).every((u) => u.deletedFileIds.includes(900))).toBe(true);
    expect(screen.queryByRole('alertdialog', { name: t.imageCheck.title })).not.toBeInTheDocument();
    expect(legendCount(dialog)).toHaveTextContent('5/5');
  });

  it("at 5/5 'add' is disabled and says why; removing one enables it again", async () => {
    const dialog = await openForm();
    pick(dialog, ['a.png', 'b.png', 'c.png', 'd.png', 'e.png']);
    await waitFor(() => expect(stored).toHaveLength(5));
    const add = within(dialog).getByRole('button', { name: t.form.addImage });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(fullReason);

    await userEvent.click(within(dialog).getByRole('button', { name: '사진 3 삭제' }));
    expect(add).toBeEnabled();
    expect(add).not.toHaveAccessibleDescription(fullReason);
    expect(dialog).not.toHaveTextContent(fullReason);
    pick(dialog, ['f.png']);
    await waitFor(() => expect(stored).toHaveLength(6));
    expect(uploads.at(-1)?.deletedFileIds).toEqual([902]);
    expect(add).toBeDisabled();
  });

  it('a photo removed while it uploads frees its place; the next upload waits for it and names it', async () => {
    const dialog = await openForm();
    pick(dialog, ['a.png', 'b.png', 'c.png', 'd.png']);
    await waitFor(() => expect(stored).toHaveLength(4));
    let release!: () => void;
    uploadDelay = () => new Promise<void>((resolve) => (release = resolve));
    pick(dialog, ['e.png']);
    await waitFor(() => expect(uploads).toHaveLength(5));
    // Removed mid-upload: the form shows 4/5 and lets another in.
    await userEvent.click(within(dialog).getByRole('button', { name: '사진 5 삭제' }));
    expect(legendCount(dialog)).toHaveTextContent('4/5');
    uploadDelay = async () => {
      await delay(5);
    };
    pick(dialog, ['f.png']);
    // The new upload is held back until the removed one is stored...
    await act(() => delay(30));
    expect(uploads).toHaveLength(5);
    release();
    // ...then goes out naming it, and fits.
    await waitFor(() => expect(stored).toHaveLength(6));
    expect(uploads.at(-1)?.deletedFileIds).toEqual([904]);
    expect(shown(dialog)).toHaveLength(5);
    expect(screen.queryByRole('alertdialog', { name: t.imageCheck.title })).not.toBeInTheDocument();
  });
});
