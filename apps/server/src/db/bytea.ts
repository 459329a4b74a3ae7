import { customType } from 'drizzle-orm/pg-core';

/** Raw bytes (a photo, a file): its own module, as `schema.ts` and `tenantColumns.ts` import each other. */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
