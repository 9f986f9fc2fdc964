import '@/api/server-transport';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ApiError } from '@/api/api-error';
import { enterpriseSpotQueries } from '@/api/enterprise-spots';
import { getQueryClient } from '@/api/query/get-query-client';
import { signedInOrLogin } from '@/api/signed-in-or-login';
import { spotQueries } from '@/api/spots';
import { mapStyleUrl } from '@/app/server-config';
import { PopupDetail } from '@/app/[lang]/popup/[id]/popup-detail';
import { HydratedClient } from '@/components/providers/hydrated-client';
import { Link } from '@/i18n/navigation';
import { localeFromParams } from '@/i18n/locale-param';
import { parseRouteId } from '@/lib/route-id';
import { privatePageMetadata } from '@/app/private-page-metadata';

type Props = { params: Promise<{ lang: string; id: string }> };

// Per person, per request: never prerendered or cached (the public page's cache never sees it).
export const dynamic = 'force-dynamic';

export const generateMetadata = privatePageMetadata('enterprise.editor.preview.metaTitle');

/**
 * /enterprise/popups/{id}/preview: the pop-up's page as it will look once public, for the
 * members of its company and admins, published or not. The data comes from the members-only
 * preview API and is put where the detail reads it, so the page is the detail's own code;
 * /popup/{id} itself stays the same cached HTML for everyone. Anyone else: not found.
 */
export default async function PopupPreviewPage({ params }: Props) {
  const lang = await localeFromParams(params);
  const { id: rawId } = await params;
  const id = parseRouteId(rawId);
  if (id === null) notFound();
  const queryClient = getQueryClient();
  const spot = await signedInOrLogin(
    async () => {
      try {
        return await queryClient.fetchQuery(enterpriseSpotQueries.preview(id, lang));
      } catch (error) {
        if (ApiError.is(error) && error.status === 404) notFound();
        throw error;
      }
    },
    { lang, path: `/enterprise/popups/${id}/preview` },
  );
  queryClient.setQueryData(spotQueries.detail(id, lang).queryKey, spot);
  const t = await getTranslations({ locale: lang, namespace: 'enterprise.editor.preview' });

  return (
    <div className="mx-auto flex w-full max-w-app flex-col gap-3">
      <p role="note" className="rounded-xl border border-line bg-canvas px-4 py-3 text-label text-ink">
        {t('notice')}{' '}
        <Link href={`/enterprise/popups/${id}`} className="font-semibold text-brand-strong underline">
          {t('back')}
        </Link>
      </p>
      <HydratedClient scope="popupDetail">
        <PopupDetail id={id} lang={lang} initialTab="POPUP_DESCRIPTION" mapStyleUrl={mapStyleUrl()} />
      </HydratedClient>
    </div>
  );
}
