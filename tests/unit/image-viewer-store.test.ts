import { beforeEach, describe, expect, it } from 'vitest';
import { clampIndex, openImageViewer, useImageViewerStore } from '@/stores/image-viewer-store';

describe('clampIndex', () => {
  it('keeps the viewer index between 0 and the last image', () => {
    expect(clampIndex(-1, 5)).toBe(0);
    expect(clampIndex(5, 5)).toBe(4);
    expect(clampIndex(2.7, 5)).toBe(2);
    expect(clampIndex(3, 0)).toBe(0);
    expect(clampIndex(Number.NaN, 3)).toBe(0);
  });
});

describe('image viewer store', () => {
  const images = ['a', 'b', 'c'].map((name) => ({ src: `/${name}.jpg`, alt: name }));
  beforeEach(() => useImageViewerStore.setState({ open: false, images: [], index: 0, errors: {} }));

  it('opens at a clamped index with fresh error flags', () => {
    useImageViewerStore.setState({ errors: { 1: true } });
    openImageViewer(images, 9);
    expect(useImageViewerStore.getState()).toMatchObject({ open: true, index: 2, errors: {} });
  });

  it('does not open without images', () => {
    openImageViewer([], 0);
    expect(useImageViewerStore.getState().open).toBe(false);
  });

  it('steps within the ends and flags errors per image', () => {
    openImageViewer(images, 0);
    const { previous, next, goTo, markError } = useImageViewerStore.getState();
    previous();
    expect(useImageViewerStore.getState().index).toBe(0);
    next();
    next();
    next();
    expect(useImageViewerStore.getState().index).toBe(2);
    goTo(-4);
    expect(useImageViewerStore.getState().index).toBe(0);
    markError(1);
    expect(useImageViewerStore.getState().errors).toEqual({ 1: true });
    useImageViewerStore.getState().close();
    expect(useImageViewerStore.getState().open).toBe(false);
  });
});
