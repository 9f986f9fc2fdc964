// Stands in for `server-only` under vitest, which imports server modules outside Next.
export {};
