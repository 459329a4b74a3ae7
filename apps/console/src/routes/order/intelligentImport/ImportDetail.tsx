import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Button, Flex, Space, Steps, Switch, Typography } from 'antd';
import type { ImportSummary } from '@oms/api-client';
import { createRequestKey, useFeedback, useNarrowLayout } from '@oms/ui';
import { downloadImportErrors, placeImport } from '../../../api/daifaImport.ts';
import { payDaifaOrders } from '../../../api/daifaOrders.ts';
import { BulkJobDialog } from '../../../list/BulkJobDialog.tsx';
import { ImportRowsTable } from './ImportRowsTable.tsx';
import { MappingCard } from './MappingCard.tsx';

/**
 * One import: its columns, the row report to fix, then 下单 (a background job the dialog follows) and
 * 去支付 for the orders it placed — one payment order for all of them.
 */
export function ImportDetail({
  summary,
  onlyErrors,
  page,
  onChange,
}: {
  summary: ImportSummary;
  onlyErrors: boolean;
  page: number;
  onChange: (change: { errors?: '0' | '1'; page?: number }) => void;
}) {
  const { toast, confirm } = useFeedback();
  const navigate = useNavigate();
  const narrow = useNarrowLayout();
  const [jobId, setJobId] = useState<number | null>(null);
  const [busy, setBusy] = useState<'place' | 'pay' | 'errors' | null>(null);
  const requestKey = useRef<string | null>(null);
  const checked = summary.state === 'CHECKED';
  const heldBack = summary.orders - summary.readyOrders;

  const place = async () => {
    const content =
      heldBack > 0
        ? `有 ${heldBack} 个订单因错误不会下单（可以修正后再下单，或下载错误行改好后重新导入）。确定先下单 ${summary.readyOrders} 个订单吗？`
        : `确定下单 ${summary.readyOrders} 个订单吗？`;
    if (!(await confirm({ title: '导入下单', content }))) return;
    setBusy('place');
    requestKey.current ??= createRequestKey();
    try {
      const answer = await placeImport(summary.id, requestKey.current);
      if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
      if (answer.data.jobId) setJobId(answer.data.jobId);
    } finally {
      setBusy(null);
    }
  };

  const pay = async () => {
    setBusy('pay');
    try {
      const answer = await payDaifaOrders({ mode: 'ids', ids: summary.unpaidOrderIds });
      if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
      navigate(`/funds/pay?payNo=${answer.data.payNo}`);
    } finally {
      setBusy(null);
    }
  };

  const downloadErrors = async () => {
    setBusy('errors');
    const error = await downloadImportErrors(summary);
    setBusy(null);
    if (error) toast.error(error);
  };

  const step = checked ? (summary.errorRows ? 1 : 2) : 3;
  return (
    <Flex vertical gap={12}>
      <Steps
        size="small"
        responsive={false}
        labelPlacement={narrow ? 'vertical' : 'horizontal'}
        current={step}
        items={[{ title: '上传文件' }, { title: '对应列与修正' }, { title: '下单' }, { title: '支付' }]}
      />
      <Typography.Text strong>{summary.fileName}</Typography.Text>
      {checked && <MappingCard summary={summary} editable={checked} />}
      {!checked && (
        <Alert
          type={summary.failedOrders ? 'warning' : 'success'}
          showIcon
          message={
            summary.state === 'PLACING'
              ? `正在下单：已下单 ${summary.placedOrders} 个订单…`
              : `已下单 ${summary.placedOrders} 个订单${summary.failedOrders ? `，${summary.failedOrders} 个下单失败（原因见下表）` : ''}`
          }
          description={
            summary.unpaidOrderIds.length > 0
              ? `${summary.unpaidOrderIds.length} 个订单待付款，付款后档口开始拿货。`
              : summary.state === 'PLACED'
                ? '导入的订单都已付款。'
                : undefined
          }
          action={
            <Space direction="vertical">
              {summary.unpaidOrderIds.length > 0 && (
                <Button type="primary" loading={busy === 'pay'} onClick={() => void pay()}>
                  去支付（{summary.unpaidOrderIds.length} 单）
                </Button>
              )}
              <Link to="/order/daifaOrderList">查看代发订单</Link>
            </Space>
          }
        />
      )}
      <Flex align="center" justify="space-between" gap={12} wrap>
        <Space wrap size={[16, 4]} aria-label="导入结果">
          <span>
            共 {summary.totalRows} 行，{summary.orders} 个订单
          </span>
          {checked && <Typography.Text type="success">可下单 {summary.readyOrders} 单</Typography.Text>}
          {summary.errorRows > 0 && (
            <Typography.Text type="danger">{summary.errorRows} 行有错误</Typography.Text>
          )}
          <label>
            <Space size={6}>
              <Switch
                size="small"
                checked={onlyErrors}
                onChange={(on) => onChange({ errors: on ? '1' : '0', page: 1 })}
              />
              只看错误
            </Space>
          </label>
        </Space>
        <Space wrap>
          {(summary.errorRows > 0 || summary.failedOrders > 0) && (
            <Button loading={busy === 'errors'} onClick={() => void downloadErrors()}>
              下载错误行
            </Button>
          )}
          {checked && (
            <Button
              type="primary"
              disabled={summary.readyOrders === 0}
              loading={busy === 'place'}
              onClick={() => void place()}
            >
              下单（{summary.readyOrders} 单）
            </Button>
          )}
          {summary.jobId && !checked && <Button onClick={() => setJobId(summary.jobId)}>下单明细</Button>}
        </Space>
      </Flex>
      {checked && summary.errorRows > 0 && (
        <Typography.Text type="secondary">
          点击标红的单元格直接修改，回车保存；修改后该订单会重新检查。
        </Typography.Text>
      )}
      <ImportRowsTable
        summary={summary}
        onlyErrors={onlyErrors}
        page={page}
        onPage={(p) => onChange({ page: p })}
      />
      <BulkJobDialog jobId={jobId} labelTitle="订单" onClose={() => setJobId(null)} />
    </Flex>
  );
}
