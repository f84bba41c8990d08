-- Change notifications for in-process caches (hosting's host -> site -> release map, the gateway's verified-key cache).
-- Each trigger sends the changed row's id on a channel; listeners drop what they cached for it at once.
-- NOTIFY is transactional: listeners hear it only after the change commits.

-- sgs_site_changed: a site's id when the site, its research (notice colour) or a domain bound to it changes.
CREATE OR REPLACE FUNCTION sgs_notify_site_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sites' THEN
    PERFORM pg_notify('sgs_site_changed', COALESCE(NEW.id, OLD.id)::text);
  ELSE
    IF TG_OP <> 'INSERT' AND OLD.site_id IS NOT NULL THEN
      PERFORM pg_notify('sgs_site_changed', OLD.site_id::text);
    END IF;
    IF TG_OP <> 'DELETE' AND NEW.site_id IS NOT NULL THEN
      PERFORM pg_notify('sgs_site_changed', NEW.site_id::text);
    END IF;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER sites_notify_changed AFTER INSERT OR UPDATE OR DELETE ON sites
  FOR EACH ROW EXECUTE FUNCTION sgs_notify_site_changed();
CREATE TRIGGER domains_notify_changed AFTER INSERT OR UPDATE OR DELETE ON domains
  FOR EACH ROW EXECUTE FUNCTION sgs_notify_site_changed();
CREATE TRIGGER research_notify_changed AFTER INSERT OR UPDATE OF brand_colors OR DELETE ON research
  FOR EACH ROW EXECUTE FUNCTION sgs_notify_site_changed();

-- sgs_api_key_changed: a key's id when it is revoked, rotated or deleted; sgs_account_changed: an account's id.
CREATE OR REPLACE FUNCTION sgs_notify_row_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(TG_ARGV[0], COALESCE(NEW.id, OLD.id)::text);
  RETURN NULL;
END
$$;

CREATE TRIGGER api_keys_notify_updated AFTER UPDATE ON api_keys
  FOR EACH ROW WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.secret_hash IS DISTINCT FROM NEW.secret_hash
    OR OLD.account_id IS DISTINCT FROM NEW.account_id)
  EXECUTE FUNCTION sgs_notify_row_changed('sgs_api_key_changed');
CREATE TRIGGER api_keys_notify_deleted AFTER DELETE ON api_keys
  FOR EACH ROW EXECUTE FUNCTION sgs_notify_row_changed('sgs_api_key_changed');
CREATE TRIGGER accounts_notify_changed AFTER UPDATE OR DELETE ON accounts
  FOR EACH ROW EXECUTE FUNCTION sgs_notify_row_changed('sgs_account_changed');
