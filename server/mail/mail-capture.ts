import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One mail as the capture received it (what the dev-only mailbox page lists). */
export type CapturedMail = {
  id: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  receivedAt: string;
};

export type MailCapture = {
  port: number;
  /** Everything received so far, oldest first. */
  messages(): CapturedMail[];
  /** The first mail (already received or still to come) that matches, or a rejection after `timeoutMs`. */
  waitFor(predicate: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
};

export type MailCaptureOptions = {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** Also write each mail as `<time>-<id>.json` here, for another process to read. */
  mailboxDir?: string;
  /** Answer every recipient 550, like a mail server that refuses the message (tests). */
  refuse?: boolean;
};

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((a) => a.value.map((v) => v.address ?? '')).filter(Boolean);
}

/**
 * A local SMTP server that keeps what it is sent instead of delivering it: the demo runs
 * one (scripts/mail-capture.ts) so a newcomer can read the verification mail without a
 * mail account, and the tests start their own to read the code the app mailed. Plain SMTP
 * on the loopback interface, no authentication, no TLS: it never leaves the machine.
 */
export async function startMailCapture(options: MailCaptureOptions = {}): Promise<MailCapture> {
  const received: CapturedMail[] = [];
  const waiters = new Set<{ predicate: (mail: CapturedMail) => boolean; resolve: (mail: CapturedMail) => void }>();
  if (options.mailboxDir) mkdirSync(options.mailboxDir, { recursive: true });

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    banner: 'Popspot mail capture',
    size: 1024 * 1024,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuse) {
        const error = Object.assign(new Error(`Mailbox unavailable: ${address.address}`), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: CapturedMail = {
            id: randomUUID(),
            from: addresses(parsed.from)[0] ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: (parsed.text ?? '').trim(),
            receivedAt: new Date().toISOString(),
          };
          received.push(mail);
          if (options.mailboxDir) {
            const name = `${mail.receivedAt.replace(/[:.]/g, '-')}-${mail.id}.json`;
            writeFileSync(join(options.mailboxDir, name), `${JSON.stringify(mail, null, 2)}\n`);
          }
          for (const waiter of waiters) {
            if (waiter.predicate(mail)) {
              waiters.delete(waiter);
              waiter.resolve(mail);
            }
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  return {
    port,
    messages: () => [...received],
    waitFor(predicate, timeoutMs = 5000) {
      const already = received.find(predicate);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const waiter = { predicate, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (waiters.delete(waiter)) reject(new Error(`No matching mail within ${timeoutMs} ms`));
        }, timeoutMs).unref();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
