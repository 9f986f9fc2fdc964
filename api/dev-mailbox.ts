import { apiFetch } from './client';
import type { CapturedMail } from './contracts/dev-mailbox';

// GET /v1/dev/mailbox - the demo's captured mail, newest first (404 unless AUTH_DEV_LOGIN).
export function listCapturedMail() {
  return apiFetch<CapturedMail[]>('/v1/dev/mailbox');
}
