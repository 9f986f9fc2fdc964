import 'server-only';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serverEnv } from '../env';
import type { CapturedMail } from './mail-capture';

/**
 * What the demo's mail capture (scripts/mail-capture.ts) has written to MAILBOX_DIR, newest
 * first: the dev-only mailbox page. No directory yet means no mail yet.
 */
export async function readCapturedMail(limit = 50): Promise<CapturedMail[]> {
  const dir = serverEnv().MAILBOX_DIR;
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  // File names start with the time received, so the name order is the time order.
  names.sort().reverse();
  const mails: CapturedMail[] = [];
  for (const name of names.slice(0, limit)) {
    try {
      mails.push(JSON.parse(await readFile(join(dir, name), 'utf8')) as CapturedMail);
    } catch {
      // A file still being written, or not ours: skip it.
    }
  }
  return mails;
}
