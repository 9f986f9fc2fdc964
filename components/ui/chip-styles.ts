/* The chips' shared look (chip.tsx's toggle chip, choice-chip.tsx's native input chip): two
   modules, so a page that shows one kind doesn't load the other. */

// A 44 px tall pill (the tap target), with a border that passes 3:1 on white.
export const CHIP_BASE =
  'inline-flex min-h-tap shrink-0 cursor-pointer items-center gap-1 rounded-full border px-3.5 text-label whitespace-nowrap transition-colors select-none';
export const CHIP_OFF = 'border-line-strong bg-surface text-ink hover:bg-canvas';
export const CHIP_ON = 'border-brand bg-brand-soft font-semibold text-brand-strong';
