/**
 * Limits failed sign-in attempts per account and per address, so a password cannot be guessed.
 * Counts live in memory: each server instance limits on its own, which still bounds guessing.
 */
export interface SignInLimits {
  perAccount: number;
  perAddress: number;
  windowMs: number;
}

export const defaultSignInLimits: SignInLimits = { perAccount: 5, perAddress: 20, windowMs: 15 * 60_000 };

export const tooManyAttemptsMessage = 'Too many sign-in attempts. Please wait 15 minutes and try again.';

export class SignInLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly now: () => number,
    private readonly limits: SignInLimits = defaultSignInLimits,
  ) {}

  /** Whether another attempt is allowed for this e-mail from this address. */
  allows(email: string, address: string): boolean {
    return (
      this.recent(`account:${email}`) < this.limits.perAccount &&
      this.recent(`address:${address}`) < this.limits.perAddress
    );
  }

  recordFailure(email: string, address: string) {
    for (const key of [`account:${email}`, `address:${address}`]) {
      const list = this.failures.get(key) ?? [];
      list.push(this.now());
      this.failures.set(key, list);
    }
  }

  /** A successful sign-in clears the account's count (not the address's). */
  recordSuccess(email: string) {
    this.failures.delete(`account:${email}`);
  }

  private recent(key: string): number {
    const since = this.now() - this.limits.windowMs;
    const list = (this.failures.get(key) ?? []).filter((time) => time > since);
    if (list.length === 0) this.failures.delete(key);
    else this.failures.set(key, list);
    return list.length;
  }
}
