-- Gives back up to p_count unspent slots of a lease (recorded at p_at), under the bucket's advisory lock.
-- Two leases can share one recorded millisecond (two processes leasing at once). Without the lock, two returns of
-- those leases select the same rows; the later DELETE finds them gone and removes fewer than it gave back, so
-- the window stayed over-counted. Under the lock the later return reads after the earlier one committed.
CREATE OR REPLACE FUNCTION rate_limit_return(p_bucket text, p_at timestamptz, p_count int)
RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('rate_limit:' || p_bucket));
  DELETE FROM rate_limit_hits WHERE id IN (
    SELECT h.id FROM rate_limit_hits h WHERE h.bucket = p_bucket AND h.at = p_at LIMIT p_count);
END
$$;
