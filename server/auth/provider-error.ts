import 'server-only';

/**
 * Why a sign-in provider's call failed, in the terms of the login error screens: 'client'
 * when the browser brought something the provider refuses (an expired, reused or forged
 * code, another app's token), 'server' when the provider or the network failed us.
 */
export class ProviderError extends Error {
  constructor(
    readonly kind: 'client' | 'server',
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
