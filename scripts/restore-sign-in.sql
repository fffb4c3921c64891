-- make restore, once the dump's SQL has run, in the same transaction: a restore never makes
-- signing in weaker. Every session ends, or one signed out after the backup would be signed in
-- again. The second factor restore-keep-second-factor.sql kept (this server's, on) replaces the
-- dump's, or two-step sign-in turned on after the backup would be off, and recovery codes used
-- since would work again. The outcome goes to pg_temp.restore_outcome, which make restore made:
-- as-backed-up, kept (the dump's secret or codes differed) or kept-was-off (the dump had none on).
DO $$
DECLARE
  result text := 'as-backed-up';
BEGIN
  IF to_regclass('public.session') IS NOT NULL THEN
    DELETE FROM public.session;
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
