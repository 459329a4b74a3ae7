import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Card, Descriptions, Flex, Input, List, Table, Typography } from 'antd';
import { afterSaleState, afterSaleType, stateLabel, type AfterSaleDetail } from '@oms/api-client';
import {
  formatDateTime,
  formatFen,
  inputClear,
  ListState,
  OrderTimeline,
  Page,
  StatusTag,
  useNarrowLayout,
} from '@oms/ui';
import { useAfterSaleDetail, useAfterSalePage } from '../../../api/afterSale.ts';
import { ButtonLink } from '../../../components/ButtonLink.tsx';
import { DAIFA_ORDER_DETAIL_PATH } from '../../order/daifaOrders/urls.ts';
import { AFTER_SALE_LIST_PATH, afterSaleDetailHref } from '../afterSaleList/afterSaleUrls.ts';

const AS_NO = /^SH\d{14}$/;

/** A timeline row in words. */
export function caseEventText(type: string, p: Record<string, unknown>): string {
  switch (type) {
    case 'APPLIED':
      return `申请售后：${stateLabel(afterSaleType, String(p.type))}，${String(p.reason)}，申请 ${formatFen(Number(p.fen))}`;
    case 'REFUNDED': {
      const skipped = (p.skipped as { lineNo: number; why: string }[] | undefined) ?? [];
      const left = skipped.map((s) => `第 ${s.lineNo} 款${s.why}`).join('；');
      return `${formatFen(Number(p.fen))} 已退回余额${left ? `（${left}）` : ''}`;
    }
    case 'COMPLETED':
      return '售后完成';
    default:
      return type;
  }
}

function CaseView({ kase }: { kase: AfterSaleDetail }) {
  const narrow = useNarrowLayout();
  return (
    <Flex vertical gap={16}>
      <Descriptions
        bordered
        size="small"
        column={narrow ? 1 : 3}
        items={[
          { key: 'asNo', label: '售后单号', children: kase.asNo },
          {
            key: 'orderNo',
            label: '代发订单号',
            children: <Link to={`${DAIFA_ORDER_DETAIL_PATH}?orderNo=${kase.orderNo}`}>{kase.orderNo}</Link>,
          },
          { key: 'status', label: '状态', children: <StatusTag map={afterSaleState} code={kase.status} /> },
          { key: 'type', label: '售后类型', children: stateLabel(afterSaleType, kase.type) },
          { key: 'applied', label: '申请金额', children: formatFen(kase.appliedFen) },
          { key: 'refunded', label: '已退金额', children: `${formatFen(kase.refundedFen)}（退回余额）` },
          { key: 'reason', label: '售后原因', children: kase.reason },
          { key: 'remark', label: '备注', children: kase.remark || '无' },
          {
            key: 'by',
            label: '申请',
            children: `${kase.source === 'AUTO' ? '自动售后' : kase.operatorName} ${formatDateTime(kase.createdAt)}`,
          },
          {
            key: 'done',
            label: '完成时间',
            children: kase.completedAt ? formatDateTime(kase.completedAt) : '—',
          },
        ]}
      />
      <Card size="small" title="售后商品">
        <Table
          aria-label="售后商品"
          rowKey="lineNo"
          size="small"
          pagination={false}
          scroll={{ x: 560 }}
          dataSource={kase.lines}
          columns={[
            { title: '款', dataIndex: 'lineNo', width: 50 },
            { title: '档口', dataIndex: 'stall' },
            { title: '货号', dataIndex: 'articleNo', width: 110 },
            { title: '颜色/尺码', key: 'spec', width: 120, render: (_, l) => `${l.color}/${l.size}` },
            { title: '件数', dataIndex: 'qty', width: 60, align: 'right' },
            {
              title: '退款',
              dataIndex: 'refundFen',
              width: 100,
              align: 'right',
              render: (fen: number) => formatFen(fen),
            },
          ]}
        />
      </Card>
      <Card size="small" title="售后进度">
        <OrderTimeline
          aria-label="售后进度"
          events={kase.events.map((e) => ({ at: e.at, type: e.type, params: e.params, by: e.operatorName }))}
          wording={caseEventText}
        />
      </Card>
    </Flex>
  );
}

/** Without a number: look one up, or open one of the newest. */
function FindCase() {
  const navigate = useNavigate();
  const recent = useAfterSalePage({ tab: 'ALL', pageSize: 20 });
  return (
    <Flex vertical gap={16} style={{ maxWidth: 560 }}>
      <Input.Search
        aria-label="售后单号"
        placeholder="输入售后单号，如 SH26112800000001"
        allowClear={inputClear}
        enterButton="查看"
        onSearch={(q) => {
          const asNo = q.trim().toUpperCase();
          if (AS_NO.test(asNo)) navigate(afterSaleDetailHref(asNo));
        }}
      />
      <Card size="small" title="最近的售后单">
        {recent.data?.rows.length ? (
          <List
            size="small"
            dataSource={recent.data.rows.slice(0, 8)}
            renderItem={(r) => (
              <List.Item>
                <Link to={afterSaleDetailHref(r.asNo)}>{r.asNo}</Link>
                <span>
                  {stateLabel(afterSaleType, r.type)} · {stateLabel(afterSaleState, r.status)}
                </span>
              </List.Item>
            )}
          />
        ) : (
          <Typography.Text type="secondary">{recent.isLoading ? '加载中…' : '还没有售后单'}</Typography.Text>
        )}
      </Card>
    </Flex>
  );
}

/** 售后订单详情 (?asNo=SH…): the case, its goods, what came back and its progress. */
export default function AfterSaleDetailPage() {
  const [params] = useSearchParams();
  const asNo = (params.get('asNo') ?? '').toUpperCase();
  const valid = AS_NO.test(asNo);
  const { data, error, isLoading, mutate } = useAfterSaleDetail(valid ? asNo : null);
  return (
    <Page
      title={valid ? `售后订单详情 ${asNo}` : '售后订单详情'}
      extra={<ButtonLink to={AFTER_SALE_LIST_PATH}>返回列表</ButtonLink>}
    >
      {!valid ? (
        <FindCase />
      ) : error && !data ? (
        <ListState kind="error" message={error.message} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <ListState kind="loading" />
      ) : (
        <CaseView kase={data} />
      )}
    </Page>
  );
}
