-- Sliding-log rate limit in one round trip, correct across gateway processes.
-- A per-bucket advisory lock (held to the end of the calling statement's transaction) serialises
-- callers of one bucket; old hits are pruned, the rest counted, and the hit recorded only if allowed.
CREATE OR REPLACE FUNCTION rate_limit_hit(p_bucket text, p_limit int, p_window_ms int)
RETURNS TABLE (allowed boolean, used int, retry_after_ms int)
LANGUAGE plpgsql AS $$
DECLARE
  v_now timestamptz;
  v_window interval := make_interval(secs => p_window_ms / 1000.0);
  v_count int;
  v_oldest timestamptz;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('rate_limit:' || p_bucket));
  v_now := clock_timestamp();
  DELETE FROM rate_limit_hits WHERE bucket = p_bucket AND at <= v_now - v_window;
  SELECT count(*)::int, min(at) INTO v_count, v_oldest FROM rate_limit_hits WHERE bucket = p_bucket;
  IF v_count >= p_limit THEN
    RETURN QUERY SELECT false, v_count,
      GREATEST(1, CEIL(EXTRACT(EPOCH FROM (v_oldest + v_window - v_now)) * 1000))::int;
  ELSE
    INSERT INTO rate_limit_hits (bucket, at) VALUES (p_bucket, v_now);
    RETURN QUERY SELECT true, v_count + 1, 0;
  END IF;
END
$$;
