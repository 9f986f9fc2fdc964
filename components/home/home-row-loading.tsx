import { LoadingState, TileSkeleton } from '@/components/ui/skeleton';

/** A home row's placeholder tiles while its pop-ups load (a failed server fetch, asked again). */
export function HomeRowLoading() {
  return (
    <LoadingState>
      <TileSkeleton />
    </LoadingState>
  );
}
