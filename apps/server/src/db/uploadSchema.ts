import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';
import { at, id, tenant } from './tenantColumns.ts';

/**
 * Pictures the tenant uploaded (自定义商品, 工单): the bytes in PostgreSQL so every server process serves
 * them, under an unguessable id; served to the tenant alone, with the type their bytes showed.
 */
export const uploadedImages = pgTable(
  'uploaded_images',
  {
    id: id(),
    tenantId: tenant(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    imageId: text('image_id').notNull().unique(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('uploaded_images_tenant').on(t.tenantId, t.createdAt)],
);
