/**
 * The demo's and the end-to-end server's mail capture (server/mail/mail-capture.ts) as its
 * own small process: it keeps every mail the app sends under <mailbox dir> (the dev-only
 * page /dev/mailbox lists them), writes `export SMTP_URL=...` to <env file> for the start
 * script to source, and exits when the process <pid> (the app server) is gone.
 *
 *   tsx scripts/mail-capture.ts .data/mailbox .data/mail.env 12345 [port]
 */
import { writeFileSync } from 'node:fs';
import { startMailCapture } from '../server/mail/mail-capture';

const [mailboxDir, out, watched, port] = process.argv.slice(2);
if (!mailboxDir || !out || !watched) throw new Error('usage: mail-capture.ts <mailbox dir> <env file> <pid> [port]');

const capture = await startMailCapture({ port: Number(port ?? 0), mailboxDir });
writeFileSync(out, `export SMTP_URL='smtp://127.0.0.1:${capture.port}'\nexport MAILBOX_DIR='${mailboxDir}'\n`);

setInterval(() => {
  try {
    process.kill(Number(watched), 0);
  } catch {
    void capture.close().finally(() => process.exit(0));
  }
}, 1000);
