'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReviewFile } from '@/api/contracts/reviews';
import { useUploadReviewFile } from '@/api/reviews';
import { REVIEW_LIMITS } from '@/lib/constants';
import {
  isHeic,
  jpegNameFor,
  reviewImagePlacesLeft,
  sortPickedImages,
  type ReviewImageProblem,
} from '@/lib/review-images';

export type UploadItem = {
  key: string;
  /** An object URL of what is uploaded, or the stored image's path; null while a HEIC converts. */
  previewUrl: string | null;
  status: 'converting' | 'uploading' | 'done';
  /** 0 to 1. */
  progress: number;
  fileId: number | null;
};

type Options = {
  reviewId: number;
  /** The review's images when the form opens (editing). */
  initialFiles?: ReviewFile[];
  /** A picked image was refused here, or the server refused an upload (400/413: no problem named). */
  onProblem: (problems: ReviewImageProblem[]) => void;
  /** Any other failed upload (a lost session too, while the login modal opens over the form). */
  onError: (error: unknown) => void;
};

let nextKey = 1;

function objectUrl(blob: Blob): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : null;
}

function revoke(url: string | null) {
  if (url?.startsWith('blob:')) URL.revokeObjectURL(url);
}

/**
 * The images of the review form (spec 5). Picked files are checked (format, 10 MB, places
 * left), HEIC is converted to JPEG in the browser (heic2any in a sandboxed frame, loaded only
 * when a HEIC is picked: components/shared/convert-heic.ts), and each is uploaded against the review at once
 * with its progress.
 *
 * Places left are what the reader sees: five less the images on screen. The API deletes
 * removed images only when the review is saved (`deletedFileIds`), so each upload names the
 * ones removed so far and the server doesn't count them. An image removed while it converts
 * or uploads is not cancelled (a request the server already stored would leave an unknown
 * image on the review); its id joins the removed ones when it arrives, later uploads wait
 * for it so that they can name it, and saving waits for it (`busy`).
 */
export function useReviewUploads({ reviewId, initialFiles = [], onProblem, onError }: Options) {
  const [items, setItems] = useState<UploadItem[]>(() =>
    initialFiles.map((file) => ({
      key: `file-${file.id}`,
      previewUrl: file.path,
      status: 'done',
      progress: 1,
      fileId: file.id,
    })),
  );
  const [removedIds, setRemovedIds] = useState<number[]>([]);
  /** The same ids for uploads under way: they are read when a request is sent, not rendered. */
  const removedRef = useRef<number[]>([]);
  /** Keys removed while still converting or uploading. */
  const [orphans, setOrphans] = useState<string[]>([]);
  const orphanKeys = useRef(new Set<string>());
  /** Each conversion-and-upload under way, by item key. */
  const jobs = useRef(new Map<string, Promise<void>>());
  /** Every image uploaded while the form is open, kept or not (undoing an edit removes them). */
  const uploadedIds = useRef<number[]>([]);
  const inflight = useRef(new Set<Promise<void>>());
  const callbacks = useRef({ onProblem, onError });
  // Uploads run side by side, each awaited by its own job (mutateAsync).
  const { mutateAsync: upload } = useUploadReviewFile(reviewId);
  useEffect(() => {
    callbacks.current = { onProblem, onError };
  }, [onProblem, onError]);

  // Object URLs go with the form.
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);
  useEffect(() => () => itemsRef.current.forEach((item) => revoke(item.previewUrl)), []);

  const update = (key: string, patch: Partial<UploadItem>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  const drop = (key: string) =>
    setItems((list) => {
      revoke(list.find((item) => item.key === key)?.previewUrl ?? null);
      return list.filter((item) => item.key !== key);
    });
  const markRemoved = (fileId: number) => {
    removedRef.current = [...removedRef.current, fileId];
    setRemovedIds(removedRef.current);
  };
  const settleOrphan = (key: string, fileId: number | null) => {
    orphanKeys.current.delete(key);
    setOrphans((keys) => keys.filter((k) => k !== key));
    if (fileId !== null) markRemoved(fileId);
  };

  const process = async (key: string, file: File) => {
    let blob: Blob = file;
    let name = file.name;
    if (isHeic(file)) {
      try {
        // heic2any (a HEVC decoder, ~1.3 MB) runs in a sandboxed frame made on the first HEIC.
        const { convertHeicToJpeg } = await import('@/components/shared/convert-heic');
        blob = await convertHeicToJpeg(file);
        name = jpegNameFor(file.name);
      } catch {
        if (orphanKeys.current.has(key)) settleOrphan(key, null);
        else drop(key);
        callbacks.current.onProblem(['type']);
        return;
      }
      if (blob.size > REVIEW_LIMITS.maxImageBytes) {
        if (orphanKeys.current.has(key)) settleOrphan(key, null);
        else drop(key);
        callbacks.current.onProblem(['size']);
        return;
      }
      update(key, { status: 'uploading', previewUrl: objectUrl(blob) });
    }
    // Removed images still uploading are stored first, so this upload can name them as removed.
    // An orphan never waits here (it returns above or below), so two never wait on each other.
    if (orphanKeys.current.has(key)) return settleOrphan(key, null);
    const pending = [...orphanKeys.current].flatMap((k) => jobs.current.get(k) ?? []);
    if (pending.length) await Promise.allSettled(pending);
    if (orphanKeys.current.has(key)) return settleOrphan(key, null);
    try {
      const stored = await upload({
        file: blob,
        fileName: name,
        deletedFileIds: removedRef.current,
        onProgress: (progress) => update(key, { progress }),
      });
      uploadedIds.current.push(stored.id);
      if (orphanKeys.current.has(key)) settleOrphan(key, stored.id);
      else update(key, { status: 'done', progress: 1, fileId: stored.id });
    } catch (error) {
      if (orphanKeys.current.has(key)) return settleOrphan(key, null);
      drop(key);
      const status = (error as { status?: number }).status;
      if (status === 400 || status === 413) callbacks.current.onProblem([]);
      else callbacks.current.onError(error);
    }
  };

  const slots = reviewImagePlacesLeft(items.length);

  const add = (files: readonly File[]) => {
    const { accepted, problems } = sortPickedImages(files, slots);
    if (problems.length) callbacks.current.onProblem(problems);
    if (!accepted.length) return;
    const added = accepted.map((file) => {
      const heic = isHeic(file);
      const item: UploadItem = {
        key: `new-${nextKey++}`,
        previewUrl: heic ? null : objectUrl(file),
        status: heic ? 'converting' : 'uploading',
        progress: 0,
        fileId: null,
      };
      return { item, file };
    });
    setItems((list) => [...list, ...added.map((a) => a.item)]);
    for (const { item, file } of added) {
      const job = process(item.key, file).finally(() => {
        inflight.current.delete(job);
        jobs.current.delete(item.key);
      });
      inflight.current.add(job);
      jobs.current.set(item.key, job);
    }
  };

  const remove = (key: string) => {
    const item = items.find((i) => i.key === key);
    if (!item) return;
    if (item.status === 'done' && item.fileId !== null) markRemoved(item.fileId);
    else {
      orphanKeys.current.add(key);
      setOrphans((keys) => [...keys, key]);
    }
    drop(key);
  };

  /** Resolves when every conversion and upload started so far has ended. */
  const settled = useCallback(async () => {
    while (inflight.current.size) await Promise.allSettled([...inflight.current]);
    return [...uploadedIds.current];
  }, []);

  const busy = orphans.length > 0 || items.some((item) => item.status !== 'done');
  const fileIds = items.flatMap((item) => (item.status === 'done' && item.fileId !== null ? [item.fileId] : []));
  const changed = removedIds.length > 0 || orphans.length > 0 || items.some((item) => item.key.startsWith('new-'));

  return { items, fileIds, removedIds, slots, busy, changed, add, remove, settled };
}
