import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportPKCS8, generateKeyPair, jwtVerify, SignJWT, type CryptoKey } from 'jose';
import { randomId, readBody, sendJson } from './fake-provider-http';

export type FakeAppleUser = { sub: string; email?: string; emailVerified?: boolean };

/**
 * A stand-in for Sign in with Apple on an ephemeral 127.0.0.1 port. It checks what Apple
 * checks: the client secret is an ES256 JWT from our team and key for our Services ID, codes
 * are single-use and bound to the redirect URI, and it answers with an RS256 ID token
 * (issuer https://appleid.apple.com, audience the Services ID, the sign-in's nonce). Its
 * authorize page posts the answer back like Apple (response_mode=form_post).
 *
 * `teamKey` is the team's private key (PKCS#8 PEM) to put in APPLE_PRIVATE_KEY.
 */
export async function startFakeAppleServer(options: {
  clientId: string;
  teamId: string;
  keyId: string;
  redirectUri: string;
}) {
  const team = await generateKeyPair('ES256', { extractable: true });
  const signing = await generateKeyPair('RS256');
  const codes = new Map<string, { user: FakeAppleUser; nonce?: string; redirectUri: string }>();
  const revoked: string[] = [];
  const refreshTokens = new Map<string, string>();
  let authorizeUser: FakeAppleUser = { sub: '000123.browser.0001', email: 'browser@privaterelay.appleid.com' };
  let idTokenIssuer = 'https://appleid.apple.com';

  const issueCode = (user: FakeAppleUser, nonce: string | undefined, redirectUri = options.redirectUri) => {
    const code = randomId('c.apple');
    codes.set(code, { user, nonce, redirectUri });
    return code;
  };

  const clientSecretValid = async (secret: string | null, key: CryptoKey) => {
    if (!secret) return false;
    try {
      const { payload, protectedHeader } = await jwtVerify(secret, key, {
        issuer: options.teamId,
        subject: options.clientId,
        audience: 'https://appleid.apple.com',
        algorithms: ['ES256'],
      });
      return protectedHeader.kid === options.keyId && typeof payload.exp === 'number';
    } catch {
      return false;
    }
  };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'GET' && url.pathname === '/auth/authorize') {
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      if (
        url.searchParams.get('client_id') !== options.clientId ||
        redirectUri !== options.redirectUri ||
        url.searchParams.get('response_mode') !== 'form_post'
      ) {
        return sendJson(res, 400, { error: 'invalid_request' });
      }
      const code = issueCode(authorizeUser, url.searchParams.get('nonce') ?? undefined);
      const field = (name: string, value: string) =>
        `<input type="hidden" name="${name}" value="${value.replace(/[&"<>]/g, (ch) => `&#${ch.charCodeAt(0)};`)}">`;
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return res.end(
        `<!doctype html><title>Apple</title><form method="post" action="${redirectUri}">` +
          field('code', code) +
          field('state', url.searchParams.get('state') ?? '') +
          `</form><script>document.forms[0].submit()</script>`,
      );
    }
    if (req.method === 'POST' && url.pathname === '/auth/token') {
      const form = new URLSearchParams(await readBody(req));
      if (
        form.get('client_id') !== options.clientId ||
        !(await clientSecretValid(form.get('client_secret'), team.publicKey))
      ) {
        return sendJson(res, 400, { error: 'invalid_client' });
      }
      const issued = codes.get(form.get('code') ?? '');
      if (
        form.get('grant_type') !== 'authorization_code' ||
        !issued ||
        issued.redirectUri !== form.get('redirect_uri')
      ) {
        return sendJson(res, 400, { error: 'invalid_grant' });
      }
      codes.delete(form.get('code')!);
      const refreshToken = randomId('r.apple');
      refreshTokens.set(refreshToken, issued.user.sub);
      const idToken = await new SignJWT({
        ...(issued.nonce ? { nonce: issued.nonce } : {}),
        ...(issued.user.email
          ? { email: issued.user.email, email_verified: issued.user.emailVerified === false ? 'false' : 'true' }
          : {}),
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'fake-apple-key' })
        .setIssuer(idTokenIssuer)
        .setAudience(options.clientId)
        .setSubject(issued.user.sub)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(signing.privateKey);
      return sendJson(res, 200, {
        access_token: randomId('a.apple'),
        token_type: 'Bearer',
        expires_in: 3600,
        refresh_token: refreshToken,
        id_token: idToken,
      });
    }
    if (req.method === 'POST' && url.pathname === '/auth/revoke') {
      const form = new URLSearchParams(await readBody(req));
      if (
        form.get('client_id') !== options.clientId ||
        !(await clientSecretValid(form.get('client_secret'), team.publicKey))
      ) {
        return sendJson(res, 400, { error: 'invalid_client' });
      }
      revoked.push(form.get('token') ?? '');
      res.writeHead(200);
      return res.end();
    }
    sendJson(res, 404, { error: 'not found' });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    authorizeUrl: `${url}/auth/authorize`,
    tokenUrl: `${url}/auth/token`,
    revokeUrl: `${url}/auth/revoke`,
    teamKey: await exportPKCS8(team.privateKey),
    /** A one-time code for `user`, as Apple's form post would carry it, for the sign-in's nonce. */
    issueCode,
    setAuthorizeUser(user: FakeAppleUser) {
      authorizeUser = user;
    },
    /** Signs ID tokens as another issuer (a token that must be refused). */
    setIdTokenIssuer(issuer: string) {
      idTokenIssuer = issuer;
    },
    /** The refresh tokens revoked so far, and whose they were. */
    revoked,
    subjectOfRefreshToken: (token: string) => refreshTokens.get(token),
    reset() {
      idTokenIssuer = 'https://appleid.apple.com';
      revoked.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeAppleServer = Awaited<ReturnType<typeof startFakeAppleServer>>;
