import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Flex, Form, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { createRequestKey, parcelState, type ApiEnvelope, type ProblemRow } from '@oms/api-client';
import {
  CourierQuoteList,
  formatFen,
  Page,
  showServerError,
  StatusTag,
  useNarrowLayout,
  validatedValues,
} from '@oms/ui';
import { useAreaTree } from '../../../api/placeOrder.ts';
import { createSendBack, useProblemGoods, useSendBackQuote } from '../../../api/sendBack.ts';
import { ReceiverFields, type ReceiverValues } from '../../order/shared/ReceiverFields.tsx';
import { payPageUrl } from '../../funds/pay/payUrls.ts';
import { ButtonLink } from '../../../components/ButtonLink.tsx';
import { PROBLEM_LIST_PATH } from '../problemList/problemUrls.ts';
import { ProblemType } from '../problemList/ProblemCells.tsx';
import { lastSendBackReceiver, rememberSendBackReceiver } from './lastReceiver.ts';
import { readSendBackIds, sendBackHref } from './sendBackUrls.ts';
import { SendBackRecords } from './SendBackRecords.tsx';

const columns: ColumnsType<ProblemRow> = [
  { title: '运单号', dataIndex: 'parcelNo', key: 'parcelNo', width: 170 },
  {
    title: '问题',
    key: 'type',
    width: 160,
    render: (_, r) => <ProblemType row={r} strong={false} />,
  },
  {
    title: '商品',
    key: 'goods',
    render: (_, r) => (r.goods.length ? r.goods.join('；') : '—'),
  },
  {
    title: '状态',
    key: 'state',
    width: 90,
    render: (_, r) => <StatusTag map={parcelState} code={r.state} appearance="dot" />,
  },
];

const kg = (g: number) => `${(g / 1000).toLocaleString('zh-CN', { maximumFractionDigits: 2 })} 千克`;

/**
 * 问题件寄回 (/afterSale/problemSendBack?ids=…): the chosen 待处理 parcels go back in one parcel to the
 * seller's receiver — the last one used comes filled in — by the courier picked from the quotes for
 * their weight; 提交并支付 makes the 寄回单 and opens its payment (back to 问题件 once paid). Without
 * ids: 寄回记录.
 */
export default function ProblemSendBackPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const narrow = useNarrowLayout();
  const ids = useMemo(() => readSendBackIds(search), [search]);
  const goods = useProblemGoods(ids);
  const tree = useAreaTree();
  const [form] = Form.useForm<{ receiver: ReceiverValues }>();
  const saved = useMemo(() => lastSendBackReceiver(), []);
  const [area, setArea] = useState<string[]>(saved?.area ?? []);
  const [courier, setCourier] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // one key per visit: a double click makes one 寄回单, a later 寄回 of the same parcels a new one
  const [attemptKey] = useState(createRequestKey);

  const rows = goods.data?.rows ?? [];
  const sendable = rows.filter((r) => r.state === 'WAITING_PROCESS');
  const stale = rows.filter((r) => r.state !== 'WAITING_PROCESS');
  const missing = goods.data ? ids.length - rows.length : 0;
  const sendIds = sendable.map((r) => r.id);
  const areaCode = area.length === 3 ? area[2]! : null;
  const quote = useSendBackQuote(sendIds, areaCode);
  const chosen = quote.data?.couriers.find((c) => c.code === courier) ?? null;

  const submit = async () => {
    setProblem(null);
    const values = await validatedValues(form);
    if (!values) return;
    if (!sendIds.length) return setProblem('没有可寄回的问题件');
    if (!chosen) return setProblem('请选择快递');
    const receiver = {
      name: values.receiver.name.trim(),
      phone: values.receiver.phone.trim(),
      areaCode: values.receiver.area[2]!,
      address: values.receiver.address.trim(),
    };
    setSubmitting(true);
    try {
      const answer = await createSendBack(
        { problemIds: sendIds, courierCode: chosen.code, receiver },
        attemptKey,
      );
      if (answer.errorCode !== 0) {
        const field = (answer as ApiEnvelope<{ field?: string } | null>).data?.field ?? '';
        if (field === 'receiver.areaCode')
          form.setFields([{ name: ['receiver', 'area'], errors: [answer.errorMsg] }]);
        else if (!showServerError(form, answer)) setProblem(answer.errorMsg);
        void goods.mutate();
        return;
      }
      rememberSendBackReceiver(values.receiver);
      navigate(payPageUrl(answer.data.payNo));
    } finally {
      setSubmitting(false);
    }
  };

  const back = (
    <ButtonLink to={PROBLEM_LIST_PATH} size={narrow ? 'small' : 'middle'}>
      返回问题件
    </ButtonLink>
  );

  if (!ids.length)
    return (
      <Page title="寄回记录" extra={back}>
        <SendBackRecords />
      </Page>
    );

  return (
    <Page title="问题件寄回" extra={back}>
      <Flex vertical gap={12} style={{ maxWidth: 1100 }}>
        {goods.error && <Alert type="error" showIcon title={goods.error.message} />}
        {missing > 0 && (
          <Alert type="warning" showIcon title={`${missing} 个问题件不存在或不属于本账号，已略过`} />
        )}
        {stale.length > 0 && (
          <Alert
            type="warning"
            showIcon
            title={`${stale.length} 个问题件已不是待处理状态，不能寄回：${stale.map((r) => r.parcelNo).join('、')}`}
            action={
              sendIds.length ? (
                <ButtonLink to={sendBackHref(sendIds)} size="small">
                  只寄回其余 {sendIds.length} 个
                </ButtonLink>
              ) : undefined
            }
          />
        )}
        <Card size="small" title={`寄回的包裹（${sendable.length}）`}>
          {narrow ? (
            <Flex vertical gap={8} role="list" aria-label="寄回的包裹">
              {rows.map((r) => (
                <Flex
                  key={r.id}
                  vertical
                  role="listitem"
                  style={{ borderBottom: '1px solid #f0f0f0', paddingBottom: 8 }}
                >
                  <Flex justify="space-between" gap={8}>
                    <Typography.Text strong>{r.parcelNo}</Typography.Text>
                    <StatusTag map={parcelState} code={r.state} appearance="dot" />
                  </Flex>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {[r.problemType, r.goods.join('；')].filter(Boolean).join(' · ')}
                  </Typography.Text>
                </Flex>
              ))}
            </Flex>
          ) : (
            <Table<ProblemRow>
              aria-label="寄回的包裹"
              size="small"
              rowKey="id"
              columns={columns}
              dataSource={rows}
              loading={goods.isLoading}
              pagination={false}
              scroll={{ x: 640 }}
            />
          )}
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            所选包裹由仓库合并成一个包裹寄出；付款后仓库打包发出，发出前可取消寄回，运费原路退回余额。
          </Typography.Paragraph>
        </Card>
        <Form
          form={form}
          layout="vertical"
          requiredMark
          initialValues={saved ? { receiver: saved } : undefined}
        >
          <Flex gap={12} wrap>
            <Card title="收件人" size="small" style={{ flex: '1 1 420px' }}>
              <ReceiverFields
                form={form}
                tree={tree.data}
                onAreaChange={(next) => {
                  setArea(next);
                  setCourier(null);
                }}
              />
            </Card>
            <Card title="快递" size="small" style={{ flex: '1 1 320px' }}>
              <Flex vertical gap={8}>
                {quote.data && (
                  <Typography.Text type="secondary">
                    预估重量 {kg(quote.data.weightG)}，按仓库称重前的估算计费
                  </Typography.Text>
                )}
                <CourierQuoteList
                  quotes={areaCode && sendIds.length ? (quote.data?.couriers ?? null) : null}
                  loading={!!areaCode && quote.isLoading}
                  error={quote.error?.message ?? null}
                  value={courier}
                  onChange={(c) => {
                    setProblem(null);
                    setCourier(c.code);
                  }}
                />
              </Flex>
            </Card>
          </Flex>
        </Form>
        {problem && <Alert type="error" showIcon title={problem} />}
        <Card size="small">
          <Flex justify="space-between" align="center" gap={12} wrap>
            <Typography.Text>
              寄回运费{' '}
              <Typography.Text strong type="danger" style={{ fontSize: 18 }}>
                {chosen ? formatFen(chosen.freightFen) : '—'}
              </Typography.Text>
              {chosen && <Typography.Text type="secondary">（{chosen.name}）</Typography.Text>}
            </Typography.Text>
            <Button
              type="primary"
              loading={submitting}
              disabled={!sendIds.length}
              onClick={() => void submit()}
            >
              提交并支付
            </Button>
          </Flex>
        </Card>
      </Flex>
    </Page>
  );
}
