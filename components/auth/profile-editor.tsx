'use client';

import { useTranslations } from 'next-intl';
import { notFound } from 'next/navigation';
import { useRef, useState } from 'react';
import { ApiError } from '@/api/api-error';
import type { Me } from '@/api/contracts/users';
import { useSetProfilePicture, useUpdateNickname } from '@/api/users';
import { NicknameField, type NicknameVerdict } from '@/components/shared/nickname-field';
import { ProfileAvatar } from '@/components/shared/profile-avatar';
import { Button } from '@/components/ui/button';
import { formatPhoneForDisplay } from '@/lib/phone';
import { showToast } from '@/stores/toast-store';

/**
 * The profile editor (/mypage/profile): picture (the review images' rules; the server checks
 * the bytes), nickname with its live check, and the phone number Kakao shared, shown by the
 * spec's rule. An HTTP 400 on saving is the spec's not-found page.
 */
export function ProfileEditor({ me: initial }: { me: Me }) {
  const t = useTranslations('profile');
  const [me, setMe] = useState(initial);
  const [nickname, setNickname] = useState(initial.nickname);
  const [verdict, setVerdict] = useState<NicknameVerdict>({ nickname: initial.nickname, ok: true });
  const [nicknameError, setNicknameError] = useState<string | null>(null);
  const [gone, setGone] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const nicknameWrite = useUpdateNickname();
  const pictureWrite = useSetProfilePicture();
  const saving = nicknameWrite.isPending ? 'nickname' : pictureWrite.isPending ? 'picture' : null;
  if (gone) notFound();

  const failed = (error: unknown) => {
    if (ApiError.is(error, 'NICKNAME_TAKEN')) setNicknameError(t('nicknameTaken'));
    else if (ApiError.is(error) && error.status === 400) showToast({ message: t('pictureRefused') });
    else if (ApiError.is(error) && error.status === 413) showToast({ message: t('pictureTooLarge') });
    else showToast({ message: t('failed') });
  };

  const saveNickname = () =>
    nicknameWrite.mutate(verdict.nickname, {
      onSuccess: (next) => {
        setMe(next);
        setNickname(next.nickname);
        // The server re-issued the login cookies with the new name (the header reads them).
        showToast({ message: t('saved') });
      },
      onError: (error) => {
        if (ApiError.is(error) && error.status === 400) setGone(true);
        else failed(error);
      },
    });

  /** `null` removes the picture. */
  const savePicture = (file: File | null) =>
    pictureWrite.mutate(file, {
      onSuccess: (next) => {
        setMe(next);
        showToast({ message: t('saved') });
      },
      onError: failed,
      onSettled: () => {
        if (fileRef.current) fileRef.current.value = '';
      },
    });

  const changed = verdict.nickname !== me.nickname;
  return (
    <section aria-labelledby="profile-title" className="flex flex-col gap-6 px-6 pt-8 pb-12">
      <h1 id="profile-title" className="text-xl font-bold">
        {t('title')}
      </h1>
      <div className="flex items-center gap-4">
        <ProfileAvatar src={me.profileImageUrl} label={t('pictureAlt', { nickname: me.nickname })} />
        <div className="flex flex-col items-start gap-1">
          <label className="inline-flex min-h-tap cursor-pointer items-center text-label font-semibold underline underline-offset-2">
            {t('changePicture')}
            <input
              ref={fileRef}
              type="file"
              // Without HEIC in the list, iPhones hand over a JPEG of the photo.
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              disabled={saving !== null}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) savePicture(file);
              }}
            />
          </label>
          {me.profileImageUrl ? (
            <button
              type="button"
              disabled={saving !== null}
              onClick={() => savePicture(null)}
              className="inline-flex min-h-tap items-center text-label text-ink-muted underline underline-offset-2"
            >
              {t('removePicture')}
            </button>
          ) : null}
          {saving === 'picture' ? (
            <p role="status" className="text-label text-ink-muted">
              {t('savingPicture')}
            </p>
          ) : null}
        </div>
      </div>
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (changed && verdict.ok && saving === null) saveNickname();
        }}
      >
        <NicknameField
          value={nickname}
          onChange={(value) => {
            setNickname(value);
            setNicknameError(null);
          }}
          onVerdict={setVerdict}
          error={nicknameError}
        />
        <Button type="submit" variant="primary" disabled={!changed || !verdict.ok} loading={saving === 'nickname'}>
          {t('saveNickname')}
        </Button>
      </form>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-body">
        <dt className="text-ink-muted">{t('email')}</dt>
        <dd>{me.email ?? '-'}</dd>
        <dt className="text-ink-muted">{t('phone')}</dt>
        <dd className="tabular-nums">{formatPhoneForDisplay(me.phone)}</dd>
      </dl>
      <p className="text-label text-ink-muted">{t('fromKakao')}</p>
    </section>
  );
}
