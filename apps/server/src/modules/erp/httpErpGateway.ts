import { z } from 'zod';
import { erpPurchaseStatus, stateCodeTuple } from '@oms/api-client';
import type { ErpGateway, ErpGoodsRecord, ErpPurchaseRecord } from './erpGateway.ts';
import { ErpError } from './erpGateway.ts';

const PAGE = 100;

type Answer = { success: boolean; code?: string; msg?: string; total?: number; list?: unknown[] };

const text = z.string().min(1).max(200);
const fen = z.number().int().min(0).max(100_000_000);
const when = z.iso.datetime({ offset: true });
/** What the sync needs of the ERP's answers, checked: anything else is the ERP's fault (47011), never a 500. */
const kmSupplier = z.object({ id: text, name: text });
const kmItem = z.object({
  sysItemId: text,
  outerId: text,
  title: text,
  picPath: z.string().max(500),
  supplierId: text.nullable(),
  skus: z.array(z.object({ purchasePrice: fen })),
});
const kmPurchase = z.object({
  code: text,
  status: z.enum(stateCodeTuple(erpPurchaseStatus)),
  created: when,
  modified: when,
  items: z.array(
    z.object({
      id: text,
      outerId: text,
      propertiesName: z.string().max(200),
      count: z.number().int().min(1).max(99_999),
      price: fen,
    }),
  ),
});

/** "颜色:黑色;尺码:M" → 黑色, M. */
export function skuProperties(text: string): { color: string; size: string } {
  const props = new Map(
    text.split(';').map((pair) => {
      const at = pair.indexOf(':');
      return [pair.slice(0, at).trim(), pair.slice(at + 1).trim()] as const;
    }),
  );
  return { color: props.get('颜色') ?? '', size: props.get('尺码') ?? '' };
}

/** 快麦's open API over HTTP: one router, `method` + `session`, paged by `pageNo`. */
export function createHttpErpGateway(options: { baseUrl: string; timeoutMs?: number }): ErpGateway {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/km/erp/router`;
  const call = async (session: string, method: string, fields: Record<string, unknown>): Promise<Answer> => {
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ method, session, timestamp: new Date().toISOString(), ...fields }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch {
      throw new ErpError('连接ERP失败，请稍后重试');
    }
    if (!res.ok) throw new ErpError(`ERP 返回 HTTP ${res.status}`);
    const answer = (await res.json().catch(() => null)) as Answer | null;
    if (!answer) throw new ErpError('ERP 的回答不是 JSON');
    if (!answer.success) throw new ErpError(`ERP：${answer.msg ?? '调用失败'}（${answer.code ?? '?'}）`);
    return answer;
  };
  const all = async <T>(
    session: string,
    method: string,
    shape: z.ZodType<T>,
    fields: Record<string, unknown> = {},
  ): Promise<T[]> => {
    const rows: T[] = [];
    for (let pageNo = 1; ; pageNo += 1) {
      const answer = await call(session, method, { ...fields, pageNo, pageSize: PAGE });
      const page = z.array(shape).safeParse(answer.list ?? []);
      if (!page.success) throw new ErpError(`ERP 返回的数据格式不正确（${method}）`);
      rows.push(...page.data);
      if (page.data.length < PAGE || rows.length >= (answer.total ?? 0)) return rows;
    }
  };
  return {
    async goods(session) {
      const suppliers = new Map(
        (await all(session, 'supplier.list.query', kmSupplier)).map((s) => [s.id, s.name]),
      );
      // paged by offset: a goods moved between pages may come twice
      const items = new Map(
        (await all(session, 'item.list.query', kmItem)).map((item) => [item.sysItemId, item]),
      );
      return [...items.values()].map((item): ErpGoodsRecord => ({
        itemId: item.sysItemId,
        articleNo: item.outerId,
        title: item.title,
        picUrl: item.picPath,
        supplier: item.supplierId ? (suppliers.get(item.supplierId) ?? null) : null,
        skuCount: item.skus.length,
        priceFen: item.skus[0]?.purchasePrice ?? 0,
      }));
    },
    async purchaseOrders(session, window) {
      const orders = await all(session, 'purchase.order.query', kmPurchase, {
        startModified: window.from.toISOString(),
        endModified: window.to.toISOString(),
      });
      // a 采购单 changed while it was paged comes twice: the newest counts
      const newest = new Map<string, (typeof orders)[number]>();
      for (const o of orders) {
        const seen = newest.get(o.code);
        if (!seen || Date.parse(seen.modified) <= Date.parse(o.modified)) newest.set(o.code, o);
      }
      return [...newest.values()].map((o): ErpPurchaseRecord => ({
        purchaseNo: o.code,
        status: o.status,
        createdAt: new Date(o.created),
        modifiedAt: new Date(o.modified),
        lines: o.items.map((line, i) => ({
          detailId: line.id,
          lineNo: i + 1,
          articleNo: line.outerId,
          ...skuProperties(line.propertiesName),
          qty: line.count,
          priceFen: line.price,
        })),
      }));
    },
  };
}
