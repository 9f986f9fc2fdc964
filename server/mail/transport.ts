import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import { serverEnv } from '../env';
import { logger } from '../logger';

export type OutgoingMail = { to: string; subject: string; text: string };

const TIMEOUTS = { connectionTimeout: '10000', greetingTimeout: '10000', socketTimeout: '20000' };

function withDefaults(url: string): string {
  const parsed = new URL(url);
  for (const [key, value] of Object.entries(TIMEOUTS)) {
    if (!parsed.searchParams.has(key)) parsed.searchParams.set(key, value);
  }
  return parsed.toString();
}

let cached: { url: string; transporter: Transporter } | undefined;

/**
 * One SMTP transport per configured URL (SMTP_URL), made on first use. Short timeouts: the
 * code's row is locked while its mail goes out (server/services/enterprise/send-verification-code.ts),
 * so a mail server that hangs must fail fast rather than hold the row.
 */
function transporter(url: string): Transporter {
  if (cached?.url !== url) {
    cached?.transporter.close();
    cached = {
      url,
      // nodemailer reads options from the URL's query string; ones the URL sets win.
      transporter: nodemailer.createTransport(withDefaults(url)),
    };
  }
  return cached.transporter;
}

/**
 * Sends one plain-text mail through SMTP_URL from MAIL_FROM. Resolves once the server has
 * accepted it; rejects when there is no mail server configured, it cannot be reached, or it
 * refuses the message (callers answer EMAIL_SEND and keep nothing of the attempt).
 */
export async function sendMail(mail: OutgoingMail): Promise<void> {
  const env = serverEnv();
  if (!env.SMTP_URL) throw new Error('SMTP_URL is not set: no mail can be sent');
  try {
    await transporter(env.SMTP_URL).sendMail({
      from: env.MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
    });
  } catch (error) {
    logger.warn('mail not sent', { toDomain: mail.to.split('@')[1], error });
    throw error;
  }
}
