-- migrate: no-transaction
-- Finished SMS (sent, delivered, failed) forget their one-time codes and set-password links:
-- the variable is masked in params and in the rendered body, as delivery now does when it
-- finishes a message outside demo mode (modules/messaging/delivery.ts). The secret variables
-- are those of SMS_KINDS at the time of writing (sms-kinds.ts): `code` of otp and
-- mobile_change_code, `link` of member_account_created. Rows without a kind (written before
-- kinds existed) keep no text at all, as the outbox screen already showed them. Messages still
-- queued or sending keep theirs: they have yet to be sent.
--
-- Cost on a live database: no schema change. The outbox is walked by primary key in ranges of
-- 10,000 ids, each range one short transaction that locks only the rows it changes: a million
-- messages are a hundred batches. Reading them is seconds; rewriting the rows that hold a code
-- (most SMS are one-time codes) is a new row version each, so expect tens of seconds and the
-- matching WAL for a million codes, and a vacuum afterwards. A writer waits at most for the one
-- batch that holds its row. It can run again after an interruption (masked rows no longer match).
DO $$
DECLARE
  low bigint;
  top bigint;
BEGIN
  SELECT min(id), max(id) INTO low, top FROM outbox;
  WHILE low <= top LOOP
    UPDATE outbox
       SET body = replace(body, params->>'code', '••••••'),
           params = jsonb_set(params, '{code}', '"••••••"')
     WHERE id >= low AND id < low + 10000
       AND status IN ('sent', 'delivered', 'failed')
       AND kind IN ('otp', 'mobile_change_code')
       AND params->>'code' <> '••••••';
    UPDATE outbox
       SET body = replace(body, params->>'link', '••••••'),
           params = jsonb_set(params, '{link}', '"••••••"')
     WHERE id >= low AND id < low + 10000
       AND status IN ('sent', 'delivered', 'failed')
       AND kind = 'member_account_created'
       AND params->>'link' <> '••••••';
    UPDATE outbox
       SET body = '••••••'
     WHERE id >= low AND id < low + 10000
       AND status IN ('sent', 'delivered', 'failed')
       AND kind IS NULL
       AND body <> '••••••';
    COMMIT;
    low := low + 10000;
  END LOOP;
END $$;
