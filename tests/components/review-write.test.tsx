import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WriteReviewBar } from '@/components/reviews/write-review-bar';
import ko from '@/locales/ko.json';
import { useAuthStore } from '@/stores/auth-store';
import { useToastStore } from '@/stores/toast-store';
import { fail, ok, renderWithProviders } from '../utils/detail-test-kit';
import { server } from '../utils/msw-server';

// The converter frame (heic2any in a sandboxed iframe) can't run in jsdom; the test checks it
// is asked, then that what it returns is uploaded. The e2e test converts a real HEIC.
const convertHeicToJpeg = vi.hoisted(() => vi.fn());
vi.mock('@/components/shared/convert-heic', () => ({ convertHeicToJpeg }));

const t = ko.review;
const SPOT = 12;
const DRAFT = 501;
type Call = { method: string; path: string; body?: unknown; fileType?: string; size?: number };
let calls: Call[];
let nextFileId: number;
/** Answers for the upload route; the default stores the image. */
let uploadAnswer: () => Promise<Response> | Response;

beforeEach(() => {
  calls = [];
  nextFileId = 900;
  uploadAnswer = () =>
    HttpResponse.json(ok({ id: nextFileId, path: `/api/files/reviews/${DRAFT}/${nextFileId++}.webp` }));
  convertHeicToJpeg.mockReset();
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
    http.post('*/api/v1/users/reviews/temp', async ({ request }) => {
      calls.push({ method: 'POST', path: 'temp', body: await request.json() });
      return HttpResponse.json(ok({ reviewId: DRAFT }));
    }),
    http.get('*/api/v1/reviews/metrics', () =>
      HttpResponse.json(
        ok([
          { id: 1, name: '친절해요' },
          { id: 2, name: '사진 찍기 좋아요' },
          { id: 3, name: '굿즈가 다양해요' },
        ]),
      ),
    ),
    http.post(`*/api/v1/users/reviews/${DRAFT}/files`, async ({ request }) => {
      const file = (await request.formData()).get('file') as File;
      calls.push({ method: 'POST', path: 'files', fileType: file.type, size: file.size });
      return uploadAnswer();
    }),
    http.put(`*/api/v2/users/me/reviews/${DRAFT}`, async ({ request }) => {
      calls.push({ method: 'PUT', path: 'register', body: await request.json() });
      return HttpResponse.json(ok({ reviewId: DRAFT, ordinal: 3 }));
    }),
    http.delete(`*/api/v1/users/reviews/temp/${DRAFT}`, () => {
      calls.push({ method: 'DELETE', path: 'temp' });
      return HttpResponse.json(ok(null));
    }),
  );
});
afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
});

function png(name = 'photo.png', size = 2048, type = 'image/png') {
  const file = new File([new Uint8Array(Math.min(size, 4096))], name, { type });
  if (size > 4096) Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function openForm() {
  const view = renderWithProviders(<WriteReviewBar spotId={SPOT} periodType="IN_PROGRESS" lang="ko" />);
  await userEvent.click(screen.getByRole('button', { name: t.write.button }));
  const dialog = await screen.findByRole('dialog', { name: t.form.title });
  return { ...view, dialog };
}

const submitButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: t.form.submit });
const fileInput = (dialog: HTMLElement) => within(dialog).getByLabelText(t.form.addImage) as HTMLInputElement;
const pick = (dialog: HTMLElement, files: File[]) => fireEvent.change(fileInput(dialog), { target: { files } });

async function fillValid(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('radio', { name: '4점' }));
  await userEvent.type(within(dialog).getByLabelText(t.form.contentLabel), '굿즈가 예쁘고 직원분들이 친절했어요');
  await userEvent.click(await within(dialog).findByRole('checkbox', { name: '친절해요' }));
}

describe('opening the review form', () => {
  it('asks an anonymous reader to sign in and creates nothing', async () => {
    Cookies.remove('userId');
    renderWithProviders(<WriteReviewBar spotId={SPOT} periodType="IN_PROGRESS" lang="ko" />);
    await userEvent.click(screen.getByRole('button', { name: t.write.button }));
    expect(await screen.findByRole('dialog', { name: ko.auth.loginModal.title })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: t.form.title })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('is not offered before the pop-up opens', () => {
    renderWithProviders(<WriteReviewBar spotId={SPOT} periodType="READY" lang="ko" />);
    expect(screen.queryByRole('button', { name: t.write.button })).not.toBeInTheDocument();
  });

  it('shows the one-review-per-place notice when the reader already reviewed it, and nothing stays open', async () => {
    server.use(http.post('*/api/v1/users/reviews/temp', () => HttpResponse.json(fail(40000102), { status: 400 })));
    renderWithProviders(<WriteReviewBar spotId={SPOT} periodType="ENDED" lang="ko" />);
    const opener = screen.getByRole('button', { name: t.write.button });
    await userEvent.click(opener);
    const notice = await screen.findByRole('alertdialog', { name: t.already.title });
    expect(notice).toHaveAccessibleDescription(t.already.description);
    expect(screen.queryByRole('dialog', { name: t.form.title })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

describe('the review form', () => {
  it('keeps register disabled until score, 10+ characters and an item are there; counter, hints and the short-text error', async () => {
    const { dialog } = await openForm();
    expect(calls[0]).toEqual({ method: 'POST', path: 'temp', body: { spotId: SPOT } });
    const submit = submitButton(dialog);
    expect(submit).toBeDisabled();
    expect(within(dialog).getByText(t.form.metricsHint)).toBeInTheDocument();

    // The stars are a keyboard radio group.
    const three = within(dialog).getByRole('radio', { name: '3점' });
    await userEvent.click(three);
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('radio', { name: '4점' })).toBeChecked();

    const content = within(dialog).getByLabelText(t.form.contentLabel);
    expect(content).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText(t.form.contentTooShort.replace('{min}', '10'))).not.toBeInTheDocument();
    await userEvent.click(content);
    await userEvent.type(content, '좋아요 최고');
    const message = within(dialog).getByText(t.form.contentTooShort.replace('{min}', '10'));
    expect(content).toHaveAttribute('aria-invalid', 'true');
    expect(content).toHaveClass('border-danger');
    expect(content).toHaveAccessibleDescription(expect.stringContaining(message.textContent!));
    expect(within(dialog).getByText('6/150')).toBeInTheDocument();

    await userEvent.type(content, ' 다시 오고 싶어요');
    expect(content).toHaveAttribute('aria-invalid', 'false');
    expect(within(dialog).getByText('16/150')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await userEvent.click(await within(dialog).findByRole('checkbox', { name: '사진 찍기 좋아요' }));
    expect(within(dialog).queryByText(t.form.metricsHint)).not.toBeInTheDocument();
    await waitFor(() => expect(submit).toBeEnabled());

    // Ten spaces are not ten characters (trimmed, as on the server).
    await userEvent.clear(content);
    await userEvent.type(content, '   가나다   ');
    await waitFor(() => expect(submit).toBeDisabled());
    expect(content).toHaveAttribute('maxlength', '150');
  });

  it('registers with the uploaded images and shows the ordinal with the way to the review history', async () => {
    const { dialog, client } = await openForm();
    client.setQueryData(['reviews', 'spot', SPOT, 'overview', 'ko'], { stale: true });
    await fillValid(dialog);
    pick(dialog, [png('a.png'), png('b.jpg', 3000, 'image/jpeg')]);
    await waitFor(() => expect(within(dialog).getAllByRole('img', { name: /첨부한 사진/ })).toHaveLength(2));
    await waitFor(() => expect(submitButton(dialog)).toBeEnabled());
    // The second one is removed before registering: it goes in deletedFileIds.
    await userEvent.click(within(dialog).getByRole('button', { name: '사진 2 삭제' }));
    await userEvent.click(submitButton(dialog));

    const success = await screen.findByRole('dialog', { name: '3번째 리뷰를 작성했어요' });
    expect(within(success).getByRole('link', { name: t.success.history })).toHaveAttribute(
      'href',
      '/history/mypicks/review',
    );
    const register = calls.find((c) => c.path === 'register');
    expect(register?.body).toEqual({
      score: 4,
      content: '굿즈가 예쁘고 직원분들이 친절했어요',
      selectedMetricIds: [1],
      fileIds: [900],
      deletedFileIds: [901],
    });
    // Multipart field `file`, one request per image (jsdom's FormData loses file names on the way to msw).
    expect(calls.filter((c) => c.path === 'files').map((c) => c.fileType)).toEqual(['image/png', 'image/jpeg']);
    expect(client.getQueryState(['reviews', 'spot', SPOT, 'overview', 'ko'])?.isInvalidated).toBe(true);
    await userEvent.click(within(success).getByRole('button', { name: t.success.confirm }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('keeps register disabled while an image uploads', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    uploadAnswer = async () => {
      await gate;
      return HttpResponse.json(ok({ id: 900, path: '/api/files/reviews/501/900.webp' }));
    };
    const { dialog } = await openForm();
    await fillValid(dialog);
    await waitFor(() => expect(submitButton(dialog)).toBeEnabled());
    pick(dialog, [png()]);
    expect(await within(dialog).findByRole('progressbar', { name: '사진 1 업로드 진행률' })).toBeInTheDocument();
    expect(submitButton(dialog)).toBeDisabled();
    release();
    await waitFor(() => expect(submitButton(dialog)).toBeEnabled());
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('converts a HEIC photo to JPEG in the browser before uploading it', async () => {
    convertHeicToJpeg.mockResolvedValue(new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }));
    const { dialog } = await openForm();
    pick(dialog, [png('IMG_0001.HEIC', 2048, '')]);
    await waitFor(() => expect(calls.filter((c) => c.path === 'files')).toHaveLength(1));
    expect(convertHeicToJpeg).toHaveBeenCalledWith(expect.objectContaining({ name: 'IMG_0001.HEIC' }));
    expect(calls.find((c) => c.path === 'files')).toMatchObject({ fileType: 'image/jpeg' });
  });

  it("opens 'check your images' when a HEIC can't be converted", async () => {
    convertHeicToJpeg.mockRejectedValue(new Error('not decodable'));
    const { dialog } = await openForm();
    pick(dialog, [png('broken.heic', 2048, 'image/heic')]);
    const box = await screen.findByRole('alertdialog', { name: t.imageCheck.title });
    expect(within(box).getByText(/png, jpg, jpeg, webp, heic/)).toHaveTextContent(/맞지 않아요/);
    expect(within(dialog).queryByRole('img', { name: /첨부한 사진/ })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'files')).toHaveLength(0);
  });
});

describe("the 'check your images' dialog", () => {
  const check = () => screen.findByRole('alertdialog', { name: t.imageCheck.title });

  it('opens for a sixth image, and only five are kept', async () => {
    const { dialog } = await openForm();
    pick(
      dialog,
      [1, 2, 3, 4, 5].map((i) => png(`p${i}.png`)),
    );
    await waitFor(() => expect(calls.filter((c) => c.path === 'files')).toHaveLength(5));
    pick(dialog, [png('p6.png')]);
    const box = await check();
    expect(within(box).getByText(t.imageCheck.countMessage)).toBeInTheDocument();
    await userEvent.click(within(box).getByRole('button', { name: t.imageCheck.confirm }));
    expect(within(dialog).getAllByRole('img', { name: /첨부한 사진/ })).toHaveLength(5);
    // At five, 'add' is disabled and says why.
    const add = within(dialog).getByRole('button', { name: t.form.addImage });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(t.form.imagesFull.replace('{max}', '5'));
    expect(calls.filter((c) => c.path === 'files')).toHaveLength(5);
  });

  it('opens for a file over 10 MB, which is not uploaded', async () => {
    const { dialog } = await openForm();
    pick(dialog, [png('big.jpg', 10485761, 'image/jpeg')]);
    const box = await check();
    expect(within(box).getByText(/10MB 이하/)).toHaveTextContent(/맞지 않아요/);
    expect(within(box).getByText(/png, jpg, jpeg, webp, heic/)).not.toHaveTextContent(/맞지 않아요/);
    expect(calls.filter((c) => c.path === 'files')).toHaveLength(0);
  });

  it('opens for another format, which is not uploaded', async () => {
    const { dialog } = await openForm();
    pick(dialog, [png('anim.gif', 2048, 'image/gif')]);
    const box = await check();
    expect(within(box).getByText(/png, jpg, jpeg, webp, heic/)).toHaveTextContent(/맞지 않아요/);
    expect(calls.filter((c) => c.path === 'files')).toHaveLength(0);
  });

  it('opens when the server refuses the upload (400), and the image is dropped', async () => {
    uploadAnswer = () => HttpResponse.json(fail(40000000), { status: 400 });
    const { dialog } = await openForm();
    pick(dialog, [png('fake.png')]);
    await check();
    expect(within(dialog).queryByRole('img', { name: /첨부한 사진/ })).not.toBeInTheDocument();
  });

  it('opens for 413 too', async () => {
    uploadAnswer = async () => {
      await delay(10);
      return HttpResponse.json(fail(41300000), { status: 413 });
    };
    const { dialog } = await openForm();
    pick(dialog, [png('huge.png')]);
    await check();
  });
});

describe('closing the form', () => {
  it('asks first when something was written; leaving deletes the draft', async () => {
    const { dialog } = await openForm();
    await userEvent.type(within(dialog).getByLabelText(t.form.contentLabel), '쓰다 만 리뷰');
    await userEvent.click(within(dialog).getByRole('button', { name: t.form.close }));
    const confirm = await screen.findByRole('alertdialog', { name: t.leave.title });
    // 'Keep writing' is the safe default and keeps everything.
    expect(within(confirm).getByRole('button', { name: t.leave.stay })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(t.form.contentLabel)).toHaveValue('쓰다 만 리뷰');

    await userEvent.keyboard('{Escape}');
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: t.leave.title })).getByRole('button', {
        name: t.leave.leave,
      }),
    );
    expect(screen.queryByRole('dialog', { name: t.form.title })).not.toBeInTheDocument();
    await waitFor(() => expect(calls.at(-1)).toEqual({ method: 'DELETE', path: 'temp' }));
    expect(screen.getByRole('button', { name: t.write.button })).toHaveFocus();
  });

  it('closes an untouched form at once and still deletes the empty draft', async () => {
    const { dialog } = await openForm();
    await userEvent.click(within(dialog).getByRole('button', { name: t.form.close }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: t.form.title })).not.toBeInTheDocument();
    await waitFor(() => expect(calls.at(-1)).toEqual({ method: 'DELETE', path: 'temp' }));
  });

  it('turns into the one-review notice when another tab registered first', async () => {
    server.use(
      http.put(`*/api/v2/users/me/reviews/${DRAFT}`, () => HttpResponse.json(fail(40000102), { status: 400 })),
    );
    const { dialog } = await openForm();
    await fillValid(dialog);
    await waitFor(() => expect(submitButton(dialog)).toBeEnabled());
    await userEvent.click(submitButton(dialog));
    expect(await screen.findByRole('alertdialog', { name: t.already.title })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: t.form.title })).not.toBeInTheDocument();
    await waitFor(() => expect(calls.at(-1)).toEqual({ method: 'DELETE', path: 'temp' }));
  });
});
