import useSWR, { mutate as globalMutate } from 'swr';
import {
  callEndpoint,
  customGoodsEndpoints as e,
  type CustomGoodsInput,
  type CustomGoodsPageRequest,
} from '@oms/api-client';
import type { SupplierImported } from '@oms/api-client';
import { apiClient } from './client.ts';
import { saveFile } from './saveFile.ts';
import { queryKeys } from './queryKeys.ts';
import { unwrap } from './unwrap.ts';

/** 自定义商品, a page of them (also what 代发下单's picker lists). */
export function useCustomGoodsPage(request: CustomGoodsPageRequest | null) {
  return useSWR(
    request ? queryKeys.customGoods.page(request) : null,
    () => unwrap(callEndpoint(apiClient, e.page, { body: request! })),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
}

const refresh = () => globalMutate((key) => Array.isArray(key) && key[0] === queryKeys.customGoods.all()[0]);

export async function saveCustomGoods(body: CustomGoodsInput) {
  const answer = await callEndpoint(apiClient, e.save, { body }, { abortFlag: true });
  void refresh();
  return answer;
}

/** `confirm`: also when 商品关联 uses it (without it that answers 46003 saying how many SKUs). */
export async function deleteCustomGoods(id: number, confirm = false) {
  const answer = await callEndpoint(apiClient, e.remove, { params: { id: String(id) }, body: { confirm } });
  void refresh();
  return answer;
}

/** 导入: each row a goods by 档口 + 货号, added or updated. */
export async function importCustomGoods(file: File) {
  const answer = await apiClient.post<SupplierImported>(e.importFile.path, { file }, { isFile: true });
  void refresh();
  return answer;
}

/** 导出 the goods the keyword finds (all when none) on 导入's columns. */
export const exportCustomGoods = (keyword: string | undefined) =>
  saveFile({
    method: 'POST',
    url: e.exportFile.path,
    params: keyword ? { keyword } : {},
    filename: '自定义商品.xlsx',
  });
