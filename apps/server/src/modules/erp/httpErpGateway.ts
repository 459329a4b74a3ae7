import type { ErpGateway, ErpGoodsRecord, ErpPurchaseRecord, ErpPurchaseStatus } from './erpGateway.ts';
import { ErpError } from './erpGateway.ts';

const PAGE = 100;

type Answer = { success: boolean; code?: string; msg?: string; total?: number; list?: unknown[] };

interface KmSupplier {
  id: string;
  name: string;
}
interface KmItem {
  sysItemId: string;
  outerId: string;
  title: string;
  picPath: string;
  supplierId: string | null;
  skus: { purchasePrice: number }[];
}
interface KmPurchase {
  code: string;
  status: ErpPurchaseStatus;
  created: string;
  modified: string;
  items: { outerId: string; propertiesName: string; count: number; price: number }[];
}

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
    const answer = (await res.json()) as Answer;
    if (!answer.success) throw new ErpError(`ERP：${answer.msg ?? '调用失败'}（${answer.code ?? '?'}）`);
    return answer;
  };
  const all = async <T>(
    session: string,
    method: string,
    fields: Record<string, unknown> = {},
  ): Promise<T[]> => {
    const rows: T[] = [];
    for (let pageNo = 1; ; pageNo += 1) {
      const answer = await call(session, method, { ...fields, pageNo, pageSize: PAGE });
      rows.push(...((answer.list ?? []) as T[]));
      if ((answer.list?.length ?? 0) < PAGE || rows.length >= (answer.total ?? 0)) return rows;
    }
  };
  return {
    async goods(session) {
      const suppliers = new Map(
        (await all<KmSupplier>(session, 'supplier.list.query')).map((s) => [s.id, s.name]),
      );
      return (await all<KmItem>(session, 'item.list.query')).map((item): ErpGoodsRecord => ({
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
      const orders = await all<KmPurchase>(session, 'purchase.order.query', {
        startModified: window.from.toISOString(),
        endModified: window.to.toISOString(),
      });
      return orders.map((o): ErpPurchaseRecord => ({
        purchaseNo: o.code,
        status: o.status,
        createdAt: new Date(o.created),
        modifiedAt: new Date(o.modified),
        lines: o.items.map((line, i) => ({
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
