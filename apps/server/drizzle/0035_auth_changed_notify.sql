-- Each server process keeps the callers it has resolved (src/http/callerCache.ts). Whatever can end or
-- narrow a session — a revoke, a disabled or moved account, a renamed sub-account, a role's permissions
-- — tells every process to forget them, whichever process, tool or hand wrote it: the trigger is on the
-- tables, not in the code paths. One notification a statement; PostgreSQL sends it at commit.
CREATE FUNCTION oms_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('oms_auth_changed', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sessions_auth_changed AFTER UPDATE OR DELETE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION oms_auth_changed();--> statement-breakpoint
CREATE TRIGGER sessions_auth_truncated AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION oms_auth_changed();--> statement-breakpoint
CREATE TRIGGER accounts_auth_changed AFTER UPDATE OF state, parent_id, kind, username, sub_username OR DELETE ON accounts FOR EACH STATEMENT EXECUTE FUNCTION oms_auth_changed();--> statement-breakpoint
CREATE TRIGGER accounts_auth_truncated AFTER TRUNCATE ON accounts FOR EACH STATEMENT EXECUTE FUNCTION oms_auth_changed();--> statement-breakpoint
CREATE TRIGGER account_roles_auth_changed AFTER INSERT OR UPDATE OR DELETE ON account_roles FOR EACH STATEMENT EXECUTE FUNCTION oms_auth_changed();--> statement-breakpoint
CREATE TRIGGER account_roles_auth_truncated AFTER TRUNCATE ON account_roles FOR EACH STATEMENT EXECUTE FUNCTION oms_auth_changed();--> statement-breakpoint
CREATE TRIGGER role_permissions_auth_changed AFTER INSERT OR UPDATE OR DELETE ON role_permissions FOR EACH STATEMENT EXECUTE FUNCTION oms_auth_changed();--> statement-breakpoint
CREATE TRIGGER role_permissions_auth_truncated AFTER TRUNCATE ON role_permissions FOR EACH STATEMENT EXECUTE FUNCTION oms_auth_changed();
