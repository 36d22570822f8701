/**
 * What every profile call does before and after the network: check the
 * request with the contract's schema (the same words the server would use),
 * make sure there is a token, and read the answer's text (an empty body is
 * an answer too: "returned nothing").
 */
import type * as z from 'zod/mini';
import { getIdToken } from '../../shared/session.ts';

/** Profile fetch without a token (docs/product.md#validation). */
export const NO_PROFILE_TOKEN = 'No authentication token available';
/** Other data calls without a token (docs/product.md#validation). */
export const NO_JWT_TOKEN = 'No JWT token available';

/** Parses a request with a contract schema; throws an Error carrying the first issue's message. */
export function parseRequest<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new Error(result.error.issues[0]?.message ?? 'Invalid request');
}

/** The bearer header for a call; throws `missingMessage` when signed out. */
export async function bearer(missingMessage: string): Promise<{ Authorization: string }> {
  const token = await getIdToken();
  if (!token) throw new Error(missingMessage);
  return { Authorization: `Bearer ${token}` };
}

/** The answer's JSON, or null for an empty body. */
export async function readJson(response: Response): Promise<unknown> {
  const body = await response.text();
  if (!body.trim()) return null;
  return JSON.parse(body) as unknown;
}
