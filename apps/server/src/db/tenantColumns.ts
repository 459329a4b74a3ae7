import { bigint, bigserial, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './schema.ts';

/** Column shapes the business tables share: ids, fen, instants and the owning tenant. */
export const id = () => bigserial('id', { mode: 'number' }).primaryKey();
export const fen = (name: string) => bigint(name, { mode: 'number' });
export const at = (name: string) => timestamp(name, { withTimezone: true });
export const tenant = () =>
  bigint('tenant_id', { mode: 'number' })
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });
