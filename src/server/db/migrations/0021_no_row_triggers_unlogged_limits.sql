-- The per-user read cache is gone (decision 0060 supersedes 0031): nothing listens on
-- presta_user_rows any more, so migration 0012's triggers and their functions go with it and
-- writes no longer pay a trigger per statement on these nine tables.
DO $$
DECLARE
  t text;
  ev text;
BEGIN
  FOREACH t IN ARRAY ARRAY['users', 'loan_orders', 'assessments', 'coupons', 'rollovers', 'repayment_vouchers',
                           'ledger_transactions', 'ledger_entries', 'products'] LOOP
    FOREACH ev IN ARRAY ARRAY['ins', 'upd', 'del', 'trunc'] LOOP
      EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_rows_' || ev, t);
    END LOOP;
  END LOOP;
END $$;
--> statement-breakpoint
DROP FUNCTION IF EXISTS presta_notify_user_rows();
--> statement-breakpoint
DROP FUNCTION IF EXISTS presta_row_owner(jsonb, text);
--> statement-breakpoint
-- Every call made without a session (a visitor's Home among them) takes from a rate counter: as a
-- logged table each take waited for a WAL flush while holding its row, so one network's calls
-- queued behind the disk (decision 0060). The counters are limits over ten minutes to a day,
-- never money: unlogged, a crash or a promoted standby starts them again from zero.
ALTER TABLE "rate_counters" SET UNLOGGED;
