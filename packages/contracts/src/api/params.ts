/**
 * Building blocks for request schemas of the profile and support APIs.
 *
 * The specification words a missing id, e-mail, token, org code, chat id or
 * match date-time as 'Missing required parameter' (docs/product.md#validation); we name the
 * parameter: 'Missing required parameter: memberId'. An empty or blank string
 * counts as missing. The same schemas run in the client (before a call), in
 * MSW handlers and on the server, so all three fail with the same words.
 */
import * as z from 'zod/mini';
import '../zod-locale.ts';

/** The profile API's path; every profile call dispatches on its `type` query value. */
export const PROFILE_PATH = '/v1/user-profile';

export const missingParameterMessage = (name: string): string => `Missing required parameter: ${name}`;

function isAbsent(input: unknown): boolean {
  return input === undefined || input === null;
}

/**
 * Text PostgreSQL can store: no NUL character (text and jsonb refuse it) and
 * no lone UTF-16 surrogate (jsonb refuses its escape). Anything else a person
 * can type is fine.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(value);
}

/** `z.refine(...storable('name'))`: refuses text the database cannot store, with a message naming the field. */
export const storable = (name: string) =>
  [isStorableText, { error: `${name} contains characters that are not allowed` }] as const;

/** A required, trimmed, non-blank string; absent, null or blank reads 'Missing required parameter: <name>'. */
export function requiredString(name: string, options: { max?: number } = {}) {
  const max = options.max ?? 256;
  return z
    .string({ error: (issue) => (isAbsent(issue.input) ? missingParameterMessage(name) : `${name} must be a string`) })
    .check(
      z.trim(),
      z.minLength(1, { error: missingParameterMessage(name) }),
      z.maxLength(max, { error: `${name} must be at most ${max} characters` }),
      z.refine(...storable(name)),
    );
}

/** A required list of non-blank strings. */
export function requiredStringList(name: string, options: { max?: number; itemMax?: number } = {}) {
  const max = options.max ?? 100;
  return z
    .array(
      z
        .string({ error: `${name} must be a list of strings` })
        .check(
          z.trim(),
          z.minLength(1, { error: `${name} must not contain empty values` }),
          z.maxLength(options.itemMax ?? 256, { error: `${name} contains a value that is too long` }),
          z.refine(...storable(name)),
        ),
      { error: (issue) => (isAbsent(issue.input) ? missingParameterMessage(name) : `${name} must be a list`) },
    )
    .check(z.maxLength(max, { error: `${name} must have at most ${max} entries` }));
}

/** An organisation code. Codes are stored upper case; any case is accepted. */
export function orgcodeParam(name = 'orgcode') {
  return z.pipe(
    requiredString(name, { max: 64 }),
    z.transform((code: string) => code.toUpperCase()),
  );
}

/**
 * A match date-time as the connection record gives it (an ISO 8601 string).
 * The server compares instants, so any ISO spelling of the same instant matches.
 */
export function matchDateTimeParam(name = 'matchDateTime') {
  return requiredString(name, { max: 64 }).check(
    z.refine((value: string) => !Number.isNaN(Date.parse(value)), {
      error: `${name} must be an ISO 8601 date-time`,
    }),
  );
}

/**
 * A boolean that also accepts the strings 'true' and 'false' (query strings,
 * and older clients that send flags as text).
 */
export function looseBoolean(name: string) {
  return z.union(
    [z.boolean(), z.pipe(z.enum(['true', 'false']), z.transform((value: 'true' | 'false') => value === 'true'))],
    { error: `${name} must be true or false` },
  );
}

/** A positive whole number sent as a number or as text ('500'), capped at `max`. */
export function looseLimit(name: string, max: number) {
  return z.pipe(
    z.union([z.number(), z.pipe(z.string().check(z.trim(), z.regex(/^\d{1,9}$/)), z.transform(Number))], {
      error: `${name} must be a whole number`,
    }),
    z.pipe(
      z
        .number()
        .check(z.int({ error: `${name} must be a whole number` }), z.gte(0, { error: `${name} must not be negative` })),
      z.transform((value: number) => Math.min(value, max)),
    ),
  );
}

/** Every error answer of our API: a clear message for people, and a stable code for programs. */
export const apiErrorSchema = z.object({
  error: z.string().check(z.minLength(1)),
  code: z.optional(z.string()),
});
