'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { ApiError } from '@/api/api-error';
import { ResultCode } from '@/api/error-codes';
import type messages from '@/locales/ko.json';

type ErrorKey = keyof (typeof messages)['errors'];

/**
 * Words for a failed call: the API's code through `errors.<code>` in the reader's language,
 * or the generic 'something went wrong' for codes (and errors) the catalogue doesn't know.
 */
export function useErrorWords() {
  const t = useTranslations('errors');
  return useCallback(
    (error: unknown): string => {
      const code = (ApiError.is(error) ? String(error.code) : String(ResultCode.SERVER_ERROR)) as ErrorKey;
      return t.has(code) ? t(code) : t(String(ResultCode.SERVER_ERROR) as ErrorKey);
    },
    [t],
  );
}
