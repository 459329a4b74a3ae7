import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  AUTO_LOG_TAB_LABELS,
  AUTO_LOG_TABS,
  afterSaleType,
  salesChannel,
  stateLabel,
  type AutoLogPageRequest,
  type AutoLogRow,
} from '@oms/api-client';
import { formatDateTime, Page, useFeedback } from '@oms/ui';
import { retryAutoLog, useAutoLogPage } from '../../../api/autoAfterSale.ts';
import { ButtonLink } from '../../../components/ButtonLink.tsx';
import { KeysetTabList } from '../../../list/KeysetTabList.tsx';
import { tabbedKeysetUrl } from '../../../list/urlState.ts';
import { useListUrlState } from '../../../list/useListUrlState.ts';
import { afterSaleDetailHref } from '../../afterSale/afterSaleList/afterSaleUrls.ts';
import { shopAfterSaleHref } from '../../afterSale/shopAfterSale/shopAfterSaleColumns.tsx';
import { PlatformSettingsTabs } from '../platformSettings/PlatformSettingsTabs.tsx';

const logList = tabbedKeysetUrl(AUTO_LOG_TABS, 'ALL');
const RESULT_COLOR: Record<string, string> = {
  CREATED: 'success',
  CANCELED: 'processing',
  SKIPPED: 'default',
  FAILED: 'error',
};

function RetryButton({ row }: { row: AutoLogRow }) {
  const { toast } = useFeedback();
  const [busy, setBusy] = useState(false);
  if (!row.retryable) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Button
      size="small"
      loading={busy}
      aria-label={`重试 ${row.refundId}`}
      onClick={async () => {
        setBusy(true);
        try {
          const answer = await retryAutoLog(row.id);
          if (answer.errorCode !== 0) toast.error(answer.errorMsg);
          else if (answer.data!.result === 'CREATED') toast.success(`已生成代发售后 ${answer.data!.asNo}`);
          else toast.info(`仍未生成：${answer.data!.message}`);
        } finally {
          setBusy(false);
        }
      }}
    >
      重试
    </Button>
  );
}

const columns: ColumnsType<AutoLogRow> = [
  { title: '时间', key: 'at', width: 165, render: (_, r) => formatDateTime(r.at) },
  {
    title: '店铺',
    key: 'shop',
    width: 170,
    render: (_, r) => `${stateLabel(salesChannel, r.platform)} · ${r.shopName}`,
  },
  {
    title: '退款单号 / 平台订单号',
    key: 'refundId',
    width: 210,
    render: (_, r) => (
      <Flex vertical>
        <Link to={shopAfterSaleHref(r.shopAfterSaleId)}>{r.refundId}</Link>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {r.tid}
        </Typography.Text>
      </Flex>
    ),
  },
  {
    title: '规则',
    key: 'rule',
    width: 120,
    render: (_, r) =>
      r.rule === 'BUYER_CANCEL' ? '买家撤销' : r.rule ? stateLabel(afterSaleType, r.rule) : '—',
  },
  {
    title: '结果',
    key: 'result',
    render: (_, r) => (
      <Flex vertical gap={2}>
        <span>
          <Tag color={RESULT_COLOR[r.result]}>
            {AUTO_LOG_TAB_LABELS[r.result as keyof typeof AUTO_LOG_TAB_LABELS]}
          </Tag>
          {r.asNo && <Link to={afterSaleDetailHref(r.asNo)}>{r.asNo}</Link>}
        </span>
        {r.message && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {r.message}
          </Typography.Text>
        )}
      </Flex>
    ),
  },
  { title: '操作', key: 'actions', width: 90, fixed: 'right', render: (_, r) => <RetryButton row={r} /> },
];

/**
 * 自动售后日志 (/basicSet/automaticAfterSale/AutomaticLog): every decision the rules made on a shop's
 * refund — 已生成 the dropship case, 已跳过 and why, 失败 and why — newest first; 重试 decides again now.
 */
export default function AutomaticLogPage() {
  const { state, update } = useListUrlState(logList.codec);
  const request = useMemo((): AutoLogPageRequest => {
    const { tab, ...rest } = logList.requestOf(state);
    return {
      tab,
      pageSize: rest.pageSize,
      ...(rest.cursor ? { cursor: rest.cursor, direction: rest.direction } : {}),
    };
  }, [state]);
  const query = useAutoLogPage(request);
  return (
    <Page
      title="自动售后日志"
      extra={<ButtonLink to="/basicSet/automaticAfterSale">自动售后设置</ButtonLink>}
    >
      <PlatformSettingsTabs />
      <KeysetTabList<AutoLogRow, (typeof AUTO_LOG_TABS)[number]>
        label="自动售后日志"
        tabs={AUTO_LOG_TABS}
        tabLabels={AUTO_LOG_TAB_LABELS}
        state={state}
        update={update}
        query={query}
        columns={columns}
        rowKey="id"
        titleKey="refundId"
        rowLabel={(r) => `自动售后 ${r.refundId}`}
        empty="还没有自动售后记录"
        scrollX={1000}
      />
    </Page>
  );
}
