/**
 * The typed-attribute form of plain JSON (docs/decisions.md#we-build-the-server): what another
 * implementation of the profile contract may answer. Our server never sends
 * it; the handlers' typed mode and the normalisers' tests do, so the client is
 * proven to read both forms.
 */

export function toTypedAttributes(value: unknown): unknown {
  if (value === undefined || value === null) return { NULL: true };
  if (typeof value === 'string') return { S: value };
  if (typeof value === 'number') return { N: String(value) };
  if (typeof value === 'boolean') return { BOOL: value };
  if (Array.isArray(value)) return { L: value.map(toTypedAttributes) };
  if (typeof value === 'object') {
    return { M: Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toTypedAttributes(item)])) };
  }
  return { NULL: true };
}

/** An item: a map of attribute names to typed values, without an outer `M` (a stored record). */
export function toTypedItem(record: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, toTypedAttributes(item)]));
}
