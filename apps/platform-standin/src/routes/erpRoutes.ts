import type { FastifyInstance } from 'fastify';
import type { StandInContext } from '../context.ts';
import {
  kuaimaiBookOf,
  PURCHASE_STATUSES,
  type KuaimaiBook,
  type PurchaseStatus,
} from '../erp/kuaimaiBook.ts';
import { fieldsOf, optionalInteger, optionalText, type Fields } from './fields.ts';

/** 快麦 answers every call 200 with `success`; a refusal carries its `code` and `msg`. */
class KuaimaiRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const SESSION = /^km-[0-9A-Za-z_-]{4,60}$/;

function paging(fields: Fields) {
  const pageNo = optionalInteger(fields, 'pageNo', 1, 100_000) ?? 1;
  const pageSize = optionalInteger(fields, 'pageSize', 1, 200) ?? 40;
  return { pageNo, pageSize, from: (pageNo - 1) * pageSize };
}

function timeParam(fields: Fields, name: string): number | undefined {
  const text = optionalText(fields, name, 40);
  if (text === undefined) return undefined;
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) throw new KuaimaiRefusal('40', `${name} 格式不正确`);
  return ms;
}

const iso = (ms: number) => new Date(ms).toISOString();

type Method = (
  book: KuaimaiBook,
  fields: Fields,
  nowMs: number,
  publicUrl: string,
) => Record<string, unknown>;

const METHODS: Record<string, Method> = {
  'supplier.list.query': (book, fields) => {
    const { pageNo, pageSize, from } = paging(fields);
    return {
      total: book.suppliers.length,
      pageNo,
      pageSize,
      list: book.suppliers.slice(from, from + pageSize),
    };
  },
  'item.list.query': (book, fields, _nowMs, publicUrl) => {
    const { pageNo, pageSize, from } = paging(fields);
    return {
      total: book.items.length,
      pageNo,
      pageSize,
      list: book.items
        .slice(from, from + pageSize)
        .map((item) => ({ ...item, picPath: `${publicUrl}${item.picPath}`, modified: iso(item.modified) })),
    };
  },
  'purchase.order.query': (book, fields, nowMs) => {
    const { pageNo, pageSize, from } = paging(fields);
    const status = optionalText(fields, 'status', 30);
    if (status !== undefined && !PURCHASE_STATUSES.includes(status as PurchaseStatus))
      throw new KuaimaiRefusal('40', 'status 不是采购单状态');
    const start = timeParam(fields, 'startModified') ?? 0;
    const end = timeParam(fields, 'endModified') ?? nowMs;
    const found = book
      .purchaseOrders(nowMs)
      .filter((o) => (!status || o.status === status) && o.modified >= start && o.modified <= end)
      .sort((a, b) => a.modified - b.modified || a.code.localeCompare(b.code));
    return {
      total: found.length,
      pageNo,
      pageSize,
      list: found
        .slice(from, from + pageSize)
        .map((o) => ({ ...o, created: iso(o.created), modified: iso(o.modified) })),
    };
  },
};

/**
 * 快麦 ERP's open API as one router (`POST /km/erp/router`, form or JSON): `method`, `session` (the
 * ERP account's grant) and the method's fields. Read-only: the purchaser's suppliers, goods and 采购单.
 */
export function registerErpRoutes(app: FastifyInstance, ctx: StandInContext): void {
  app.post('/km/erp/router', async (request) => {
    try {
      const fields = fieldsOf(request.body);
      const session = optionalText(fields, 'session', 80);
      if (!session || !SESSION.test(session)) throw new KuaimaiRefusal('27', 'session 无效或已过期');
      const method = METHODS[optionalText(fields, 'method', 60) ?? ''];
      if (!method) throw new KuaimaiRefusal('22', '不存在的方法名');
      return {
        success: true,
        code: '0',
        ...method(kuaimaiBookOf(session), fields, ctx.clock.nowMs(), ctx.publicUrl.value),
      };
    } catch (error) {
      if (error instanceof KuaimaiRefusal) return { success: false, code: error.code, msg: error.message };
      // the shared field readers refuse with the platform's error; 快麦 words it as its own
      return { success: false, code: '40', msg: (error as Error).message };
    }
  });
}
