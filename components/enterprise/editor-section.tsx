import type { ReactNode } from 'react';

/** One titled part of the editor (a fieldset, so its fields are grouped for screen readers). */
export function EditorSection({ title, hint, children }: { title: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded-2xl border border-line bg-surface p-4 md:p-6">
      <legend className="px-1 text-title font-bold text-ink">{title}</legend>
      {hint ? <p className="mb-4 text-caption text-ink-muted">{hint}</p> : null}
      <div className="flex flex-col gap-4">{children}</div>
    </fieldset>
  );
}
