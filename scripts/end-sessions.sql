-- make end-sessions: signs every browser out and forgets every trusted device, for an owner who
-- thinks a session is in someone else's hands. The password, the second factor and the document
-- are left as they are.
BEGIN;
DELETE FROM session;
DELETE FROM trusted_device;
COMMIT;
