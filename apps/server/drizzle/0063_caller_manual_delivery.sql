-- The manual-delivery (拿退货) permission is now kept with each resolved caller: granting or taking it
-- back must make every process forget its callers, as a disabled account does.
DROP TRIGGER accounts_auth_changed ON accounts;--> statement-breakpoint
CREATE TRIGGER accounts_auth_changed AFTER UPDATE OF state, parent_id, kind, username, sub_username, manual_delivery OR DELETE ON accounts FOR EACH STATEMENT EXECUTE FUNCTION oms_auth_changed();
