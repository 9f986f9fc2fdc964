'use client';

import { useTranslations } from 'next-intl';
import type { EditorErrorMessage } from './popup-form-model';

/** The words of a field's error (the form keeps it as JSON of EditorErrorMessage). */
export function useEditorError() {
  const t = useTranslations('enterprise.editor.errors');
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    try {
      const parsed = JSON.parse(message) as EditorErrorMessage;
      return parsed.max === undefined ? t(parsed.key) : t(parsed.key, { max: parsed.max });
    } catch {
      return t('invalid');
    }
  };
}
