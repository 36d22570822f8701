/**
 * The job runner: work that runs on a schedule, once per key, however many
 * instances there are. Each job says which keys are due now (weekly matching:
 * one per open organisation and the current week) and how to run one. On
 * every tick each instance tries to take each due key's run in `job_runs`
 * (repository.ts): only one succeeds; it holds a lease, renewed while it
 * works, and records the outcome when done. A run whose instance died half
 * way is taken again once its lease runs out; a failed run is taken again
 * after a backoff; both up to `maxAttempts`.
 *
 * Why not pg-boss: it works here on both engines, but what we need is one
 * claim statement over our own `Db` (the same on PGlite and PostgreSQL),
 * where pg-boss brings a second schema, its own connections and polling and
 * maintenance timers in every instance, and would still need our key per
 * organisation and week for "once". packages/server/docs/platform.md says more.
 */
import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock.ts';
import { systemClock } from '../clock.ts';
import type { Db } from '../db/types.ts';
import * as repo from './repository.ts';

export interface JobDefinition<Outcome = unknown> {
  name: string;
  /** The keys due now; each is run once (for good, when it succeeds). */
  dueKeys(now: Date): Promise<string[]>;
  run(key: string, context: { attempt: number; signal: AbortSignal }): Promise<Outcome>;
  /** How long a run may go without renewing its lease before another instance takes it (default 60 s). */
  leaseSeconds?: number;
  /** Tries per key, the first included (default 5). */
  maxAttempts?: number;
  /** Wait after a failure before the next try (default 60 s, doubled each time). */
  retryDelaySeconds?: number;
  /** A job of many small runs (one per member): each run's success is logged at debug, not info. Failures stay errors. */
  quiet?: boolean;
}

export interface JobRunnerLog {
  debug?(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface JobRunner {
  register<Outcome>(job: JobDefinition<Outcome>): void;
  /** One pass over every job's due keys; resolves when the runs it took have ended. */
  tick(): Promise<void>;
  /** Ticks now and then every `intervalMs`. */
  start(intervalMs?: number): void;
  /** Stops ticking and waits for the runs in progress. */
  stop(): Promise<void>;
  /** This instance's name in `job_runs.lease_owner`. */
  readonly owner: string;
}

export function createJobRunner(deps: { db: Db; log: JobRunnerLog; clock?: Clock; owner?: string }): JobRunner {
  const { db, log } = deps;
  const clock = deps.clock ?? systemClock;
  const owner = deps.owner ?? `${process.pid}-${randomUUID().slice(0, 8)}`;
  const jobs: JobDefinition<unknown>[] = [];
  const inFlight = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;
  let stopped = false;

  async function runOne(job: JobDefinition<unknown>, key: string): Promise<void> {
    const leaseMs = (job.leaseSeconds ?? 60) * 1000;
    const now = clock.now();
    const claimed = await repo.claimRun(db, {
      job: job.name,
      key,
      owner,
      now,
      leaseUntil: new Date(now.getTime() + leaseMs),
      maxAttempts: job.maxAttempts ?? 5,
    });
    if (!claimed) return;
    const controller = new AbortController();
    // Renew at a third of the lease, so one slow renewal does not lose it.
    const renew = setInterval(() => {
      repo
        .renewLease(db, job.name, key, owner, new Date(clock.now().getTime() + leaseMs))
        .then((held) => {
          if (!held) controller.abort(new Error('The lease was lost'));
        })
        .catch((error: unknown) => log.warn({ err: error, job: job.name, key }, 'Could not renew a job lease'));
    }, leaseMs / 3);
    renew.unref();
    try {
      const outcome = await job.run(key, { attempt: claimed.attempts, signal: controller.signal });
      clearInterval(renew);
      if (await repo.finishRun(db, { job: job.name, key, owner, now: clock.now(), outcome })) {
        const done = { job: job.name, key, attempt: claimed.attempts, outcome };
        if (job.quiet) log.debug?.(done, 'Job run done');
        else log.info(done, 'Job run done');
      } else {
        log.warn({ job: job.name, key }, 'Job run ended after its lease was taken; its outcome is not recorded');
      }
    } catch (error) {
      clearInterval(renew);
      const delayMs = (job.retryDelaySeconds ?? 60) * 1000 * 2 ** (claimed.attempts - 1);
      log.error({ err: error, job: job.name, key, attempt: claimed.attempts }, 'Job run failed');
      await repo
        .failRun(db, {
          job: job.name,
          key,
          owner,
          now: clock.now(),
          error: error instanceof Error ? error.message : String(error),
          retryAt: new Date(clock.now().getTime() + delayMs),
        })
        .catch((failError: unknown) => log.warn({ err: failError, job: job.name, key }, 'Could not record a failed job run'));
    }
  }

  async function tickOnce(): Promise<void> {
    for (const job of jobs) {
      if (stopped) return;
      let keys: string[];
      try {
        keys = await job.dueKeys(clock.now());
      } catch (error) {
        log.error({ err: error, job: job.name }, 'Could not list the keys due for a job');
        continue;
      }
      for (const key of keys) {
        if (stopped) return;
        const run = runOne(job, key).catch((error: unknown) =>
          log.error({ err: error, job: job.name, key }, 'Job run could not start'),
        );
        inFlight.add(run);
        try {
          // One run at a time per instance: jobs are few and heavy, and requests come first.
          await run;
        } finally {
          inFlight.delete(run);
        }
      }
    }
  }

  return {
    owner,
    register(job) {
      jobs.push(job as JobDefinition<unknown>);
    },
    tick() {
      ticking ??= tickOnce().finally(() => {
        ticking = undefined;
      });
      return ticking;
    },
    start(intervalMs = 60 * 60 * 1000) {
      if (timer || stopped) return;
      void this.tick();
      timer = setInterval(() => void this.tick(), intervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      // The run in progress ends; no other starts.
      await Promise.allSettled([...inFlight]);
    },
  };
}
