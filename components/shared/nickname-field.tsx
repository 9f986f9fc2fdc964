'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { checkNickname } from '@/api/users';
import { TextField } from '@/components/ui/text-field';
import { isValidNickname, NICKNAME_MAX_LENGTH, nicknameProblem } from '@/lib/nickname';

/** What the field knows about the typed nickname; `ok` lets a form go on. */
export type NicknameVerdict = { nickname: string; ok: boolean };

const CHECK_DELAY_MS = 300;

/**
 * The nickname input of sign-up and the profile editor: the spec's rule is checked as the
 * person types, and whether the name is free is asked (GET /v1/users/nickname) once they
 * pause. The server decides again when the form is saved (two people may race for one
 * name), so a failed check does not block; a taken or invalid name does.
 */
export function NicknameField({
  value,
  onChange,
  onVerdict,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  onVerdict: (verdict: NicknameVerdict) => void;
  /** The server's refusal on save (taken in the meantime), shown over the live check. */
  error?: string | null;
}) {
  const t = useTranslations('nicknameField');
  const trimmed = value.trim();
  const valid = isValidNickname(trimmed);
  const [settled, setSettled] = useState(trimmed);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(trimmed), CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [trimmed]);

  const check = useQuery({
    queryKey: ['nickname-availability', settled],
    queryFn: ({ signal }) => checkNickname(settled, signal),
    enabled: valid && settled === trimmed,
    staleTime: 10_000,
    retry: false,
  });
  const verdict = !valid
    ? 'invalid'
    : settled !== trimmed || check.isPending
      ? 'checking'
      : check.isError
        ? 'unknown'
        : check.data?.available
          ? 'available'
          : 'taken';
  const ok = verdict === 'available' || verdict === 'unknown';
  useEffect(() => {
    onVerdict({ nickname: trimmed, ok });
  }, [trimmed, ok, onVerdict]);

  const shownError =
    error ??
    (trimmed && verdict === 'invalid'
      ? t(nicknameProblem(trimmed) ?? 'characters')
      : verdict === 'taken'
        ? t('taken')
        : null);
  const status =
    verdict === 'checking' && trimmed
      ? t('checking')
      : verdict === 'available'
        ? t('available')
        : verdict === 'unknown'
          ? t('checkFailed')
          : null;
  return (
    <div>
      <TextField
        label={t('label')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={NICKNAME_MAX_LENGTH}
        autoComplete="nickname"
        hint={t('hint')}
        error={shownError}
      />
      {/* The verdict is announced as it changes (the error above announces itself). */}
      <p role="status" className="mt-1 min-h-5 text-label text-ink-muted">
        {shownError ? null : status}
      </p>
    </div>
  );
}
