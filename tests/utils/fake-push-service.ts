import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

type RecordedPush = { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A browser's side of a subscription: the keys it would hand to PushManager.subscribe's caller. */
export type FakeBrowser = {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** Decrypts a recorded push the way the browser would, and parses the JSON payload. */
  read: (push: RecordedPush) => unknown;
};

/**
 * A stand-in for a browser push service (FCM, Mozilla autopush) on 127.0.0.1: it records
 * every POST and answers 201, or the status set for a path (410 for a subscription the
 * service has forgotten).
 */
export async function startFakePushService() {
  const received: RecordedPush[] = [];
  const statuses = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(statuses.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;

  const browser = (path: string): FakeBrowser => {
    const ecdh: ECDH = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16).toString('base64url');
    return {
      subscription: {
        endpoint: `http://${host}${path}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
      },
      read: (push) =>
        JSON.parse(decrypt(push.body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8')),
    };
  };

  return {
    host,
    received,
    browser,
    answer: (path: string, status: number) => statuses.set(path, status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
