/**
 * A client's id for one booking or other write the server makes idempotent: the same id sent again (a retry)
 * changes nothing twice.
 */
export function newRequestId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
