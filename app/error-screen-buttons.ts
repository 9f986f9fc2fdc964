/**
 * The two error screens' buttons (app/[lang]/error.tsx, app/global-error.tsx) with Button's
 * look (components/ui/button-styles.ts: secondary and outline, size lg), as plain class lists.
 * Both screens are in every page's first load; importing button-styles there would put a second
 * copy of it beside the page's own (decision 028). tests/unit/error-screen-buttons.test.ts keeps
 * these in step with Button.
 */
const LG =
  'inline-flex min-h-12 shrink-0 items-center justify-center gap-1.5 rounded-full px-5 text-center text-body font-semibold transition-colors select-none';

export const ERROR_SCREEN_BUTTON = {
  secondary: `${LG} bg-ink text-surface hover:bg-ink/85`,
  outline: `${LG} border border-line-strong bg-surface text-ink hover:bg-canvas`,
} as const;
