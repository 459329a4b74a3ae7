import { sql, type SQL } from 'drizzle-orm';
import type { GoodsAssociationFilter } from '@oms/api-client';
import { arrayParam } from '../../../db/arrayParam.ts';
import { associationBaseWhere, associationTabWhere } from './associationPage.ts';

export type AssociationSelection =
  { mode: 'ids'; ids: number[] } | { mode: 'filter'; filter: GoodsAssociationFilter };

/** The SKUs (`s`, joined to their link `a`) a bulk job or an export covers: ticked ids or every match. */
export function associationSelectionWhere(tenantId: number, selection: AssociationSelection): SQL {
  if (selection.mode === 'ids')
    return sql`s.tenant_id = ${tenantId} and s.id = any(${arrayParam(selection.ids)}::bigint[])`;
  return sql.join(
    [...associationBaseWhere(tenantId, selection.filter), associationTabWhere(selection.filter.tab)],
    sql` and `,
  );
}
