-- make restore and rollback, before the schema is dropped, in the same transaction: this server's
-- trusted devices, and its second factor when it is on with its recovery codes (used ones marked),
-- so that restore-sign-in.sql can put them back over the dump's. Left out when the owner asks for
-- the dump's sign-in as it is.
DO $$
BEGIN
  -- Nested: a condition naming a table that does not exist fails even when the first part is false.
  IF to_regclass('public.second_factor') IS NOT NULL THEN
    IF EXISTS (SELECT FROM public.second_factor WHERE enabled) THEN
      CREATE TEMP TABLE kept_second_factor ON COMMIT DROP AS
        SELECT username, secret, enabled, last_step, created_at FROM public.second_factor;
      CREATE TEMP TABLE kept_recovery_code ON COMMIT DROP AS
        SELECT code_hash, username, used_at FROM public.recovery_code;
    END IF;
  END IF;
  -- Every column, as the dump's release may know fewer of them; none trusted without a table.
  IF to_regclass('public.trusted_device') IS NOT NULL THEN
    CREATE TEMP TABLE kept_trusted_device ON COMMIT DROP AS SELECT * FROM public.trusted_device;
  ELSE
    CREATE TEMP TABLE kept_trusted_device (id bigint) ON COMMIT DROP;
  END IF;
END $$;
