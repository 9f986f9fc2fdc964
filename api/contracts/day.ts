import { z } from 'zod';

/**
 * A calendar day written 'YYYY-MM-DD' that exists (no 2026-02-30): every day the API takes or
 * gives, in one schema (the OpenAPI document says `format: date`). The browser's URL parsers
 * use the same rule, lib/day-key.ts.
 */
export const daySchema = z.iso.date().meta({ example: '2026-11-20' });
