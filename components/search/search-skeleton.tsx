import { LoadingState, RowSkeleton } from '@/components/ui/skeleton';

/** Placeholder cards while a search loads (the shape of a row SpotCard, no content). */
export function SearchSkeleton({ count = 4, label }: { count?: number; label: string }) {
  return (
    <LoadingState label={label}>
      <RowSkeleton count={count} />
    </LoadingState>
  );
}
