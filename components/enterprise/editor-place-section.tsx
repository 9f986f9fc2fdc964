'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { GeocodeCandidate } from '@/api/contracts/enterprise-spots';
import { ENTERPRISE_SPOT_LIMITS } from '@/api/contracts/enterprise-spots';
import { useGeocodeSearch } from '@/api/enterprise-spots';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useHydrated } from '@/hooks/use-hydrated';
import { MAP_BACKGROUND_CLASS } from '@/lib/map-style';
import { EditorSection } from './editor-section';
import type { LatLng } from './pin-map';
import type { PopupFormValues } from './popup-form-model';
import { useEditorError } from './use-editor-error';

/** maplibre is about 1 MB: the map's code is fetched when the editor is shown, never with the page. */
const PinMap = lazy(() => import('./pin-map').then((m) => ({ default: m.PinMap })));

type Search = { state: 'idle' | 'none' | 'unavailable' | 'empty' } | { state: 'found'; list: GeocodeCandidate[] };

/**
 * Address and coordinates: a search through the configured geocoder fills the address, road
 * address, coordinates and region of the candidate picked; the pin on the map can always be
 * placed or moved by hand (and the coordinates typed), which is the way when no geocoder is
 * set up. Region names then come from the address on save.
 */
export function EditorPlaceSection({ mapStyleUrl }: { mapStyleUrl: string | null }) {
  const t = useTranslations('enterprise.editor');
  const errorText = useEditorError();
  const hydrated = useHydrated();
  const { register, setValue, watch, getValues, formState } = useFormContext<PopupFormValues>();
  const errors = formState.errors;
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<Search>({ state: 'idle' });
  const geocode = useGeocodeSearch();

  const lat = Number(watch('latitude'));
  const lng = Number(watch('longitude'));
  const hasPin = watch('latitude') !== '' && watch('longitude') !== '' && Number.isFinite(lat) && Number.isFinite(lng);
  const pin = hasPin ? { latitude: lat, longitude: lng } : null;

  const placePin = (next: LatLng) => {
    setValue('latitude', String(next.latitude), { shouldDirty: true, shouldValidate: formState.isSubmitted });
    setValue('longitude', String(next.longitude), { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };

  const runSearch = () => {
    const text = (query || getValues('address')).trim();
    if (text.length < 2 || geocode.isPending) return;
    setSearch({ state: 'idle' });
    geocode.mutate(text, {
      onSuccess: (result) => {
        if (result.provider === 'none') setSearch({ state: 'none' });
        else if (result.candidates.length === 0) setSearch({ state: 'empty' });
        else setSearch({ state: 'found', list: result.candidates });
      },
      onError: () => setSearch({ state: 'unavailable' }),
    });
  };

  const pick = (c: GeocodeCandidate) => {
    const opts = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    setValue('address', c.address, opts);
    setValue('roadAddress', c.roadAddress ?? '', opts);
    setValue('regionCode', c.regionCode ?? '', opts);
    setValue('region1DepthName', c.region1DepthName ?? '', opts);
    setValue('region2DepthName', c.region2DepthName ?? '', opts);
    placePin(c);
    setSearch({ state: 'idle' });
  };

  // Typing the address by hand: the region is found from it again on save.
  const addressField = register('address', {
    onChange: () => {
      setValue('regionCode', '');
      setValue('region1DepthName', '');
      setValue('region2DepthName', '');
    },
  });

  return (
    <EditorSection title={t('sections.place')} hint={t('place.hint')}>
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            label={t('place.search')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                runSearch();
              }
            }}
            placeholder={t('place.searchPlaceholder')}
            autoComplete="off"
          />
        </div>
        <Button variant="secondary" onClick={runSearch} loading={geocode.isPending}>
          {t('place.searchButton')}
        </Button>
      </div>
      <div aria-live="polite">
        {search.state === 'none' ? <p className="text-caption text-ink-muted">{t('place.noGeocoder')}</p> : null}
        {search.state === 'unavailable' ? <p className="text-caption text-danger">{t('place.unavailable')}</p> : null}
        {search.state === 'empty' ? <p className="text-caption text-ink-muted">{t('place.noResults')}</p> : null}
        {search.state === 'found' ? (
          <ul className="flex flex-col gap-1" aria-label={t('place.candidates')}>
            {search.list.map((c, i) => (
              <li key={`${c.address}-${i}`}>
                <button
                  type="button"
                  onClick={() => pick(c)}
                  className="w-full rounded-control border border-line px-3 py-2 text-left hover:bg-canvas"
                >
                  <span lang="ko" className="block text-body text-ink">
                    {c.roadAddress ?? c.address}
                  </span>
                  {c.roadAddress ? (
                    <span lang="ko" className="block text-caption text-ink-muted">
                      {c.address}
                    </span>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <TextField
        label={t('fields.address')}
        hint={t('place.addressHint')}
        {...addressField}
        maxLength={ENTERPRISE_SPOT_LIMITS.address}
        error={errorText(errors.address?.message)}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={t('fields.roadAddress')}
          {...register('roadAddress')}
          maxLength={ENTERPRISE_SPOT_LIMITS.address}
          error={errorText(errors.roadAddress?.message)}
        />
        <TextField
          label={t('fields.addressDetail')}
          {...register('addressDetail')}
          maxLength={ENTERPRISE_SPOT_LIMITS.address}
          error={errorText(errors.addressDetail?.message)}
        />
      </div>
      <p className="text-caption text-ink-muted">{t('place.pinHint')}</p>
      {hydrated ? (
        <Suspense fallback={<div className={`h-72 w-full rounded-2xl md:h-96 ${MAP_BACKGROUND_CLASS}`} />}>
          <PinMap value={pin} onChange={placePin} styleUrl={mapStyleUrl} />
        </Suspense>
      ) : (
        <div className={`h-72 w-full rounded-2xl md:h-96 ${MAP_BACKGROUND_CLASS}`} />
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={t('fields.latitude')}
          inputMode="decimal"
          {...register('latitude')}
          error={errorText(errors.latitude?.message)}
        />
        <TextField
          label={t('fields.longitude')}
          inputMode="decimal"
          {...register('longitude')}
          error={errorText(errors.longitude?.message)}
        />
      </div>
    </EditorSection>
  );
}
