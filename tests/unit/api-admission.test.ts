import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ResultCode } from '@/api/error-codes';
import { resultDescriptions } from '@/server/http/result-descriptions';
import {
  HEALTH_STALE_MS,
  SERVICE_UNAVAILABLE,
  SUCCESS,
  countsAgainstCapacity,
  createApiAdmission,
  healthAnswer,
} from '@/server/front/api-admission.mjs';

/* The production server's admission to the API (server/front/api-admission.mjs, decision 060). */

class FakeResponse extends EventEmitter {
  status = 0;
  headers: string[] = [];
  body = '';
  writeHead(status: number, headers: string[]) {
    this.status = status;
    this.headers = headers;
    return this;
  }
  end(body?: string) {
    this.body = body ?? '';
    this.emit('close');
  }
  header(name: string) {
    const i = this.headers.findIndex((h, n) => n % 2 === 0 && h.toLowerCase() === name.toLowerCase());
    return i >= 0 ? this.headers[i + 1] : undefined;
  }
}

const request = (url: string, method = 'GET') => ({ url, method }) as IncomingMessage;
const respond = () => new FakeResponse() as unknown as ServerResponse & FakeResponse;

describe('API admission before Next', () => {
  it('answers with the API catalogue’s codes and descriptions (it cannot import them: plain JavaScript)', () => {
    expect(SUCCESS).toEqual({ code: ResultCode.SUCCESS, desc: resultDescriptions.SUCCESS });
    expect(SERVICE_UNAVAILABLE).toEqual({
      code: ResultCode.SERVICE_UNAVAILABLE,
      desc: resultDescriptions.SERVICE_UNAVAILABLE,
    });
  });

  it('answers the health check from a recent ping, 503 once pings stop answering, and the API before any', () => {
    const now = 1_000_000;
    const state = {
      driver: 'pglite' as const,
      version: '2.0.0',
      startedAt: now - 60_000,
      okAt: now - 900,
      latencyMs: 0.4,
    };
    expect(healthAnswer(state, now)).toEqual({
      status: 200,
      body: {
        data: { status: 'ok', database: { driver: 'pglite', latencyMs: 0.4 }, version: '2.0.0' },
        result: SUCCESS,
      },
    });
    expect(healthAnswer({ ...state, okAt: now - HEALTH_STALE_MS }, now)).toEqual({
      status: 503,
      body: { data: null, result: SERVICE_UNAVAILABLE },
    });
    // Just started, no ping back yet: the API checks for real.
    expect(healthAnswer({ ...state, startedAt: now - 100, okAt: 0 }, now)).toBeNull();
    expect(healthAnswer(undefined, now)).toBeNull();
  });

  it('counts the API’s work, not the health check or live streams, and nothing outside /api', () => {
    expect(countsAgainstCapacity('/api/v1/users/spot-queues')).toBe(true);
    expect(countsAgainstCapacity('/api/v1/spots?keyword=a')).toBe(true);
    expect(countsAgainstCapacity('/api/health')).toBe(false);
    expect(countsAgainstCapacity('/api/v1/users/spot-queues/3/live')).toBe(false);
    expect(countsAgainstCapacity('/popup/1')).toBe(false);
  });

  it('turns away what is past capacity at once, with Retry-After, and lets in again as answers go out', () => {
    const admission = createApiAdmission({ maxInFlight: 2, securityHeaders: [['X-Frame-Options', 'DENY']] });
    const first = respond();
    const second = respond();
    expect(admission.handle(request('/api/v1/users/spot-queues', 'POST'), first)).toBe(false);
    expect(admission.handle(request('/api/v1/spots/1'), second)).toBe(false);
    expect(admission.inFlight).toBe(2);
    // The health check and a live stream still get through.
    expect(admission.handle(request('/api/v1/users/spot-queues/9/live'), respond())).toBe(false);

    const turnedAway = respond();
    expect(admission.handle(request('/api/v1/users/spot-queues', 'POST'), turnedAway)).toBe(true);
    expect(turnedAway.status).toBe(503);
    expect(Number(turnedAway.header('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect(turnedAway.header('X-Frame-Options')).toBe('DENY');
    expect(JSON.parse(turnedAway.body)).toEqual({ data: null, result: SERVICE_UNAVAILABLE });

    first.end('{}');
    expect(admission.inFlight).toBe(1);
    expect(admission.handle(request('/api/v1/spots/2'), respond())).toBe(false);
  });
});
