import 'server-only';
import * as oidc from 'openid-client';
import { serverEnv } from '../env';
import { logger } from '../logger';
import { ProviderError } from './provider-error';

/**
 * The OAuth 2.0 authorization-code steps every provider shares (Kakao, Naver, Apple), on
 * openid-client: the authorize URL, and the code exchange with the response checks (state,
 * the error parameter, for Apple the ID token's issuer, audience, expiry and nonce). Endpoints
 * come from the environment, so tests point them at local fakes.
 */

const PROVIDER_TIMEOUT_SECONDS = 5;

type ProviderEndpoints = {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  revocationEndpoint?: string;
  clientId: string;
  clientSecret: string;
  /** Reshapes the provider's odd answers into standard OAuth ones before openid-client reads them. */
  fetch?: oidc.CustomFetch;
};

/** Only a fake on this machine may be reached over plain http (tests and the e2e server). */
function isLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'http:' && (hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]');
}

export function providerConfiguration(endpoints: ProviderEndpoints): oidc.Configuration {
  const config = new oidc.Configuration(
    {
      issuer: endpoints.issuer,
      authorization_endpoint: endpoints.authorizationEndpoint,
      token_endpoint: endpoints.tokenEndpoint,
      revocation_endpoint: endpoints.revocationEndpoint,
    },
    endpoints.clientId,
    undefined,
    oidc.ClientSecretPost(endpoints.clientSecret),
  );
  config.timeout = PROVIDER_TIMEOUT_SECONDS;
  // Any other plain-http endpoint is still refused by openid-client.
  if ([endpoints.tokenEndpoint, endpoints.revocationEndpoint].some((url) => url && isLoopback(url))) {
    oidc.allowInsecureRequests(config);
  }
  if (endpoints.fetch) config[oidc.customFetch] = endpoints.fetch;
  return config;
}

/** PUBLIC_BASE_URL + a provider's registered redirect path. */
export function redirectUriOf(path: string): string {
  return new URL(path, serverEnv().PUBLIC_BASE_URL).toString();
}

export function authorizeUrl(config: oidc.Configuration, params: Record<string, string>): string {
  return oidc.buildAuthorizationUrl(config, params).toString();
}

/**
 * The callback's parameters as they arrived at the registered redirect URI: openid-client
 * sends that URI (without the parameters) in the token request, and the provider compares it
 * with the one in the authorize request.
 */
function callbackUrl(redirectUri: string, params: Record<string, string | undefined>): URL {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value);
  return url;
}

export type CodeExchange = {
  redirectUri: string;
  params: Record<string, string | undefined>;
  expectedState: string;
  expectedNonce?: string;
  /** Extra token-request fields some providers want (Naver: state). */
  tokenParameters?: Record<string, string>;
  provider: string;
};

/**
 * Code for tokens. A refused code (invalid_grant) or an error in the callback is the
 * browser's ('client'); anything else, including a token response that fails its checks, is
 * on the provider's side or ours ('server').
 */
export async function exchangeCode(exchange: CodeExchange, config: oidc.Configuration) {
  try {
    return await oidc.authorizationCodeGrant(
      config,
      callbackUrl(exchange.redirectUri, exchange.params),
      {
        expectedState: exchange.expectedState,
        expectedNonce: exchange.expectedNonce,
        idTokenExpected: exchange.expectedNonce !== undefined,
      },
      exchange.tokenParameters,
    );
  } catch (error) {
    const kind =
      error instanceof oidc.AuthorizationResponseError ||
      (error instanceof oidc.ResponseBodyError && error.status < 500 && error.error === 'invalid_grant')
        ? 'client'
        : 'server';
    logger.warn(`${exchange.provider} token exchange failed`, {
      kind,
      code:
        error instanceof oidc.ResponseBodyError || error instanceof oidc.AuthorizationResponseError
          ? error.error
          : undefined,
      status: error instanceof oidc.ResponseBodyError ? error.status : undefined,
      reason: error instanceof Error ? error.message : String(error),
    });
    throw new ProviderError(kind, `${exchange.provider} token exchange failed`);
  }
}

/** GET with a bearer token and a timeout; the status and the JSON body (undefined when not JSON). */
export async function bearerGet(url: string, token: string, what: string): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_SECONDS * 1000),
      cache: 'no-store',
    });
  } catch (error) {
    throw new ProviderError('server', `${what} request failed`, { error });
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  return { status: response.status, body };
}
