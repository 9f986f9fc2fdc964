import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The Kakao account the fake hands out, in Kakao's own field names' terms. */
export type FakeKakaoUser = {
  id: number;
  nickname?: string | null;
  profileImageUrl?: string | null;
  email?: string | null;
  ageRange?: string | null;
  birthyear?: string | null;
  birthday?: string | null;
};

export type FakeKakaoFailure = { status: number; body?: unknown };

type TokenRequest = { contentType: string | undefined; form: URLSearchParams };

/**
 * A stand-in for Kakao's OAuth and user APIs on an ephemeral 127.0.0.1 port, so the sign-in
 * runs its real HTTP calls in tests. It checks what Kakao checks (grant type, client id and
 * secret, redirect URI, one-time codes, bearer tokens) and can be told to fail.
 *
 *   const kakao = await startFakeKakaoServer({ clientId, clientSecret, redirectUri });
 *   const code = kakao.issueCode({ id: 42, nickname: '민지' });
 */
export async function startFakeKakaoServer(options: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** A fixed port (a dev server needs the URLs before it starts); ephemeral by default. */
  port?: number;
  /** The Kakao app id tokens from the code flow belong to (token info's app_id). */
  appId?: number;
}) {
  const codes = new Map<string, FakeKakaoUser>();
  const tokens = new Map<string, FakeKakaoUser>();
  /** Which Kakao app each access token was issued to (the companion app's own sign-in). */
  const tokenApps = new Map<string, number>();
  const tokenRequests: TokenRequest[] = [];
  let tokenFailure: FakeKakaoFailure | null = null;
  let userInfoFailure: FakeKakaoFailure | null = null;
  let serviceTerms: { tag: string; agreed: boolean }[] = [];
  let seq = 0;
  let authorizeUser: FakeKakaoUser = { id: 4_000_000_001, nickname: '카카오테스터', ageRange: '20~29' };

  const issueCode = (user: FakeKakaoUser): string => {
    const code = `code_${++seq}_${Math.random().toString(36).slice(2)}`;
    codes.set(code, user);
    return code;
  };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json;charset=UTF-8' });
    res.end(JSON.stringify(body));
  };

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      let data = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (data += chunk));
      req.on('end', () => resolve(data));
      req.on('error', reject);
    });

  const bearerUser = (req: IncomingMessage) => {
    const token = req.headers.authorization?.match(/^Bearer (.+)$/)?.[1];
    return token ? tokens.get(token) : undefined;
  };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'POST' && url.pathname === '/oauth/token') {
      const form = new URLSearchParams(await readBody(req));
      tokenRequests.push({ contentType: req.headers['content-type'], form });
      if (tokenFailure) return send(res, tokenFailure.status, tokenFailure.body ?? { error: 'server_error' });
      if (form.get('grant_type') !== 'authorization_code') return send(res, 400, { error: 'unsupported_grant_type' });
      if (form.get('client_id') !== options.clientId)
        return send(res, 401, { error: 'invalid_client', error_code: 'KOE101' });
      if (form.get('client_secret') !== options.clientSecret)
        return send(res, 401, { error: 'invalid_client', error_code: 'KOE010' });
      if (form.get('redirect_uri') !== options.redirectUri)
        return send(res, 400, { error: 'invalid_grant', error_code: 'KOE303' });
      const user = codes.get(form.get('code') ?? '');
      if (!user)
        return send(res, 400, {
          error: 'invalid_grant',
          error_description: 'authorization code not found',
          error_code: 'KOE320',
        });
      codes.delete(form.get('code')!);
      const accessToken = `fake-kakao-token-${++seq}`;
      tokens.set(accessToken, user);
      return send(res, 200, {
        token_type: 'bearer',
        access_token: accessToken,
        expires_in: 21599,
        refresh_token: `fake-refresh-${seq}`,
        refresh_token_expires_in: 5183999,
        scope: 'profile_nickname profile_image account_email age_range',
      });
    }
    if (req.method === 'GET' && url.pathname === '/v2/user/me') {
      if (userInfoFailure)
        return send(res, userInfoFailure.status, userInfoFailure.body ?? { msg: 'internal error', code: -1 });
      const user = bearerUser(req);
      if (!user) return send(res, 401, { msg: 'this access token does not exist', code: -401 });
      return send(res, 200, {
        id: user.id,
        connected_at: '2026-11-21T00:00:00Z',
        properties: { nickname: user.nickname ?? undefined, profile_image: user.profileImageUrl ?? undefined },
        kakao_account: {
          profile_nickname_needs_agreement: false,
          profile:
            user.nickname === null
              ? undefined
              : {
                  nickname: user.nickname,
                  profile_image_url: user.profileImageUrl ?? undefined,
                  is_default_image: !user.profileImageUrl,
                },
          email: user.email ?? undefined,
          is_email_valid: user.email ? true : undefined,
          is_email_verified: user.email ? true : undefined,
          age_range: user.ageRange ?? undefined,
          birthyear: user.birthyear ?? undefined,
          birthday: user.birthday ?? undefined,
        },
      });
    }
    if (req.method === 'GET' && url.pathname === '/v1/user/access_token_info') {
      const token = req.headers.authorization?.match(/^Bearer (.+)$/)?.[1] ?? '';
      const user = tokens.get(token);
      if (!user) return send(res, 401, { msg: 'this access token does not exist', code: -401 });
      return send(res, 200, { id: user.id, expires_in: 7199, app_id: tokenApps.get(token) ?? options.appId ?? 0 });
    }
    if (req.method === 'GET' && url.pathname === '/v2/user/service_terms') {
      const user = bearerUser(req);
      if (!user) return send(res, 401, { msg: 'this access token does not exist', code: -401 });
      return send(res, 200, {
        id: user.id,
        service_terms: serviceTerms.map((t) => ({
          ...t,
          required: false,
          revocable: true,
          agreed_at: '2026-11-21T00:00:00Z',
        })),
      });
    }
    if (req.method === 'GET' && url.pathname === '/oauth/authorize') {
      // Kakao's login and consent screens, reduced to "the person agreed": straight back to
      // the redirect URI with a code for the configured user (for browser-driven tests).
      const redirectUri = url.searchParams.get('redirect_uri');
      if (url.searchParams.get('client_id') !== options.clientId || redirectUri !== options.redirectUri) {
        return send(res, 400, { error: 'invalid_request', error_code: 'KOE006' });
      }
      const back = new URL(redirectUri);
      back.searchParams.set('code', issueCode(authorizeUser));
      const state = url.searchParams.get('state');
      if (state) back.searchParams.set('state', state);
      res.writeHead(302, { Location: back.toString() });
      return res.end();
    }
    send(res, 404, { msg: 'not found' });
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    authorizeUrl: `${url}/oauth/authorize`,
    tokenUrl: `${url}/oauth/token`,
    userInfoUrl: `${url}/v2/user/me`,
    serviceTermsUrl: `${url}/v2/user/service_terms`,
    tokenInfoUrl: `${url}/v1/user/access_token_info`,
    /**
     * An access token as the companion app's native Kakao sign-in holds it, issued to the
     * Kakao app `appId` (another app's token must be refused).
     */
    issueAppToken(user: FakeKakaoUser, appId: number): string {
      const token = `fake-app-token-${++seq}`;
      tokens.set(token, user);
      tokenApps.set(token, appId);
      return token;
    },
    /** A one-time authorization code that signs in as `user`. */
    issueCode,
    /** Who the fake /oauth/authorize signs in as. */
    setAuthorizeUser(user: FakeKakaoUser) {
      authorizeUser = user;
    },
    failToken(failure: FakeKakaoFailure | null) {
      tokenFailure = failure;
    },
    failUserInfo(failure: FakeKakaoFailure | null) {
      userInfoFailure = failure;
    },
    setServiceTerms(terms: { tag: string; agreed: boolean }[]) {
      serviceTerms = terms;
    },
    tokenRequests,
    reset() {
      tokenFailure = null;
      userInfoFailure = null;
      serviceTerms = [];
      tokenRequests.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeKakaoServer = Awaited<ReturnType<typeof startFakeKakaoServer>>;
