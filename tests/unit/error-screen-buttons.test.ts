import { describe, expect, it } from 'vitest';
import { ERROR_SCREEN_BUTTON } from '@/app/error-screen-buttons';
import { buttonClassName } from '@/components/ui/button-styles';

const classes = (list: string) => new Set(list.split(/\s+/).filter(Boolean));

// The error screens write Button's classes out (app/error-screen-buttons.ts); they must not drift.
describe('error screen buttons', () => {
  it.each(['secondary', 'outline'] as const)('look like a large %s Button', (variant) => {
    const button = classes(buttonClassName({ variant, size: 'lg' }));
    const written = [...classes(ERROR_SCREEN_BUTTON[variant])];
    expect(written.filter((name) => !button.has(name))).toEqual([]);
    // Everything of Button's but the disabled states, which these buttons never have.
    const missing = [...button].filter((name) => !written.includes(name) && !/disabled/.test(name));
    expect(missing).toEqual([]);
  });
});
