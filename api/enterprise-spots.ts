import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/api/query/use-api-mutation';
import { apiFetch } from './client';
import type {
  CompanySpotItem,
  EnterpriseSpot,
  EnterpriseSpotImage,
  EnterpriseSpotInput,
  EnterpriseSpotUpdate,
  GeocodeResult,
  SpotCategoryOption,
} from './contracts/enterprise-spots';
import type { SpotDetail } from './contracts/spots';
import type { Locale } from '@/lib/locales';

// ---- The company console's pop-ups (decision 045) ----
// Every call answers 401 to an anonymous caller, 403 FORBIDDEN to someone outside the
// company (or below the role: STAFF reads, MANAGER and up write), 404 for an unknown or
// deleted pop-up or company.

// GET /v1/enterprise/companies/{companyId}/spots - the company's pop-ups, unpublished ones too.
function listCompanySpots(companyId: number) {
  return apiFetch<CompanySpotItem[]>(`/v1/enterprise/companies/${companyId}/spots`, { viewer: true });
}

// GET /v1/enterprise/spots/{id} - the whole editable record.
function getCompanySpot(id: number) {
  return apiFetch<EnterpriseSpot>(`/v1/enterprise/spots/${id}`, { viewer: true });
}

// GET /v1/enterprise/spot-categories - the categories a pop-up may be given.
function listSpotCategoryOptions() {
  return apiFetch<SpotCategoryOption[]>('/v1/enterprise/spot-categories', { viewer: true });
}

// POST /v1/enterprise/companies/{companyId}/spots - a new pop-up, unpublished. 400 with field errors.
function createCompanySpot(companyId: number, body: EnterpriseSpotInput) {
  return apiFetch<{ id: number }>(`/v1/enterprise/companies/${companyId}/spots`, { method: 'POST', body });
}

// PUT /v1/enterprise/spots/{id} - replaces every field (arrays as a whole). 400 with field errors.
function updateCompanySpot(id: number, body: EnterpriseSpotUpdate) {
  return apiFetch<EnterpriseSpot>(`/v1/enterprise/spots/${id}`, { method: 'PUT', body });
}

// POST /v1/enterprise/spots/{id}/publish | /unpublish
function setPublished(id: number, published: boolean) {
  return apiFetch<EnterpriseSpot>(`/v1/enterprise/spots/${id}/${published ? 'publish' : 'unpublish'}`, {
    method: 'POST',
  });
}

// DELETE /v1/enterprise/spots/{id} - soft delete.
function deleteCompanySpot(id: number) {
  return apiFetch<null>(`/v1/enterprise/spots/${id}`, { method: 'DELETE' });
}

// POST /v1/enterprise/spots/{id}/images - one image (multipart: file, kind). 400 a bad image, 413 too large.
async function uploadCompanySpotImage(
  id: number,
  file: Blob,
  kind: 'HERO' | 'DETAIL',
  onProgress?: (fraction: number) => void,
): Promise<EnterpriseSpotImage> {
  const form = new FormData();
  form.set('file', file, file instanceof File ? file.name : 'image.jpg');
  form.set('kind', kind);
  const { apiUpload } = await import('./upload');
  return apiUpload<EnterpriseSpotImage>(`/v1/enterprise/spots/${id}/images`, form, { onProgress });
}

// GET /v1/enterprise/spots/{id}/preview?lang= - the public page's data, published or not (members).
function previewCompanySpot(id: number, lang: Locale) {
  return apiFetch<SpotDetail>(`/v1/enterprise/spots/${id}/preview`, { viewer: true, query: { lang } });
}

// GET /v1/enterprise/geocode?query= - address candidates; provider 'none' when no geocoder is set up.
function geocodeAddress(query: string) {
  return apiFetch<GeocodeResult>('/v1/enterprise/geocode', { query: { query } });
}

const enterpriseSpotKeys = {
  list: (companyId: number) => ['enterpriseSpots', 'list', companyId] as const,
  spot: (id: number) => ['enterpriseSpots', 'spot', id] as const,
  preview: (id: number, lang: Locale) => ['enterpriseSpots', 'preview', id, lang] as const,
  categories: ['enterpriseSpots', 'categories'] as const,
};

export const enterpriseSpotQueries = {
  list: (companyId: number) =>
    queryOptions({ queryKey: enterpriseSpotKeys.list(companyId), queryFn: () => listCompanySpots(companyId) }),
  spot: (id: number) => queryOptions({ queryKey: enterpriseSpotKeys.spot(id), queryFn: () => getCompanySpot(id) }),
  preview: (id: number, lang: Locale) =>
    queryOptions({ queryKey: enterpriseSpotKeys.preview(id, lang), queryFn: () => previewCompanySpot(id, lang) }),
  categories: () =>
    queryOptions({ queryKey: enterpriseSpotKeys.categories, queryFn: listSpotCategoryOptions, staleTime: 3_600_000 }),
};

/** Field errors are shown by the form itself, so the shared error toast leaves 400s to it. */
const handlesBadRequest = { handles: (error: { code: number }) => error.code === 40000000 };

export function useCreateCompanySpot(companyId: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (body: EnterpriseSpotInput) => createCompanySpot(companyId, body),
    meta: handlesBadRequest,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: enterpriseSpotKeys.list(companyId) }),
  });
}

/** Every write of one pop-up: the answer replaces the cached record; the list reloads when next shown. */
function useSpotWrite<Variables>(id: number, send: (variables: Variables) => Promise<EnterpriseSpot>, meta = {}) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: send,
    meta,
    onSuccess: (spot) => {
      queryClient.setQueryData(enterpriseSpotKeys.spot(id), spot);
      void queryClient.invalidateQueries({ queryKey: ['enterpriseSpots', 'list'] });
    },
  });
}

export function useUpdateCompanySpot(id: number) {
  return useSpotWrite(id, (body: EnterpriseSpotUpdate) => updateCompanySpot(id, body), handlesBadRequest);
}

export function useSetSpotPublished(id: number) {
  return useSpotWrite(id, (published: boolean) => setPublished(id, published));
}

export function useDeleteCompanySpot(id: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: () => deleteCompanySpot(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: enterpriseSpotKeys.spot(id) });
      void queryClient.invalidateQueries({ queryKey: ['enterpriseSpots', 'list'] });
    },
  });
}

/**
 * One image uploaded to a pop-up: it joins the pop-up at once, so the cached record (and its
 * previews) reload when next read. The editor awaits each upload in turn and explains every
 * failure under the images; a lost session also opens the login modal.
 */
export function useUploadCompanySpotImage() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: ({ spotId, file, kind }: { spotId: number; file: Blob; kind: EnterpriseSpotImage['kind'] }) =>
      uploadCompanySpotImage(spotId, file, kind),
    meta: { handles: true },
    // Not awaited: the next upload need not wait for the record to reload.
    onSuccess: (_image, { spotId }) => {
      void queryClient.invalidateQueries({ queryKey: enterpriseSpotKeys.spot(spotId) });
      void queryClient.invalidateQueries({ queryKey: ['enterpriseSpots', 'preview', spotId] });
    },
  });
}

/**
 * The address search of the editor: a lookup the person asks for with a button, each time
 * anew, so an action (not a cached query). As one, a lost session opens the login modal like
 * any other action; the section says in place when the geocoder fails.
 */
export function useGeocodeSearch() {
  return useApiMutation({ mutationFn: geocodeAddress, meta: { handles: true } });
}
