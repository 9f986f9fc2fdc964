import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { SpotDetail } from '@/api/contracts/spots';
import { LoginModalHost } from '@/components/auth/login-modal';
import { Toaster } from '@/components/ui/toaster';
import { makeBrowserQueryClient, QueryProvider } from '@/components/providers/query-provider';
import ko from '@/locales/ko.json';

/** The envelope every API answer has. */
export function ok<T>(data: T) {
  return { data, result: { code: 20000000, desc: 'SUCCESS' } };
}

export function fail(code: number) {
  return { data: null, result: { code, desc: 'ERROR' } };
}

/** A running pop-up as GET /v1/spots/{id} answers it; override what a test is about. */
export function spotDetail(overrides: Partial<SpotDetail> = {}): SpotDetail {
  return {
    id: 12,
    title: '말차 디저트 팝업',
    name: '말차하우스',
    type: 'STORE',
    periodType: 'IN_PROGRESS',
    openDate: '2026-11-10T00:00:00.000Z',
    closeDate: '2026-11-30T00:00:00.000Z',
    operationTime: ['매일 11:00 - 20:00'],
    files: [{ id: 1, path: '/api/files/spots/12/hero-1.webp' }],
    categories: [{ name: '디저트' }],
    address: '서울 성동구 성수동2가 300-1',
    roadAddress: '서울 성동구 연무장길 10',
    addressDetail: '1층',
    latitude: 37.5446,
    longitude: 127.0559,
    region: { code: '1120011500', depth1: '서울', depth2: '성동구', depth1Locale: 'ko', depth2Locale: 'ko' },
    notice: null,
    content: null,
    additionalInformation: null,
    tags: [],
    benefits: [],
    website: {},
    pickId: null,
    recentPickCount: 0,
    isPopspotReservation: false,
    preReservationLink: null,
    preReservationStartedAt: null,
    preReservationEndedAt: null,
    isReservationNotificationRegistered: false,
    hasQueueConfig: false,
    entryFee: 0,
    organizer: null,
    contentLocale: 'ko',
    textLocales: { title: 'ko', content: 'ko', notice: 'ko', additionalInformation: 'ko' },
    ...overrides,
  };
}

/**
 * Renders like the page does: Korean messages, a fresh query client with the app's
 * defaults (no retries, a minute of freshness), and the layout's toaster and login modal.
 */
export function renderWithProviders(ui: ReactNode, client: QueryClient = makeBrowserQueryClient()) {
  const wrap = (children: ReactNode) => (
    <NextIntlClientProvider locale="ko" messages={ko} timeZone="Asia/Seoul">
      <QueryProvider client={client}>
        {children}
        <LoginModalHost />
        <Toaster />
      </QueryProvider>
    </NextIntlClientProvider>
  );
  const result = render(wrap(ui));
  // rerender keeps the providers, so a test can change only the props under test.
  return { ...result, client, rerender: (next: ReactNode) => result.rerender(wrap(next)) };
}
