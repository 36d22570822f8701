/** The `job_runs` table: leases on runs of a job for a key, and their outcomes. */
import type { Queryable } from '../db/types.ts';

export interface JobRunRow {
  job: string;
  key: string;
  status: 'running' | 'done' | 'failed';
  attempts: number;
  leaseOwner: string | null;
  leaseUntil: Date | null;
  startedAt: Date;
  finishedAt: Date | null;
  outcome: unknown;
  error: string | null;
}

/**
 * Takes the run of `job` for `key` for `owner` until `leaseUntil`: a new run, one whose lease has
 * run out (its instance died half way), or a failed one whose backoff is over, while attempts are
 * left. Undefined when another instance holds it, it is done, or it has no attempts left.
 */
export async function claimRun(
  db: Queryable,
  run: { job: string; key: string; owner: string; now: Date; leaseUntil: Date; maxAttempts: number },
): Promise<{ attempts: number } | undefined> {
  const { rows } = await db.query<{ attempts: number }>(
    `INSERT INTO job_runs AS r (job, key, status, attempts, lease_owner, lease_until, started_at)
     VALUES ($1, $2, 'running', 1, $3, $5, $4)
     ON CONFLICT (job, key) DO UPDATE SET
       status = 'running', attempts = r.attempts + 1, lease_owner = EXCLUDED.lease_owner,
       lease_until = EXCLUDED.lease_until, started_at = EXCLUDED.started_at, retry_at = NULL, error = NULL
     WHERE r.attempts < $6
       AND ((r.status = 'running' AND r.lease_until < $4) OR (r.status = 'failed' AND (r.retry_at IS NULL OR r.retry_at <= $4)))
     RETURNING attempts`,
    [run.job, run.key, run.owner, run.now, run.leaseUntil, run.maxAttempts],
  );
  return rows[0];
}

/** Extends the lease while the owner still holds it; false when it was lost (taken by another instance). */
export async function renewLease(db: Queryable, job: string, key: string, owner: string, leaseUntil: Date): Promise<boolean> {
  const { affectedRows } = await db.query(
    `UPDATE job_runs SET lease_until = $4 WHERE job = $1 AND key = $2 AND lease_owner = $3 AND status = 'running'`,
    [job, key, owner, leaseUntil],
  );
  return affectedRows > 0;
}

/** Records the outcome of a run the owner still holds; false when it no longer did. */
export async function finishRun(
  db: Queryable,
  run: { job: string; key: string; owner: string; now: Date; outcome: unknown },
): Promise<boolean> {
  const { affectedRows } = await db.query(
    `UPDATE job_runs SET status = 'done', finished_at = $4, outcome = $5::jsonb, lease_owner = NULL, lease_until = NULL
      WHERE job = $1 AND key = $2 AND lease_owner = $3 AND status = 'running'`,
    [run.job, run.key, run.owner, run.now, JSON.stringify(run.outcome ?? null)],
  );
  return affectedRows > 0;
}

export async function failRun(
  db: Queryable,
  run: { job: string; key: string; owner: string; now: Date; error: string; retryAt: Date },
): Promise<void> {
  await db.query(
    `UPDATE job_runs SET status = 'failed', finished_at = $4, error = $5, retry_at = $6, lease_owner = NULL, lease_until = NULL
      WHERE job = $1 AND key = $2 AND lease_owner = $3 AND status = 'running'`,
    [run.job, run.key, run.owner, run.now, run.error.slice(0, 2000), run.retryAt],
  );
}

export async function findRun(db: Queryable, job: string, key: string): Promise<JobRunRow | undefined> {
  const { rows } = await db.query<JobRunRow>(
    `SELECT job, key, status, attempts, lease_owner AS "leaseOwner", lease_until AS "leaseUntil",
            started_at AS "startedAt", finished_at AS "finishedAt", outcome, error
       FROM job_runs WHERE job = $1 AND key = $2`,
    [job, key],
  );
  return rows[0];
}
