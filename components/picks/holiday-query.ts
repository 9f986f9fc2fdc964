import { queryOptions } from '@tanstack/react-query';

/**
 * Korean public holidays of a year (day -> names, in Korean), from the official gazette as
 * packaged by @hyunbinseo/holidays-kr. Each year's table is its own small chunk, fetched
 * when the calendar shows that year. Years the package has no data for yet (it throws a
 * RangeError) mark no holidays rather than failing the calendar.
 */
export function holidayQuery(year: string) {
  return queryOptions({
    queryKey: ['holidays-kr', year],
    queryFn: async (): Promise<Readonly<Record<string, readonly string[]>>> => {
      const { getHolidayPreset } = await import('@hyunbinseo/holidays-kr');
      try {
        return await getHolidayPreset(year);
      } catch (error) {
        if (error instanceof RangeError) return {};
        throw error;
      }
    },
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
