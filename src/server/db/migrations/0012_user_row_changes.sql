-- Row-change notifications for the per-user read cache (decision 0031). Every change to a row a
-- cached read depends on sends its owners' ids on channel presta_user_rows (comma-separated,
-- one notification per statement); a change to a row every user reads (a product), or to more
-- users than one payload holds, sends '*'. Statement-level triggers: a sweep over 10,000 loans
-- sends one notification, not 10,000. PostgreSQL delivers them at commit to every listener.

-- Whose row it is: users by id; ledger rows by user_id, else their order's borrower; others by user_id.
CREATE FUNCTION presta_row_owner(r jsonb, how text) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT CASE how
    WHEN 'id' THEN (r ->> 'id')::bigint
    WHEN 'order' THEN coalesce((r ->> 'user_id')::bigint, (SELECT o.user_id FROM loan_orders o WHERE o.id = (r ->> 'order_id')::bigint))
    ELSE (r ->> 'user_id')::bigint
  END
$$;
--> statement-breakpoint
CREATE FUNCTION presta_notify_user_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  IF TG_ARGV[0] = 'all' THEN
    PERFORM pg_notify('presta_user_rows', '*');
    RETURN NULL;
  END IF;
  -- A statement over more than 500 rows (a sweep, a bulk load) tells everyone: cheaper than
  -- listing the owners, and one payload could not hold them anyway.
  IF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM old_rows OFFSET 500 LIMIT 1;
  ELSE
    PERFORM 1 FROM new_rows OFFSET 500 LIMIT 1;
  END IF;
  IF FOUND THEN
    PERFORM pg_notify('presta_user_rows', '*');
    RETURN NULL;
  END IF;
  -- Each event's trigger names only the transition tables it has (see below).
  IF TG_OP = 'INSERT' THEN
    SELECT string_agg(DISTINCT presta_row_owner(to_jsonb(r), TG_ARGV[0])::text, ',') INTO ids FROM new_rows r;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT string_agg(DISTINCT presta_row_owner(to_jsonb(r), TG_ARGV[0])::text, ',') INTO ids FROM old_rows r;
  ELSE
    SELECT string_agg(DISTINCT u::text, ',') INTO ids FROM (
      SELECT presta_row_owner(to_jsonb(r), TG_ARGV[0]) AS u FROM new_rows r
      UNION SELECT presta_row_owner(to_jsonb(r), TG_ARGV[0]) FROM old_rows r) s;
  END IF;
  IF ids IS NOT NULL THEN
    -- A payload must stay under 8,000 bytes.
    PERFORM pg_notify('presta_user_rows', CASE WHEN length(ids) > 7000 THEN '*' ELSE ids END);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t record;
BEGIN
  -- The tables the cached reads (latest order, repay detail) read, and how each names its owner.
  FOR t IN SELECT * FROM (VALUES
    ('users', 'id'), ('loan_orders', 'user_id'), ('assessments', 'user_id'), ('coupons', 'user_id'),
    ('rollovers', 'user_id'), ('repayment_vouchers', 'user_id'),
    ('ledger_transactions', 'order'), ('ledger_entries', 'order'), ('products', 'all')
  ) AS v(tbl, how) LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION presta_notify_user_rows(%L)', t.tbl || '_rows_ins', t.tbl, t.how);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION presta_notify_user_rows(%L)', t.tbl || '_rows_upd', t.tbl, t.how);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION presta_notify_user_rows(%L)', t.tbl || '_rows_del', t.tbl, t.how);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION presta_notify_user_rows(%L)', t.tbl || '_rows_trunc', t.tbl, 'all');
  END LOOP;
END $$;
