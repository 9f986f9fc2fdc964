import 'server-only';
import type { Executor } from '../../db/client';
import { companyAuditEvents } from '../../db/schema';

/** Every change the console or an admin makes to a company, named once here. */
export type CompanyAuditAction =
  | 'COMPANY_CREATED'
  | 'COMPANY_UPDATED'
  | 'DOMAIN_ADDED'
  | 'DOMAIN_REMOVED'
  | 'MEMBER_JOINED'
  | 'MEMBER_ROLE_CHANGED'
  | 'MEMBER_REMOVED'
  | 'INVITATION_SENT'
  | 'INVITATION_WITHDRAWN'
  | 'SPOT_CREATED'
  | 'SPOT_UPDATED'
  | 'SPOT_PUBLISHED'
  | 'SPOT_UNPUBLISHED'
  | 'SPOT_DELETED'
  | 'QUEUE_CREATED'
  | 'QUEUE_UPDATED'
  | 'QUEUE_DELETED'
  | 'RESERVATION_SETTINGS_UPDATED'
  | 'RESERVATION_CHECKED_IN'
  | 'SLOTS_CREATED'
  | 'SLOT_UPDATED'
  | 'SLOT_DELETED';

export type CompanyAuditTarget =
  'COMPANY' | 'DOMAIN' | 'MEMBER' | 'INVITATION' | 'SPOT' | 'QUEUE' | 'SLOT' | 'RESERVATION';

/**
 * Writes one line of the company's audit log. Call it with the transaction that makes the
 * change, so the log and the change commit (or roll back) together.
 */
export async function recordCompanyAudit(
  tx: Executor,
  event: {
    companyId: number | null;
    actorUserId: number;
    action: CompanyAuditAction;
    targetType: CompanyAuditTarget;
    targetId?: number | null;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  await tx.insert(companyAuditEvents).values({
    companyId: event.companyId,
    actorUserId: event.actorUserId,
    action: event.action,
    targetType: event.targetType,
    targetId: event.targetId ?? null,
    detail: event.detail ?? null,
  });
}
