-- The job runner (platform/jobs): one row per run of a job for a key (weekly matching: one per
-- organisation and week). An instance runs a key only while it holds the row's lease, and renews it
-- while it works; a run whose lease ran out (its instance died) or that failed is taken again, up to
-- the job's attempts; a finished run records its outcome and is never run again.
CREATE TABLE job_runs (
  job text NOT NULL,
  key text NOT NULL,
  status text NOT NULL CHECK (status IN ('running', 'done', 'failed')),
  attempts integer NOT NULL DEFAULT 1,
  lease_owner text,
  lease_until timestamptz,
  -- A failed run is not taken again before this (backoff).
  retry_at timestamptz,
  started_at timestamptz NOT NULL,
  finished_at timestamptz,
  outcome jsonb,
  error text,
  PRIMARY KEY (job, key)
);
-- "What is running, or waits for a retry" (the runner's sweep and operators' questions).
CREATE INDEX job_runs_open_idx ON job_runs (job, status) WHERE status <> 'done';
