import { z } from 'zod';
import { KEYWORD_LIMITS } from '@/lib/constants';
import { isValidKeyword, normalizeKeyword } from '@/lib/keywords';

const keywordSchema = z
  .string()
  .transform(normalizeKeyword)
  .refine(isValidKeyword, `${KEYWORD_LIMITS.minLength} to ${KEYWORD_LIMITS.maxLength} characters`);

/** GET /v1/users/keywords: the keywords I follow, oldest first. */
export const myKeywordsSchema = z
  .object({
    keywords: z.array(z.object({ id: z.number().int(), keyword: z.string() })),
    /** How many one may follow. */
    limit: z.number().int(),
  })
  .meta({ id: 'MyKeywords' });
export type MyKeywords = z.infer<typeof myKeywordsSchema>;

/** PUT /v1/users/keywords: the whole new list (duplicates, regardless of case, count once). */
export const putKeywordsBodySchema = z
  .object({ keywords: z.array(keywordSchema).max(KEYWORD_LIMITS.maxKeywords * 2) })
  .meta({ id: 'PutKeywords' });
export type PutKeywordsBody = z.input<typeof putKeywordsBodySchema>;

/** POST /v1/users/keywords/request: ask for a keyword the service does not know yet. */
export const keywordRequestBodySchema = z.object({ keyword: keywordSchema }).meta({ id: 'KeywordRequest' });
