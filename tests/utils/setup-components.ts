import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => cleanup());

// A component test must not log errors: an unexpected console.error fails it.
const original = console.error;
console.error = (...args: unknown[]) => {
  original(...args);
  throw new Error(`console.error in a component test: ${String(args[0])}`);
};

vi.stubGlobal('scrollTo', () => {});
