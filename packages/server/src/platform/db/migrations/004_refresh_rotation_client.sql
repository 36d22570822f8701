-- Which client spent a session's previous refresh token (a hash of its address and user agent), so
-- that a replay of that token can be told apart: the same client within seconds is two tabs
-- refreshing at once; anyone else holds a stolen token, and the session ends.
ALTER TABLE sessions ADD COLUMN rotated_by text;
