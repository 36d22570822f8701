/**
 * The time source of every rule with a deadline (code expiry, session limits,
 * rate-limit windows, token expiry). Tests pass a clock they can move instead
 * of sleeping.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
