'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import type { ReservationSlot, ReservationSlots } from '@/api/contracts/reservations';
import { reservationQueries, useBookReservation } from '@/api/reservations';
import { PartySizeInput } from '@/components/shared/party-size-input';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useRouter } from '@/i18n/client-navigation';
import type { Locale } from '@/lib/locales';
import { BOOKER_NAME_MAX_LENGTH } from '@/lib/reservation-rules';
import { BookingConsent } from './booking-consent';
import { bookingFormSchema, type BookingFormInput, type BookingFormOutput } from './booking-form-schema';
import { DayTimePicker } from './day-time-picker';

const firstOpenDay = (days: ReservationSlots['days']) =>
  (days.find((d) => d.slots.some((slot) => slot.bookable)) ?? days[0])?.date ?? null;

/**
 * Booking a visit (/reservation/popup/{id}): a day, a time slot with places left, the party,
 * the booker's name and mobile number, and the consent to hand them to the organiser. The
 * same zod schema as the API checks the fields (react-hook-form), and the API has the last
 * word on places: a refusal (full, started, already booked that day) is told by the shared
 * error toast and the slots are reloaded. Done: the complete page.
 */
export function BookingForm({ spotId, defaultPhone }: { spotId: number; defaultPhone: string }) {
  const t = useTranslations('reservation.form');
  const lang = useLocale() as Locale;
  const router = useRouter();
  const { data } = useQuery(reservationQueries.slots(spotId, lang));
  const book = useBookReservation(spotId, lang);
  const maxPartySize = data?.maxPartySize ?? 1;
  const schema = useMemo(() => bookingFormSchema(maxPartySize), [maxPartySize]);
  const { control, register, handleSubmit, setValue, getValues, resetField, formState } = useForm<
    BookingFormInput,
    unknown,
    BookingFormOutput
  >({
    resolver: zodResolver(schema),
    defaultValues: { partySize: 1, bookerName: '', bookerPhone: defaultPhone, agreedToPrivacy: false },
  });
  const [day, setDay] = useState<string | null>(() => (data ? firstOpenDay(data.days) : null));
  const [slotId, setSlotId] = useState<number | null>(null);
  if (!data) return null;
  // The chosen slot as the latest answer has it (the places left change after a refusal).
  const current = data.days.flatMap((d) => d.slots).find((s) => s.id === slotId) ?? null;
  const errors = formState.errors;

  const chooseSlot = (next: ReservationSlot) => {
    setSlotId(next.id);
    setValue('slotId', next.id, { shouldValidate: formState.isSubmitted });
    if (getValues('partySize') > next.remaining) setValue('partySize', Math.max(1, next.remaining));
  };
  const submit = handleSubmit(async (body) => {
    try {
      const reservation = await book.mutateAsync(body);
      router.replace(`/reservation/popup/${spotId}/complete/${reservation.id}`);
    } catch {
      // The shared error toast says why (full, started, already booked that day).
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
      <DayTimePicker
        days={data.days}
        day={day}
        onDay={(next) => {
          setDay(next);
          setSlotId(null);
          resetField('slotId');
        }}
        slotId={current?.id}
        onSlot={chooseSlot}
        error={errors.slotId ? t('errors.slotRequired') : undefined}
      />
      <Controller
        control={control}
        name="partySize"
        render={({ field }) => (
          <PartySizeInput
            value={field.value}
            max={Math.min(maxPartySize, current?.remaining ?? maxPartySize)}
            onChange={field.onChange}
            hint={
              current && current.remaining < maxPartySize
                ? t('partyRemaining', { count: current.remaining })
                : t('partyHint', { count: maxPartySize })
            }
          />
        )}
      />
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-2 text-label font-semibold">{t('bookerLegend')}</legend>
        <TextField
          label={t('name')}
          hint={t('nameHint')}
          autoComplete="name"
          maxLength={BOOKER_NAME_MAX_LENGTH}
          showCount
          error={nameError(errors.bookerName, t)}
          errorAnnouncement="alert"
          {...register('bookerName')}
        />
        <TextField
          label={t('phone')}
          hint={t('phoneHint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="010-1234-5678"
          maxLength={20}
          error={errors.bookerPhone ? t('errors.phoneInvalid') : undefined}
          errorAnnouncement="alert"
          {...register('bookerPhone')}
        />
      </fieldset>
      <BookingConsent
        error={errors.agreedToPrivacy ? t('errors.consentRequired') : undefined}
        {...register('agreedToPrivacy')}
      />
      <Button type="submit" size="lg" fullWidth loading={book.isPending || formState.isSubmitting}>
        {t('submit')}
      </Button>
    </form>
  );
}

function nameError(error: FieldError | undefined, t: ReturnType<typeof useTranslations<'reservation.form'>>) {
  if (!error) return undefined;
  if (error.type === 'too_small') return t('errors.nameRequired');
  if (error.type === 'too_big') return t('errors.nameTooLong', { max: BOOKER_NAME_MAX_LENGTH });
  return t('errors.nameInvalid');
}
