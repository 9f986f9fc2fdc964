import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bearerOf, randomId, readBody, sendJson } from './fake-provider-http';

/** The Naver member the fake hands out, in Naver's profile field names. */
export type FakeNaverUser = {
  id: string;
  nickname?: string;
  email?: string;
  /** '20-29' */
  age?: string;
  /** '1995' */
  birthyear?: string;
  /** 'MM-DD' */
  birthday?: string;
  /** '010-1234-5678' */
  mobile?: string;
  profile_image?: string;
};

/**
 * A stand-in for Naver Login on an ephemeral 127.0.0.1 port. It behaves as Naver does where
 * Naver is unusual: token errors come back with HTTP 200 and `{ error }`, the token request
 * must carry the state, and the profile is wrapped in `{ resultcode, message, response }`.
 */
export async function startFakeNaverServer(options: { clientId: string; clientSecret: string; redirectUri: string }) {
  const codes = new Map<string, { user: FakeNaverUser; state: string }>();
  const tokens = new Map<string, FakeNaverUser>();
  const tokenRequests: URLSearchParams[] = [];
  let profileFailure: number | null = null;
  let authorizeUser: FakeNaverUser = { id: 'naver-browser-user', nickname: '네이버테스터', age: '20-29' };

  const issueCode = (user: FakeNaverUser, state: string): string => {
    const code = randomId('naver_code');
    codes.set(code, { user, state });
    return code;
  };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'GET' && url.pathname === '/oauth2.0/authorize') {
      const redirectUri = url.searchParams.get('redirect_uri');
      const state = url.searchParams.get('state');
      if (url.searchParams.get('client_id') !== options.clientId || redirectUri !== options.redirectUri || !state) {
        return sendJson(res, 400, { error: 'invalid_request' });
      }
      const back = new URL(redirectUri);
      back.searchParams.set('code', issueCode(authorizeUser, state));
      back.searchParams.set('state', state);
      res.writeHead(302, { Location: back.toString() });
      return res.end();
    }
    if (req.method === 'POST' && url.pathname === '/oauth2.0/token') {
      const form = new URLSearchParams(await readBody(req));
      tokenRequests.push(form);
      if (form.get('client_id') !== options.clientId || form.get('client_secret') !== options.clientSecret) {
        return sendJson(res, 200, { error: 'invalid_client', error_description: 'client authentication failed' });
      }
      const issued = codes.get(form.get('code') ?? '');
      if (!issued || issued.state !== form.get('state')) {
        return sendJson(res, 200, { error: 'invalid_request', error_description: 'no valid data in session' });
      }
      codes.delete(form.get('code')!);
      const accessToken = randomId('naver_token');
      tokens.set(accessToken, issued.user);
      // Naver sends expires_in as a string.
      return sendJson(res, 200, {
        access_token: accessToken,
        refresh_token: randomId('naver_refresh'),
        token_type: 'bearer',
        expires_in: '3600',
      });
    }
    if (req.method === 'GET' && url.pathname === '/v1/nid/me') {
      if (profileFailure) return sendJson(res, profileFailure, { resultcode: '500', message: 'Internal Server Error' });
      const user = tokens.get(bearerOf(req) ?? '');
      if (!user) return sendJson(res, 401, { resultcode: '024', message: 'Authentication failed' });
      return sendJson(res, 200, { resultcode: '00', message: 'success', response: user });
    }
    sendJson(res, 404, { error: 'not found' });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    authorizeUrl: `${url}/oauth2.0/authorize`,
    tokenUrl: `${url}/oauth2.0/token`,
    userInfoUrl: `${url}/v1/nid/me`,
    /** A one-time code for `user`, bound to the state of the sign-in it answers. */
    issueCode,
    setAuthorizeUser(user: FakeNaverUser) {
      authorizeUser = user;
    },
    failProfile(status: number | null) {
      profileFailure = status;
    },
    tokenRequests,
    reset() {
      profileFailure = null;
      tokenRequests.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeNaverServer = Awaited<ReturnType<typeof startFakeNaverServer>>;
