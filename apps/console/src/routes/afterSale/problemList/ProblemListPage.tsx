import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Button, Flex, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  parcelState,
  PROBLEM_DISCARD_WARNING,
  PROBLEM_TAB_LABELS,
  PROBLEM_TABS,
  SEND_BACK_MAX_PARCELS,
  type ProblemRow,
} from '@oms/api-client';
import { ConfirmButton, formatDateTime, Page, StatusTag, useFeedback, useNarrowLayout } from '@oms/ui';
import { discardProblems, useProblemPage } from '../../../api/afterSale.ts';
import { ListSearch } from '../../../list/PagedTable.tsx';
import { KeysetTabList } from '../../../list/KeysetTabList.tsx';
import { useListUrlState } from '../../../list/useListUrlState.ts';
import { DAIFA_ORDER_DETAIL_PATH } from '../../order/daifaOrders/urls.ts';
import { afterSaleDetailHref } from '../afterSaleList/afterSaleUrls.ts';
import { problemPageRequestOf, problemUrl } from './problemUrls.ts';
import { ParcelPhotos } from '../shared/ParcelPhotos.tsx';
import { ProblemActions } from './ProblemActions.tsx';
import { CaseProgress, ProblemType, SendBackInfo } from './ProblemCells.tsx';
import { PROBLEM_SEND_BACK_PATH, sendBackHref } from '../problemSendBack/sendBackUrls.ts';
import { ButtonLink } from '../../../components/ButtonLink.tsx';

const HOUR = 3_600_000;

/** 处理期限: the time left, red within a day; nothing once decided. */
function Deadline({ row }: { row: ProblemRow }) {
  if (row.state === 'WAITING_PAYMENT')
    return <Typography.Text type="secondary">30分钟内未付款自动取消</Typography.Text>;
  if (row.state !== 'WAITING_PROCESS' || !row.deadlineAt)
    return <Typography.Text type="secondary">—</Typography.Text>;
  const left = Date.parse(row.deadlineAt) - Date.now();
  const text =
    left <= 0
      ? '已到期'
      : left < 24 * HOUR
        ? `剩 ${Math.max(1, Math.floor(left / HOUR))} 小时`
        : `剩 ${Math.floor(left / (24 * HOUR))} 天`;
  return (
    <Flex vertical>
      <Typography.Text type={left < 24 * HOUR ? 'danger' : undefined} strong={left < 24 * HOUR}>
        {text}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {formatDateTime(row.deadlineAt)}
      </Typography.Text>
    </Flex>
  );
}

const columns: ColumnsType<ProblemRow> = [
  {
    title: '运单号',
    key: 'parcelNo',
    width: 170,
    render: (_, r) => (
      <Flex vertical>
        <Typography.Text copyable={{ tooltips: ['复制', '已复制'] }}>{r.parcelNo}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          登记 {formatDateTime(r.createdAt)}
        </Typography.Text>
      </Flex>
    ),
  },
  {
    title: '问题',
    key: 'type',
    width: 170,
    render: (_, r) => <ProblemType row={r} />,
  },
  {
    title: '商品',
    key: 'goods',
    width: 200,
    render: (_, r) => (
      <Flex vertical gap={4}>
        {r.goods.length ? (
          r.goods.map((g) => <span key={g}>{g}</span>)
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        )}
        <ParcelPhotos photos={r.photos} width={52} />
      </Flex>
    ),
  },
  {
    title: '关联单号',
    key: 'refs',
    width: 160,
    render: (_, r) => (
      <Flex vertical>
        {r.asNo && (
          <Link to={afterSaleDetailHref(r.asNo)} aria-label={`售后单 ${r.asNo}`}>
            {r.asNo}
          </Link>
        )}
        {r.orderNo && (
          <Link
            to={`${DAIFA_ORDER_DETAIL_PATH}?orderNo=${r.orderNo}`}
            style={{ fontSize: r.asNo ? 12 : undefined }}
          >
            {r.orderNo}
          </Link>
        )}
        {!r.asNo && !r.orderNo && <Typography.Text type="secondary">—</Typography.Text>}
      </Flex>
    ),
  },
  {
    title: '状态',
    key: 'state',
    width: 200,
    render: (_, r) => (
      <Flex vertical gap={2}>
        <StatusTag map={parcelState} code={r.state} appearance="dot" />
        <SendBackInfo row={r} />
        <CaseProgress row={r} />
      </Flex>
    ),
  },
  { title: '处理期限', key: 'deadline', width: 130, render: (_, r) => <Deadline row={r} /> },
  { title: '操作', key: 'actions', width: 190, fixed: 'right', render: (_, r) => <ProblemActions row={r} /> },
];

/**
 * 问题件 (/afterSale/problemList): parcels with a problem waiting for the seller — returns QC failed or
 * the stall refused, parcels the courier brought back. 待处理 first, with a banner when some fall due
 * within 24 hours (undecided, the platform disposes of them); 寄回 or 丢弃 one or many, pay or call off a
 * 寄回单, its waybill once shipped. The menu's badge counts
 * the same 待处理 ones.
 */
export default function ProblemListPage() {
  const { state, update } = useListUrlState(problemUrl);
  const request = useMemo(() => problemPageRequestOf(state), [state]);
  const query = useProblemPage(request);
  const { data } = query;
  const narrow = useNarrowLayout();
  const navigate = useNavigate();
  const { toast } = useFeedback();
  const [picked, setPicked] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const deciding = state.tab === 'WAITING_PROCESS';
  const empty = state.q
    ? '没有找到匹配的问题件'
    : deciding
      ? '没有待处理的问题件'
      : `没有${PROBLEM_TAB_LABELS[state.tab]}的问题件`;

  const discardPicked = async () => {
    setBusy(true);
    try {
      const answer = await discardProblems(picked);
      if (answer.errorCode !== 0) return toast.error(answer.errorMsg);
      const done = answer.data.results.filter((r) => r.ok).length;
      const failed = answer.data.results.length - done;
      if (failed) toast.warning(`已丢弃 ${done} 个，${failed} 个未丢弃（状态已变化）`);
      else toast.success(`已丢弃 ${done} 个问题件`);
      setPicked([]);
    } finally {
      setBusy(false);
    }
  };
  const selection = deciding
    ? {
        selectedRowKeys: picked,
        onChange: (keys: React.Key[]) => setPicked(keys.map(Number)),
        getCheckboxProps: (r: ProblemRow) => ({ 'aria-label': `选择问题件 ${r.parcelNo}` }),
      }
    : undefined;

  return (
    <Page
      title="问题件"
      extra={
        <ButtonLink to={PROBLEM_SEND_BACK_PATH} size={narrow ? 'small' : 'middle'}>
          寄回记录
        </ButtonLink>
      }
    >
      <Flex vertical gap={12}>
        {data && data.dueSoon > 0 && (
          <Alert
            type="warning"
            showIcon
            title={`有${data.dueSoon}个问题件将在24小时内到期`}
            description="到期未处理的包裹由平台处理，无法找回。"
          />
        )}
        <ListSearch
          label="搜索问题件"
          placeholder="运单号、售后单号、代发订单号或货号"
          value={state.q}
          onSearch={(q) => update({ q })}
        />
        <KeysetTabList<ProblemRow, (typeof PROBLEM_TABS)[number]>
          label="问题件"
          tabs={PROBLEM_TABS}
          tabLabels={PROBLEM_TAB_LABELS}
          state={state}
          update={update}
          query={query}
          columns={columns}
          rowKey="id"
          titleKey="parcelNo"
          rowLabel={(r) => `问题件 ${r.parcelNo}`}
          empty={empty}
          scrollX={1150}
          rowSelection={selection}
          onTabChange={() => setPicked([])}
          toolbar={
            deciding &&
            !narrow && (
              <Space wrap>
                <ConfirmButton
                  title={`丢弃所选的 ${picked.length} 个问题件？`}
                  description={PROBLEM_DISCARD_WARNING}
                  okText="丢弃"
                  okDanger
                  cancelText="取消"
                  onConfirm={() => discardPicked()}
                  danger
                  disabled={!picked.length}
                  loading={busy}
                >
                  批量丢弃{picked.length ? `（${picked.length}）` : ''}
                </ConfirmButton>
                <Button
                  type="primary"
                  disabled={!picked.length || picked.length > SEND_BACK_MAX_PARCELS}
                  title={
                    picked.length > SEND_BACK_MAX_PARCELS
                      ? `一次最多寄回${SEND_BACK_MAX_PARCELS}个问题件`
                      : undefined
                  }
                  onClick={() => navigate(sendBackHref(picked))}
                >
                  批量寄回{picked.length ? `（${picked.length}）` : ''}
                </Button>
              </Space>
            )
          }
        />
      </Flex>
    </Page>
  );
}
