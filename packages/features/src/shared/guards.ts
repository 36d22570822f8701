/**
 * Type guards for what the first screen reads back from browser storage: the
 * session, the signed-in user, a sign-in waiting for its code, the theme.
 *
 * Why not zod here: these reads run before the first render of every page,
 * the public ones included, and zod is about 9 KB gz that a visitor to the
 * sign-in page would otherwise download before seeing anything. What crosses
 * the network is still checked with the contracts' zod schemas (loaded with
 * the HTTP client on first use), and where a stored shape mirrors a contract
 * (the tokens), a test holds the guard to the schema.
 */
export type Guard<T> = (value: unknown) => value is T;

/** The type a guard accepts. */
export type Guarded<G> = G extends Guard<infer T> ? T : never;

export const isString: Guard<string> = (value): value is string => typeof value === 'string';

export const isNumber: Guard<number> = (value): value is number => typeof value === 'number' && Number.isFinite(value);

export const isInteger: Guard<number> = (value): value is number => Number.isSafeInteger(value);

export function nullable<T>(guard: Guard<T>): Guard<T | null> {
  return (value): value is T | null => value === null || guard(value);
}

export function oneOf<const T extends readonly string[]>(values: T): Guard<T[number]> {
  return (value): value is T[number] => typeof value === 'string' && values.includes(value);
}

/** A plain object with (at least) these fields, each passing its guard. */
export function shape<F extends Record<string, Guard<unknown>>>(fields: F): Guard<{ [K in keyof F]: Guarded<F[K]> }> {
  const entries = Object.entries(fields);
  return (value): value is { [K in keyof F]: Guarded<F[K]> } =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    entries.every(([key, guard]) => guard((value as Record<string, unknown>)[key]));
}
