'use client';

import { useTranslations } from 'next-intl';
import type { FieldError } from 'react-hook-form';

/**
 * Words for a field the console's forms refuse, from the zod issue that refused it (the
 * resolver passes its code as the error's type): empty, too long or too large, or
 * characters a note cannot hold. `min` and `max` are the field's bounds.
 */
export function useFieldErrorWords() {
  const t = useTranslations('queueConsole.form');
  return (error: FieldError | undefined, bounds: { min?: number; max: number; text?: boolean }) => {
    if (!error) return undefined;
    if (bounds.text) {
      if (error.type === 'too_small') return t('required');
      if (error.type === 'too_big') return t('tooLong', { max: bounds.max });
      return t('invalidCharacters');
    }
    return t('range', { min: bounds.min ?? 1, max: bounds.max });
  };
}
