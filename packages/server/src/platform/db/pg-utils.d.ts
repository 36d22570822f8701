// `pg` encodes query parameters with this helper; its package ships no types for it.
declare module 'pg/lib/utils.js' {
  const utils: {
    /** A JavaScript value as PostgreSQL text (or a Buffer for bytea); null stays null. */
    prepareValue(value: unknown): string | Buffer | null;
  };
  export default utils;
}
