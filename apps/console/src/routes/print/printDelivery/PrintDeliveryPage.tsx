// 打印发货: the own team's dropship orders once every piece is in hand — 待打印 (no waybill yet),
// 已打印未发货, 已发货 (30 days). 打印面单 takes the courier's 电子面单 and prints it (重打, 取消单号, then 发货
// with it); 填写单号发货 ships with a waybill the parcel already carries (已有单号).
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Flex, Input, Space, Tabs, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PRINT_DELIVERY_TABS, type PrintDeliveryRow, type PrintDeliveryTab } from '@oms/api-client';
import { CellLines, Page, inputClear, useFeedback } from '@oms/ui';
import { PurchaserOnly } from '../../../app/guards/PurchaserOnly.tsx';
import { cancelWaybill, shipWithWaybill, usePrintDeliveryPage } from '../../../api/printDelivery.ts';
import { PagedTable } from '../../../list/PagedTable.tsx';
import { chinaTime } from '../../funds/fundsFormat.ts';
import { ShipDialog } from './ShipDialog.tsx';
import { WaybillPrint } from './WaybillPrint.tsx';

const TAB_LABEL: Record<PrintDeliveryTab, string> = {
  WAIT_PRINT: '待打印',
  PRINTED: '已打印未发货',
  SENT: '已发货',
};
const PAGE_SIZE = 20;

export default function PrintDeliveryPage() {
  return (
    <PurchaserOnly title="打印发货">
      <PrintDelivery />
    </PurchaserOnly>
  );
}

function PrintDelivery() {
  const [params, setParams] = useSearchParams();
  const tab = (PRINT_DELIVERY_TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as PrintDeliveryTab)
    : 'WAIT_PRINT';
  const [keyword, setKeyword] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const [shipping, setShipping] = useState<PrintDeliveryRow | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const { toast, confirm } = useFeedback();
  const selectable = tab !== 'SENT';

  async function ship(r: PrintDeliveryRow) {
    const answer = await shipWithWaybill({
      orderNo: r.orderNo,
      courierCode: r.courierCode as Parameters<typeof shipWithWaybill>[0]['courierCode'],
      waybillNo: r.waybillNo!,
    });
    if (answer.errorCode === 0) toast.success(`${r.orderNo} 已发货`);
    else toast.error(answer.errorMsg);
  }

  async function giveBack(r: PrintDeliveryRow) {
    const sure = await confirm({
      title: '取消单号',
      content: `运单号 ${r.waybillNo} 将退回快递公司，订单回到待打印。`,
      okText: '取消单号',
      danger: true,
    });
    if (!sure) return;
    const answer = await cancelWaybill(r.orderNo);
    if (answer.errorCode === 0) toast.success('单号已取消');
    else toast.error(answer.errorMsg);
  }
  const page = usePrintDeliveryPage({ tab, pageNum, pageSize: PAGE_SIZE, ...(keyword ? { keyword } : {}) });
  const columns: ColumnsType<PrintDeliveryRow> = [
    {
      title: '订单',
      key: 'order',
      width: 180,
      render: (_, r) => <CellLines main={r.orderNo} sub={r.shopName} />,
    },
    {
      title: '收件人',
      key: 'receiver',
      width: 260,
      render: (_, r) => (
        <CellLines main={`${r.receiverName} ${r.receiverPhone}`} sub={`${r.region} ${r.address}`} />
      ),
    },
    {
      title: '商品',
      key: 'lines',
      width: 240,
      render: (_, r) => (
        <>
          {r.lines.map((l, i) => (
            <div key={i}>
              {l.articleNo} {l.color}/{l.size} ×{l.qty}
            </div>
          ))}
          <Typography.Text type="secondary">共 {r.pieces} 件</Typography.Text>
        </>
      ),
    },
    {
      title: '快递 / 运单号',
      key: 'waybill',
      width: 170,
      render: (_, r) => <CellLines main={r.courierName} sub={r.waybillNo ?? '未打印面单'} />,
    },
    {
      title: tab === 'SENT' ? '发货时间' : '付款时间',
      key: 'time',
      width: 160,
      render: (_, r) => {
        const at = tab === 'SENT' ? r.deliveredAt : r.paidAt;
        return at ? chinaTime(at) : '—';
      },
    },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_, r) =>
        r.status !== 'WAITING_DELIVERING' ? null : r.waybillNo ? (
          <Space size={0} wrap>
            <Button type="link" size="small" onClick={() => void ship(r)} aria-label={`发货 ${r.orderNo}`}>
              发货
            </Button>
            <Button
              type="link"
              size="small"
              danger
              onClick={() => void giveBack(r)}
              aria-label={`取消单号 ${r.orderNo}`}
            >
              取消单号
            </Button>
          </Space>
        ) : (
          <Button
            type="link"
            size="small"
            onClick={() => setShipping(r)}
            aria-label={`填写单号发货 ${r.orderNo}`}
          >
            填写单号发货
          </Button>
        ),
    },
  ];
  return (
    <Page title="打印发货">
      <Flex vertical gap={12}>
        <Input.Search
          aria-label="搜索订单"
          placeholder="订单号 / 运单号 / 收件人"
          allowClear={inputClear}
          style={{ maxWidth: 320 }}
          onSearch={(v) => {
            setPageNum(1);
            setKeyword(v.trim());
          }}
        />
        <Tabs
          activeKey={tab}
          onChange={(key) => {
            setPageNum(1);
            setSelected([]);
            setParams(key === 'WAIT_PRINT' ? {} : { tab: key }, { replace: true });
          }}
          items={PRINT_DELIVERY_TABS.map((key) => ({
            key,
            label: `${TAB_LABEL[key]}${page.data ? `(${page.data.counts[key]})` : ''}`,
          }))}
        />
        {selectable && (
          <WaybillPrint orderNos={selected} reprint={tab === 'PRINTED'} onDone={() => setSelected([])} />
        )}
        <PagedTable<PrintDeliveryRow>
          aria-label="打印发货"
          rowKey="orderNo"
          {...(selectable
            ? {
                rowSelection: {
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys.map(String)),
                  getCheckboxProps: (r: PrintDeliveryRow) => ({ 'aria-label': `选择 ${r.orderNo}` }),
                },
              }
            : {})}
          columns={columns}
          dataSource={page.data?.list ?? []}
          error={page.error}
          onRetry={() => void page.mutate()}
          loading={page.isLoading && !page.data}
          page={pageNum}
          pageSize={PAGE_SIZE}
          total={page.data?.total ?? 0}
          onPage={setPageNum}
          scroll={{ x: 1130 }}
          locale={{ emptyText: tab === 'SENT' ? '近30天没有发货的订单' : '没有拿齐待发货的订单' }}
          phoneCards={{ rowLabel: (r) => r.orderNo, actionsKey: 'actions' }}
        />
      </Flex>
      <ShipDialog row={shipping} onClose={() => setShipping(null)} />
    </Page>
  );
}
