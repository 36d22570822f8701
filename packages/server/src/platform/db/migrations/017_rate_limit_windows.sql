-- Sliding-window rate limits shared by every instance (when REDIS_URL is not set): a key may be hit `limit` times in
-- any span of its window ("five a minute" means no six within 60 seconds, wherever the minute starts). Each row keeps
-- the times of the hits it let through that are still inside the window, oldest first; a refused hit is not kept.
-- One upsert decides and records a hit, so requests at once on any instance are counted exactly. Limits counted per
-- day (or a member's own day) stay in rate_limit_buckets.
CREATE TABLE rate_limit_windows (
  key text PRIMARY KEY,
  hits timestamptz[] NOT NULL,
  -- Whether the statement that last wrote the row let its hit through: what that statement answers.
  admitted boolean NOT NULL,
  -- When the newest hit leaves the window: the row is then worthless and may be swept.
  expires_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_windows_expires_at_idx ON rate_limit_windows (expires_at);
