import useSWR, { mutate as globalMutate } from 'swr';
import {
  callEndpoint,
  goodsAssociationEndpoints as e,
  type GoodsArticleAssociateRequest,
  type GoodsAssociateRequest,
  type GoodsAssociationBulkRequest,
  type GoodsAssociationExportRequest,
  type GoodsAssociationImported,
  type GoodsAssociationPageRequest,
  type GoodsDissociateRequest,
} from '@oms/api-client';
import { apiClient } from './client.ts';
import { exportListNow } from './listJobs.ts';
import { queryKeys } from './queryKeys.ts';
import { unwrap } from './unwrap.ts';

/** 商品关联: a keyset page of the SKUs under a tab, with every tab's count. */
export function useGoodsAssociationPage(request: GoodsAssociationPageRequest) {
  return useSWR(
    queryKeys.goodsAssociation.page(request),
    () => unwrap(callEndpoint(apiClient, e.page, { body: request })),
    { keepPreviousData: true },
  );
}

/** 关联记录 of one SKU (fetched while its drawer is open). */
export function useGoodsAssociationHistory(sku: GoodsDissociateRequest | null) {
  return useSWR(sku ? queryKeys.goodsAssociation.history(sku) : null, () =>
    unwrap(callEndpoint(apiClient, e.history, { body: sku! })),
  );
}

/** Every tab changes when a SKU is linked or let go. */
export const refreshGoodsAssociations = () =>
  globalMutate((key) => Array.isArray(key) && key[0] === queryKeys.goodsAssociation.all()[0]);

const thenRefresh = async <T>(answer: Promise<T>) => {
  const a = await answer;
  void refreshGoodsAssociations();
  return a;
};

export const saveGoodsAssociation = (body: GoodsAssociateRequest) =>
  thenRefresh(callEndpoint(apiClient, e.save, { body }));
export const saveArticleAssociation = (body: GoodsArticleAssociateRequest) =>
  thenRefresh(callEndpoint(apiClient, e.saveArticle, { body }));
export const removeGoodsAssociation = (body: GoodsDissociateRequest) =>
  thenRefresh(callEndpoint(apiClient, e.remove, { body }));

/** 批量采纳 as a list job (its progress and report in BulkJobDialog). */
export const adoptSuggestions = (selection: GoodsAssociationBulkRequest['selection']) =>
  callEndpoint(apiClient, e.bulk, { body: { selection, action: { kind: 'adopt' } } });

export const startGoodsAssociationExport = (selection: GoodsAssociationExportRequest['selection']) =>
  callEndpoint(apiClient, e.exportJob, { body: { selection } }, { abortFlag: true });
export const exportGoodsAssociationsNow = (
  selection: GoodsAssociationExportRequest['selection'],
  filename: string,
) => exportListNow(e.exportFile.path, selection, filename);

/** 导入关联: the file as multipart `file`; the answer counts what was linked and lists the rows left out. */
export const importGoodsAssociations = (file: File) =>
  thenRefresh(apiClient.post<GoodsAssociationImported>(e.importFile.path, { file }, { isFile: true }));
