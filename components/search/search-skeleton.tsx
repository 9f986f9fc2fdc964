/** Placeholder cards while a search loads (the shape of SearchItemCard, no content). */
export function SearchSkeleton({ count = 4, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-1 px-2">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} aria-hidden="true" className="flex gap-3 p-2">
          <div className="aspect-square w-28 shrink-0 animate-pulse rounded-lg bg-canvas" />
          <div className="flex flex-1 flex-col gap-2 py-1">
            <div className="h-4 w-24 animate-pulse rounded bg-canvas" />
            <div className="h-5 w-4/5 animate-pulse rounded bg-canvas" />
            <div className="h-4 w-32 animate-pulse rounded bg-canvas" />
          </div>
        </div>
      ))}
    </div>
  );
}
