import type { IncomingMessage, ServerResponse } from 'node:http';

/** Small pieces the fake sign-in providers (Naver, Apple) share. */

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json;charset=UTF-8' });
  res.end(JSON.stringify(body));
}

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (data += chunk));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

export function bearerOf(req: IncomingMessage): string | undefined {
  return req.headers.authorization?.match(/^Bearer (.+)$/)?.[1];
}

export function randomId(prefix: string): string {
  return `${prefix}_${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
}
