-- make restore and rollback, once the dump's SQL has run, in the same transaction: signing in is
-- never weaker after them. Every session ends, or one signed out after the backup would be signed
-- in again. This server's trusted devices replace the dump's, or one forgotten after the backup
-- would be trusted again. The second factor restore-keep-sign-in.sql kept (this server's, on)
-- replaces the dump's, or two-step sign-in turned on after the backup would be off, and recovery
-- codes used since would work again. The outcome goes to pg_temp.restore_outcome, which make
-- restore made: as-backed-up, kept (the dump's secret or codes differed) or kept-was-off (the dump
-- had none on).
DO $$
DECLARE
  result text := 'as-backed-up';
  columns text;
BEGIN
  IF to_regclass('public.session') IS NOT NULL THEN
    DELETE FROM public.session;
  END IF;
  IF to_regclass('pg_temp.kept_trusted_device') IS NOT NULL AND to_regclass('public.trusted_device') IS NOT NULL THEN
    DELETE FROM public.trusted_device;
    -- The columns both releases know; the others take their defaults.
    SELECT string_agg(quote_ident(kept.attname), ', ') INTO columns
      FROM pg_attribute kept JOIN pg_attribute dumped ON dumped.attname = kept.attname
      WHERE kept.attrelid = 'pg_temp.kept_trusted_device'::regclass AND kept.attnum > 0 AND NOT kept.attisdropped
        AND dumped.attrelid = 'public.trusted_device'::regclass AND dumped.attnum > 0 AND NOT dumped.attisdropped;
    EXECUTE format('INSERT INTO public.trusted_device (%1$s) SELECT %1$s FROM pg_temp.kept_trusted_device', columns);
    -- The dump's sequence may be behind the ids kept.
    PERFORM setval(pg_get_serial_sequence('public.trusted_device', 'id'), max(id)) FROM public.trusted_device HAVING max(id) IS NOT NULL;
  END IF;
  IF to_regclass('pg_temp.kept_second_factor') IS NOT NULL THEN
    IF to_regclass('public.second_factor') IS NULL THEN
      RAISE EXCEPTION 'This backup is from a release before two-step sign-in, which is on here: restored, it would be off. SIGN_IN=backup restores it so.';
    END IF;
    IF NOT EXISTS (SELECT FROM public.second_factor WHERE enabled) THEN
      result := 'kept-was-off';
    -- Told only when it matters to the owner: a secret or a recovery code other than the dump's.
    ELSIF EXISTS (
      (SELECT username, secret FROM public.second_factor EXCEPT SELECT username, secret FROM pg_temp.kept_second_factor)
      UNION ALL (SELECT username, secret FROM pg_temp.kept_second_factor EXCEPT SELECT username, secret FROM public.second_factor)
    ) OR EXISTS (
      (SELECT code_hash, used_at FROM public.recovery_code EXCEPT SELECT code_hash, used_at FROM pg_temp.kept_recovery_code)
      UNION ALL (SELECT code_hash, used_at FROM pg_temp.kept_recovery_code EXCEPT SELECT code_hash, used_at FROM public.recovery_code)
    ) THEN
      result := 'kept';
    END IF;
    DELETE FROM public.recovery_code;
    DELETE FROM public.second_factor;
    INSERT INTO public.second_factor (username, secret, enabled, last_step, created_at)
      SELECT username, secret, enabled, last_step, created_at FROM pg_temp.kept_second_factor;
    INSERT INTO public.recovery_code (code_hash, username, used_at)
      SELECT code_hash, username, used_at FROM pg_temp.kept_recovery_code;
  END IF;
  INSERT INTO pg_temp.restore_outcome VALUES (result);
END $$;
