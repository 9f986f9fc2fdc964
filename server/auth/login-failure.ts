import 'server-only';
import type { LoginErrorReason } from '@/api/contracts/auth';

/**
 * A sign-in that must end on one of the spec's login error screens. Sign-in use cases throw
 * it; the callback route turns it into a redirect to /login/error?reason=.
 */
export class LoginFailure extends Error {
  constructor(
    readonly reason: LoginErrorReason,
    message: string = reason,
  ) {
    super(message);
    this.name = 'LoginFailure';
  }
}
