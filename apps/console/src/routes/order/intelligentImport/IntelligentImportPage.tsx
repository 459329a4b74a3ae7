import { Button, Card, Flex } from 'antd';
import { ListState, Page } from '@oms/ui';
import { useImport } from '../../../api/daifaImport.ts';
import { useListUrlState } from '../../../list/useListUrlState.ts';
import { importUrl } from './importUrls.ts';
import { ImportDetail } from './ImportDetail.tsx';
import { RecentImports } from './RecentImports.tsx';
import { UploadPanel } from './UploadPanel.tsx';

/**
 * 订单导入 (/order/intelligentImport): a shop's order file (.xlsx or .csv, UTF-8 or GBK) becomes 代发
 * orders — columns mapped from its headers, every row checked and fixed in place, the clean orders
 * placed by a background job and paid together. Without `?id` it offers the upload and recent imports.
 */
export default function IntelligentImportPage() {
  const { state, update } = useListUrlState(importUrl);
  const id = state.id || null;
  const { data, error, mutate } = useImport(id);

  if (!id)
    return (
      <Page title="订单导入">
        <Flex vertical gap={16}>
          <UploadPanel
            onImported={(summary) =>
              update({ id: summary.id, errors: summary.errorRows ? '1' : '0', page: 1 })
            }
          />
          <Card size="small" title="最近导入">
            <RecentImports onOpen={(open) => update({ id: open, errors: '0', page: 1 })} />
          </Card>
        </Flex>
      </Page>
    );
  return (
    <Page
      title="订单导入"
      extra={<Button onClick={() => update({ id: 0, errors: '0', page: 1 })}>导入新文件</Button>}
    >
      {error && !data ? (
        <ListState kind="error" message={error.message} onRetry={() => void mutate()} />
      ) : data ? (
        <ImportDetail
          summary={data}
          onlyErrors={state.errors === '1'}
          page={state.page}
          onChange={(change) => update(change)}
        />
      ) : (
        <ListState kind="loading" />
      )}
    </Page>
  );
}
