import { describe, expect, it } from 'vitest';
import { ResultCode } from '@/api/error-codes';
import { resultDescriptions } from '@/server/http/result-descriptions';
import { BAD_REQUEST, METHOD_NOT_ALLOWED, classify, pathOf } from '@/server/front/request-edge.mjs';

/* The production server's edge (server/front/request-edge.mjs); e2e/http-edge.spec.ts drives it over real sockets. */

describe('the request edge before Next', () => {
  it('answers with the API catalogue’s codes and descriptions (it cannot import them: plain JavaScript)', () => {
    expect(BAD_REQUEST).toEqual({ code: ResultCode.BAD_REQUEST, desc: resultDescriptions.BAD_REQUEST });
    expect(METHOD_NOT_ALLOWED).toEqual({
      code: ResultCode.METHOD_NOT_ALLOWED,
      desc: resultDescriptions.METHOD_NOT_ALLOWED,
    });
  });

  it('finds the path of origin-form and absolute-form targets', () => {
    expect(pathOf('/api/v1/spots/%?keyword=a')).toBe('/api/v1/spots/%');
    expect(pathOf('http://localhost:3000/popup/1#x')).toBe('/popup/1');
    expect(pathOf('http://localhost:3000')).toBe('/');
  });

  it('refuses a broken percent-encoding: 400 under /api, the not-found page in the path’s language elsewhere', () => {
    for (const target of [
      '/api/v1/spots/%',
      '/api/v1/spots/%FF%FE',
      '/api/v1/spots/%E0%A4%A',
      '/api/%ED%A0%80',
      '/api%',
    ]) {
      expect(classify('GET', target), target).toMatchObject({ kind: target === '/api%' ? 'rewrite' : 'answer' });
    }
    expect(classify('POST', '/api/v1/spots/%')).toEqual({ kind: 'answer', status: 400, api: true });
    expect(classify('GET', '/popup/%E0%A4%A')).toEqual({ kind: 'rewrite', url: '/not-found/malformed-url' });
    expect(classify('GET', '/en/popup/%')).toEqual({ kind: 'rewrite', url: '/en/not-found/malformed-url' });
    expect(classify('GET', '/english/%')).toEqual({ kind: 'rewrite', url: '/not-found/malformed-url' });
  });

  it('lets well-formed requests through, the query string included', () => {
    for (const target of ['/api/v1/spots/1', '/popup/%ED%8C%9D', '/api/v1/spots?keyword=%', '/', '/en']) {
      expect(classify('GET', target), target).toEqual({ kind: 'pass' });
    }
  });

  it('refuses TRACE, TRACK and CONNECT everywhere, and under /api the methods the API never takes', () => {
    for (const method of ['TRACE', 'TRACK', 'CONNECT']) {
      expect(classify(method, '/popup/1')).toEqual({
        kind: 'answer',
        status: 405,
        api: false,
        allow: 'GET, HEAD, POST',
      });
      expect(classify(method, '/api/v1/spots/1')).toMatchObject({ kind: 'answer', status: 405, api: true });
    }
    expect(classify('PROPFIND', '/api/health')).toEqual({
      kind: 'answer',
      status: 405,
      api: true,
      allow: 'DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT',
    });
    expect(classify('PATCH', '/api/health')).toEqual({ kind: 'pass' });
  });
});
