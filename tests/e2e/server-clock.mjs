/**
 * Loaded first (`node --import`) by a server the end-to-end tests start: moves the process's clock by
 * E2E_CLOCK_OFFSET_MS, so the server (and its embedded database) read the tests' time (clock.ts). `Date.now()` and
 * `new Date()` move; a date built from a value, and the monotonic timers, do not.
 */
const offset = Number(process.env.E2E_CLOCK_OFFSET_MS);

if (Number.isFinite(offset) && offset !== 0) {
  const RealDate = globalThis.Date;
  const now = () => RealDate.now() + offset;
  function Date(...args) {
    // Called without `new`, Date gives now as a string.
    if (!new.target) return new RealDate(now()).toString();
    return Reflect.construct(RealDate, args.length === 0 ? [now()] : args, new.target);
  }
  // The same prototype, so `instanceof` holds both ways, and the same statics (parse, UTC).
  Date.prototype = RealDate.prototype;
  Object.setPrototypeOf(Date, RealDate);
  Date.now = now;
  globalThis.Date = Date;
}
