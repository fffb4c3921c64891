-- make reset-2fa: turns the owner's second factor off, for an owner who lost both the
-- authenticator app and the recovery codes. Sessions and the document are left as they are.
BEGIN;
DELETE FROM recovery_code;
DELETE FROM second_factor;
COMMIT;
