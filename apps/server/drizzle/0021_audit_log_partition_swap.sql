-- The swap (see 0020): one transaction holding ACCESS EXCLUSIVE on audit_log for milliseconds,
-- whatever its size. The table is renamed audit_log_legacy, the partitioned audit_log is
-- created, and the old table is attached as the partition of everything before the cutover.
-- Attaching scans nothing: the validated CHECK proves the bound, and 0020's index becomes the
-- key. An empty table (a new installation) is dropped instead. Month partitions follow, to three
-- months ahead. Retention drops the legacy partition once the cutover is older than it keeps.
-- If the lock cannot be had within 10 seconds (a long transaction on audit_log), the start
-- fails and nothing has changed; starting again retries.
SET LOCAL lock_timeout = '10s';
--> statement-breakpoint
DO $$
DECLARE
  cutover timestamptz;
  has_rows boolean;
BEGIN
  IF (SELECT relkind FROM pg_class WHERE oid = 'audit_log'::regclass) <> 'r' THEN
    RETURN;
  END IF;
  LOCK TABLE audit_log IN ACCESS EXCLUSIVE MODE;
  SELECT substring(pg_get_constraintdef(oid) FROM '''([^'']+)''')::timestamptz INTO cutover
    FROM pg_constraint WHERE conname = 'audit_log_before_cutover';
  has_rows := EXISTS (SELECT 1 FROM audit_log);
  ALTER TABLE audit_log RENAME TO audit_log_legacy;
  -- Its key on id alone gives way to one on (id, at), the parent's, made of step 1's index.
  ALTER TABLE audit_log_legacy DROP CONSTRAINT audit_log_pkey;
  ALTER TABLE audit_log_legacy
    ADD CONSTRAINT audit_log_legacy_pkey PRIMARY KEY USING INDEX audit_log_id_at_key;
  ALTER INDEX audit_log_actor_idx RENAME TO audit_log_legacy_actor_idx;
  ALTER INDEX audit_log_entity_idx RENAME TO audit_log_legacy_entity_idx;
  ALTER INDEX audit_log_at_idx RENAME TO audit_log_legacy_at_idx;
  -- The parent's row trigger is cloned onto every partition, this one included.
  DROP TRIGGER audit_log_no_update_or_delete ON audit_log_legacy;
  CREATE TABLE audit_log (
    id bigint NOT NULL DEFAULT nextval('audit_log_id_seq'),
    at timestamptz NOT NULL DEFAULT now(),
    actor_user_id integer,
    action varchar(60) NOT NULL,
    entity varchar(60),
    entity_id varchar(64),
    ip varchar(64),
    detail jsonb,
    CONSTRAINT audit_log_pkey PRIMARY KEY (id, at)
  ) PARTITION BY RANGE (at);
  ALTER SEQUENCE audit_log_id_seq OWNED BY audit_log.id;
  CREATE INDEX audit_log_at_idx ON audit_log (at);
  CREATE INDEX audit_log_actor_idx ON audit_log (actor_user_id, at);
  CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id, at);
  CREATE TRIGGER audit_log_no_update_or_delete BEFORE UPDATE OR DELETE ON audit_log
    FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
  CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
    FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
  IF has_rows THEN
    EXECUTE format(
      'ALTER TABLE audit_log ATTACH PARTITION audit_log_legacy FOR VALUES FROM (MINVALUE) TO (%L)',
      cutover);
  ELSE
    DROP TABLE audit_log_legacy;
  END IF;
  PERFORM audit_log_add_months(3);
END $$;
