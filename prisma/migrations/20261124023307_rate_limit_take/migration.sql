-- Sliding-log rate limit, several slots in one round trip (rate_limit_hit takes one).
-- Same per-bucket advisory lock, prune and count as rate_limit_hit; grants up to p_want slots that fit under
-- p_limit and records them at now + p_ahead_ms (a lease a gateway process spends within p_ahead_ms: dating its
-- hits at the lease's end keeps every request inside the window it is counted in). retry_after_ms is set when
-- fewer than p_want were granted. "at" is the recorded time, to give unspent slots back with rate_limit_return.
CREATE OR REPLACE FUNCTION rate_limit_take(p_bucket text, p_limit int, p_window_ms int, p_want int, p_ahead_ms int)
RETURNS TABLE (granted int, used int, retry_after_ms int, at timestamptz)
LANGUAGE plpgsql AS $$
DECLARE
  v_now timestamptz;
  v_at timestamptz;
  v_window interval := make_interval(secs => p_window_ms / 1000.0);
  v_count int;
  v_oldest timestamptz;
  v_granted int;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('rate_limit:' || p_bucket));
  v_now := clock_timestamp();
  v_at := (v_now + make_interval(secs => p_ahead_ms / 1000.0))::timestamptz(3);
  DELETE FROM rate_limit_hits h WHERE h.bucket = p_bucket AND h.at <= v_now - v_window;
  SELECT count(*)::int, min(h.at) INTO v_count, v_oldest FROM rate_limit_hits h WHERE h.bucket = p_bucket;
  v_granted := LEAST(p_want, GREATEST(0, p_limit - v_count));
  IF v_granted > 0 THEN
    INSERT INTO rate_limit_hits (bucket, at) SELECT p_bucket, v_at FROM generate_series(1, v_granted);
  END IF;
  RETURN QUERY SELECT v_granted, v_count + v_granted,
    CASE WHEN v_granted < p_want
      THEN GREATEST(1, CEIL(EXTRACT(EPOCH FROM (COALESCE(LEAST(v_oldest, v_at), v_at) + v_window - v_now)) * 1000))::int
      ELSE 0 END,
    v_at;
END
$$;

-- Gives back up to p_count unspent slots of a lease (recorded at p_at).
CREATE OR REPLACE FUNCTION rate_limit_return(p_bucket text, p_at timestamptz, p_count int)
RETURNS void
LANGUAGE sql AS $$
  DELETE FROM rate_limit_hits WHERE id IN (
    SELECT id FROM rate_limit_hits WHERE bucket = p_bucket AND at = p_at LIMIT p_count);
$$;
