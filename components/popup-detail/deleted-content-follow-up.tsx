'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { hasAccessToken } from '@/api/client-session';
import { enterpriseSpotQueries } from '@/api/enterprise-spots';
import { buttonClassName } from '@/components/ui/button-styles';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/lib/locales';
import { DeletedContentModal } from './deleted-content-modal';

/**
 * What follows "deleted content" once the page is in the browser. A signed-in reader is
 * asked about first (the company's preview API, members only): a member of the pop-up's
 * company sees that it is not yet published, with its preview and editor. Everyone else,
 * and anyone the API refuses, gets the modal with the ways out, as the spec says.
 */
export function DeletedContentFollowUp({ spotId }: { spotId: number }) {
  const locale = useLocale() as Locale;
  const signedIn = hasAccessToken();
  const preview = useQuery({
    ...enterpriseSpotQueries.preview(spotId, locale),
    // A refusal (404 to anyone outside the company) is simply the answer: no retry.
    enabled: signedIn,
    retry: false,
  });
  if (preview.isSuccess) return <UnpublishedNotice spotId={spotId} />;
  if (signedIn && preview.isPending) return null;
  return <DeletedContentModal />;
}

function UnpublishedNotice({ spotId }: { spotId: number }) {
  const t = useTranslations('popup.unpublished');
  const heading = useRef<HTMLHeadingElement>(null);
  // The words the reader had were replaced: the new heading takes the focus.
  useEffect(() => heading.current?.focus(), []);
  return (
    // data-unpublished: the server-rendered "deleted content" words before it hide (deleted-content.tsx).
    <section data-unpublished aria-labelledby="unpublished-title" className="px-gutter py-16 text-center">
      <h1 id="unpublished-title" ref={heading} tabIndex={-1} className="text-title font-bold outline-none">
        {t('title')}
      </h1>
      <p className="mt-2 text-body text-ink-muted">{t('description')}</p>
      <div className="mt-6 flex flex-col items-center gap-2">
        <Link href={`/enterprise/popups/${spotId}/preview`} className={buttonClassName({ size: 'lg' })}>
          {t('preview')}
        </Link>
        <Link href={`/enterprise/popups/${spotId}`} className={buttonClassName({ variant: 'ghost' })}>
          {t('edit')}
        </Link>
      </div>
    </section>
  );
}
