import 'server-only';
import { importPKCS8, SignJWT } from 'jose';
import * as oidc from 'openid-client';
import { serverEnv } from '../env';
import { logger } from '../logger';
import { authorizeUrl, exchangeCode, providerConfiguration, redirectUriOf } from './oauth-code-flow';
import { ProviderError } from './provider-error';

/**
 * Sign in with Apple on the web: an OpenID Connect code flow whose answer Apple posts back
 * (response_mode=form_post, required when asking for the e-mail), whose client secret is a
 * short-lived ES256 JWT signed with the team's key, and whose ID token names the person.
 * https://developer.apple.com/documentation/sign_in_with_apple/sign_in_with_apple_rest_api
 */

const APPLE_ISSUER = 'https://appleid.apple.com';

/** The client secret: minted per use and valid for five minutes (Apple allows up to six months). */
async function appleClientSecret(): Promise<string> {
  const env = serverEnv();
  // A PEM pasted into one line of an env file keeps its line breaks as '\n'.
  const pem = (env.APPLE_PRIVATE_KEY ?? '').replace(/\\n/g, '\n');
  let key;
  try {
    key = await importPKCS8(pem, 'ES256');
  } catch (error) {
    throw new ProviderError('server', 'APPLE_PRIVATE_KEY is not a PKCS#8 P-256 key', { error });
  }
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: env.APPLE_KEY_ID })
    .setIssuer(env.APPLE_TEAM_ID ?? '')
    .setSubject(env.APPLE_CLIENT_ID ?? '')
    .setAudience(APPLE_ISSUER)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key);
}

async function appleConfiguration() {
  const env = serverEnv();
  return providerConfiguration({
    issuer: APPLE_ISSUER,
    authorizationEndpoint: env.APPLE_AUTHORIZE_URL,
    tokenEndpoint: env.APPLE_TOKEN_URL,
    revocationEndpoint: env.APPLE_REVOKE_URL,
    clientId: env.APPLE_CLIENT_ID ?? '',
    clientSecret: await appleClientSecret(),
  });
}

/** The authorize URL. Only the e-mail is asked for: the nickname is chosen on our sign-up step. */
export async function appleAuthorizeUrl(state: string, nonce: string): Promise<string> {
  const env = serverEnv();
  if (!env.APPLE_ENABLED) throw new ProviderError('server', 'Apple sign-in is not configured');
  return authorizeUrl(await appleConfiguration(), {
    response_type: 'code',
    response_mode: 'form_post',
    scope: 'email',
    redirect_uri: redirectUriOf(env.APPLE_REDIRECT_PATH),
    state,
    nonce,
  });
}

export type AppleIdentity = { subject: string; email: string | null; refreshToken: string | null };

/**
 * Code for tokens; the ID token's issuer, audience (our Services ID), expiry and nonce are
 * checked by openid-client. The token came straight from Apple over TLS, so its signature
 * adds nothing here (OpenID Connect Core 3.1.3.7).
 */
export async function exchangeAppleCode(
  params: Record<string, string | undefined>,
  expected: { state: string; nonce: string },
): Promise<AppleIdentity> {
  const env = serverEnv();
  const tokens = await exchangeCode(
    {
      redirectUri: redirectUriOf(env.APPLE_REDIRECT_PATH),
      params,
      expectedState: expected.state,
      expectedNonce: expected.nonce,
      provider: 'apple',
    },
    await appleConfiguration(),
  );
  const claims = tokens.claims();
  if (!claims?.sub) throw new ProviderError('server', 'Apple ID token has no subject');
  // Apple sends the booleans as strings in some tokens.
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  return {
    subject: claims.sub,
    email: verified && typeof claims.email === 'string' ? claims.email : null,
    refreshToken: tokens.refresh_token ?? null,
  };
}

/**
 * Revokes the person's Sign in with Apple for this app (account deletion). Best effort: the
 * account is gone either way, so a failure is logged, not thrown.
 */
export async function revokeAppleToken(refreshToken: string): Promise<void> {
  if (!serverEnv().APPLE_ENABLED) {
    logger.warn('apple token not revoked: Sign in with Apple is not configured any more');
    return;
  }
  try {
    await oidc.tokenRevocation(await appleConfiguration(), refreshToken, { token_type_hint: 'refresh_token' });
  } catch (error) {
    logger.warn('apple token revocation failed', { reason: error instanceof Error ? error.message : String(error) });
  }
}
