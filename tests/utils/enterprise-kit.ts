import { afterAll, beforeAll } from 'vitest';
import type { Database } from '@/server/db/client';
import { companies, companyDomains, enterpriseMembers } from '@/server/db/schema';
import { startMailCapture, type MailCapture } from '@/server/mail/mail-capture';
import { overrideServerEnv } from './server-env';
import { createUser } from './test-app';

let seq = 0;

/** A registered company with e-mail domains (lower-case, unique per call). */
export async function registeredCompany(db: Database, name = '테스트컴퍼니') {
  seq += 1;
  const tag = `${Date.now().toString(36)}${seq}${Math.random().toString(36).slice(2, 5)}`;
  const domain = `c${tag}.example`;
  const brn = String(2_000_000_000 + Math.floor(Math.random() * 7_000_000_000)).slice(0, 10);
  const [company] = await db
    .insert(companies)
    .values({ name: `${name}${seq}`, businessRegistrationNumber: brn, email: `hello@${domain}` })
    .returning();
  await db.insert(companyDomains).values({ companyId: company.id, domain });
  return { company, domain };
}

/** A signed-in user who is a verified member of `companyId` with `role`. */
export async function companyMember(
  db: Database,
  companyId: number,
  domain: string,
  role: 'OWNER' | 'MANAGER' | 'STAFF',
) {
  const person = await createUser(db);
  const [member] = await db
    .insert(enterpriseMembers)
    .values({
      userId: person.user.id,
      companyId,
      email: `${role.toLowerCase()}${person.user.id}@${domain}`,
      status: 'VERIFIED',
      role,
      verifiedAt: new Date(),
    })
    .returning();
  return { ...person, member };
}

/**
 * The file's own local mail capture, with the app's SMTP_URL pointed at it for the file's
 * tests: `mail.capture` once the tests run.
 */
export function withMailCapture(): { readonly capture: MailCapture } {
  const state = {} as { capture: MailCapture };
  let restoreEnv: (() => void) | undefined;
  beforeAll(async () => {
    state.capture = await startMailCapture();
    restoreEnv = overrideServerEnv({ SMTP_URL: `smtp://127.0.0.1:${state.capture.port}` });
  });
  afterAll(async () => {
    restoreEnv?.();
    await state.capture?.close();
  });
  return state;
}
