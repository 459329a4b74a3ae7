import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Card, Descriptions, Flex, Input, List, Table, Typography } from 'antd';
import {
  afterSaleState,
  afterSaleType,
  interceptState,
  returnLogisticsOf,
  reviewState,
  isReshipType,
  stateLabel,
  type AfterSaleDetail,
} from '@oms/api-client';
import {
  AfterSaleSteps,
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
import { CaseActions } from '../shared/CaseActions.tsx';
import { AfterSaleLabelButton } from '../shared/LabelPrint.tsx';
import { ReturnAddressCard } from '../shared/ReturnAddressCard.tsx';
import { NegotiationOffer } from '../shared/NegotiationOffer.tsx';
import { AppealCard } from './AppealCard.tsx';
import { ParcelPhotos } from '../shared/ParcelPhotos.tsx';
import { TRANSFER_RECORD_PATH } from '../../funds/transferRecord/transferRecordUrls.ts';
import { awaitingParcel, courierName, waybillCountdown } from '../shared/returnProgress.ts';

const AS_NO = /^SH\d{14}$/;

/** 换货, 维修 and 补寄 ask no money back: the goods go (back) to the buyer instead. */
const noRefundAsked = (type: string) => isReshipType(type) || type === 'ELSE_REISSUE';

/** 换货 / 维修's charge in parts: 退货服务费 (unless waived) and the parcel's freight. */
const reshipCharge = (p: Record<string, unknown>) =>
  [
    Number(p.serviceFen) ? `退货服务费 ${formatFen(Number(p.serviceFen))}` : '',
    Number(p.freightFen) ? `寄出运费 ${formatFen(Number(p.freightFen))}` : '',
  ]
    .filter(Boolean)
    .join(' + ');

/** A timeline row in words. */
export function caseEventText(type: string, p: Record<string, unknown>): string {
  switch (type) {
    case 'APPLIED':
      // 换货 and 维修 ask for no money back
      return `申请售后：${stateLabel(afterSaleType, String(p.type))}，${String(p.reason)}${
        noRefundAsked(String(p.type)) ? '' : `，申请 ${formatFen(Number(p.fen))}`
      }`;
    case 'REFUNDED': {
      const skipped = (p.skipped as { lineNo: number; why: string }[] | undefined) ?? [];
      const left = skipped.map((s) => `第 ${s.lineNo} 款${s.why}`).join('；');
      const fee = Number(p.feeFen ?? 0);
      return `${formatFen(Number(p.fen))} 已退回余额${fee ? `（已扣退货服务费 ${formatFen(fee)}）` : ''}${left ? `（${left}）` : ''}`;
    }
    case 'COMPLETED':
      return '售后完成';
    case 'RETURN_WAYBILL':
      return `${p.before ? '修改' : '填写'}退货单号：${courierName(String(p.courier))} ${String(p.waybillNo)}`;
    case 'RETURN_SIGNED':
      return `仓库已签收退货包裹${p.waybillNo ? ` ${String(p.waybillNo)}` : ''}${p.weightG ? `，重 ${(Number(p.weightG) / 1000).toFixed(2)} kg` : ''}`;
    case 'QC_PASSED':
      return '质检通过，待退档口';
    case 'QC_FAILED':
      return `质检不通过：${String(p.reason)}，转为问题件`;
    case 'AT_STALL':
      return '已退到档口，档口核实中';
    case 'STALL_ANSWERED': {
      const lines =
        (p.accepted as { lineNo: number; qty: number; refused: number; reason: string | null }[]) ?? [];
      const refused = lines.filter((l) => l.refused > 0);
      if (p.service) {
        const refusedText = refused
          .map(
            (l) => `第 ${l.lineNo} 款 ${l.refused} 件未能${String(p.service)}（${l.reason ?? '档口拒收'}）`,
          )
          .join('；');
        const done = lines.reduce((s, l) => s + l.qty, 0);
        return [
          done ? `档口已${String(p.service)} ${done} 件` : '',
          refusedText ? `${refusedText}，转为问题件` : '',
        ]
          .filter(Boolean)
          .join('；');
      }
      return refused.length
        ? `档口退款 ${formatFen(Number(p.fen))}；${refused.map((l) => `第 ${l.lineNo} 款拒收 ${l.refused} 件（${l.reason ?? '档口拒收'}）`).join('；')}，转为问题件`
        : `档口已退款 ${formatFen(Number(p.fen))}`;
    }
    case 'PROBLEM_DISPOSED':
      return p.by === 'DEADLINE'
        ? `问题件 ${String(p.parcelNo)} 超时未处理，已由平台处理，售后已拒绝`
        : `问题件 ${String(p.parcelNo)} 已丢弃，售后已拒绝`;
    case 'PROBLEM_SENT_BACK':
      return `问题件 ${String(p.parcelNo)} 已寄回（${String(p.postNo)}${p.waybillNo ? ` 运单 ${String(p.waybillNo)}` : ''}），售后已拒绝`;
    case 'RESTALL_REQUESTED':
      return `重新退档口：拒收的 ${String(p.pieces)} 件由仓库再次退回档口`;
    case 'NEGOTIATION_ASKED':
      return `申请协商退款：仓库与档口协商拒收的 ${String(p.pieces)} 件`;
    case 'NEGOTIATION_OFFERED':
      return `档口同意协商退款 ${formatFen(Number(p.fen))}${p.note ? `（${String(p.note)}）` : ''}，待确认`;
    case 'NEGOTIATION_REFUSED':
      return `档口不同意协商退款${p.note ? `（${String(p.note)}）` : ''}`;
    case 'NEGOTIATION_ACCEPTED':
      return `已接受协商退款 ${formatFen(Number(p.fen))}，货品留档口`;
    case 'NEGOTIATION_DECLINED':
      return `已拒绝协商退款 ${formatFen(Number(p.fen))}`;
    case 'APPEAL_SUBMITTED':
      return `提交申诉：${String(p.reason)}，申诉金额 ${formatFen(Number(p.fen))}`;
    case 'APPEAL_APPROVED':
      return `申诉成功：平台退回 ${formatFen(Number(p.fen))}${p.note ? `（${String(p.note)}）` : ''}`;
    case 'APPEAL_REJECTED':
      return `申诉驳回：${String(p.note)}`;
    case 'PRICE_PROTECTED':
      return `档口同意价保 ${formatFen(Number(p.fen))}${Number(p.fen) < Number(p.asked) ? `（申请 ${formatFen(Number(p.asked))}）` : ''}`;
    case 'REVIEW_REFUSED':
      return `${String(p.reason)}，售后已拒绝`;
    case 'RESHIPPED':
      return `仓库已寄出${String(p.service)}商品 ${String(p.pieces)} 件给买家${
        p.waybillNo ? `：${courierName(String(p.courier ?? ''))} ${String(p.waybillNo)}` : ''
      }`;
    case 'FEE_CHARGED':
      return p.freightFen !== undefined
        ? `扣除 ${formatFen(Number(p.fen))}（${reshipCharge(p)}）`
        : `拒收退回 ${String(p.pieces)} 件，扣退货服务费 ${formatFen(Number(p.fen))}`;
    case 'FEE_REPLENISH':
      return p.freightFen !== undefined
        ? `余额不足，${formatFen(Number(p.fen))}（${reshipCharge(p)}）转为补款（${String(p.replenishNo)}）`
        : `拒收退回 ${String(p.pieces)} 件，余额不足，退货服务费 ${formatFen(Number(p.fen))} 转为补款（${String(p.replenishNo)}）`;
    case 'FEE_PAID':
      return `已支付退货服务费 ${formatFen(Number(p.fen))}（${String(p.replenishNo)}）`;
    case 'FEE_WRITTEN_OFF':
      return `退货服务费补款 ${String(p.replenishNo)} 逾期未付，已核销`;
    case 'HEADLESS_LINKED':
      return `关联无头件 ${String(p.headlessNo)}（运单 ${String(p.waybillNo)}），仓库已签收`;
    case 'CLOSED':
      return p.why === 'NO_WAYBILL' ? '3天内未填写退货单号，售后自动关闭' : '已撤销售后申请';
    case 'INTERCEPTED':
      return `快递拦截成功，包裹退回仓库${p.waybillNo ? `（${String(p.waybillNo)}）` : ''}`;
    case 'INTERCEPT_FAILED':
      return `${String(p.reason)}，包裹将送达买家，可转退货退款`;
    case 'TO_RETURN':
      return `已转退货退款 ${String(p.asNo)}`;
    case 'ANOMALY':
      return `仓库消息与售后状态不符（${String(p.event)}），已记录待核查`;
    default:
      return type;
  }
}

/** 退货 of a case: where the parcel is, what the buyer must do, and where the money went. */
function ReturnCard({ kase }: { kase: AfterSaleDetail }) {
  const narrow = useNarrowLayout();
  const countdown = waybillCountdown(kase.waybillDueAt);
  const net = kase.refundedFen - kase.feeFen;
  const swap = isReshipType(kase.type) ? (kase.type === 'EXCHANGE_GOODS' ? '换货' : '维修') : null;
  return (
    <Card size="small" title={swap ? `${swap}信息` : '退货信息'}>
      <Descriptions
        size="small"
        column={narrow ? 1 : 3}
        items={[
          {
            key: 'state',
            label: '退货物流',
            children: kase.returnState ? (
              <StatusTag map={returnLogisticsOf(kase.type)} code={kase.returnState} />
            ) : (
              '—'
            ),
          },
          ...(kase.exchangeTo ? [{ key: 'to', label: '换成', children: kase.exchangeTo }] : []),
          {
            key: 'waybill',
            label: '退货单号',
            children: kase.returnWaybillNo
              ? `${courierName(kase.returnCourier)} ${kase.returnWaybillNo}`
              : countdown
                ? `未填写（${countdown}）`
                : '未填写',
          },
          {
            key: 'signed',
            label: '仓库签收',
            children: kase.signedBackAt
              ? `${formatDateTime(kase.signedBackAt)}${kase.returnWeightG ? ` · ${(kase.returnWeightG / 1000).toFixed(2)} kg` : ''}`
              : '—',
          },
          ...(kase.photos.length
            ? [
                {
                  key: 'photos',
                  label: '仓库照片',
                  children: <ParcelPhotos photos={kase.photos} width={96} />,
                },
              ]
            : []),
          ...(kase.problemReason
            ? [
                {
                  key: 'problem',
                  label: '问题原因',
                  children: <Typography.Text type="danger">{kase.problemReason}</Typography.Text>,
                },
              ]
            : []),
          ...(swap
            ? [
                {
                  key: 'reship',
                  label: `${swap}寄出`,
                  children: kase.reshipWaybillNo
                    ? `${courierName(kase.reshipCourier)} ${kase.reshipWaybillNo}`
                    : `档口${swap}后由仓库寄给买家`,
                },
              ]
            : []),
          {
            key: 'money',
            label: '资金流向',
            children: swap
              ? reshipMoney(kase, swap)
              : kase.refundedFen || kase.feeFen
                ? `档口退款 ${formatFen(kase.refundedFen)} − 退货服务费 ${formatFen(kase.feeFen)} = ${net < 0 ? '余额扣除' : '到账余额'} ${formatFen(Math.abs(net))}`
                : '档口退款后到账余额（每件扣退货服务费 ¥2.00，拒收退回的也收；发错货、质量问题免收）',
          },
          ...(kase.feeDue
            ? [
                {
                  key: 'feeDue',
                  label: '待付退货服务费',
                  children: (
                    <Typography.Text type="warning">
                      {formatFen(kase.feeDue.fen)}（余额不足，已转补款 {kase.feeDue.replenishNo}）{' '}
                      <Link to={`${TRANSFER_RECORD_PATH}?tab=WAITING_PAYMENT`}>去补款</Link>
                    </Typography.Text>
                  ),
                },
              ]
            : []),
        ]}
      />
      {kase.offer && (
        <div style={{ marginTop: 12 }}>
          <NegotiationOffer asNo={kase.asNo} fen={kase.offer.fen} note={kase.offer.note} />
        </div>
      )}
      {awaitingParcel(kase) && (
        <div style={{ marginTop: 12 }}>
          <Typography.Paragraph type="secondary">
            请买家寄回以下地址，收件人处注明退货编码；拿到买家的快递单号后填写退货单号。
          </Typography.Paragraph>
          <ReturnAddressCard compact />
        </div>
      )}
    </Card>
  );
}

/** 换货 / 维修's money: nothing refunded (unless a 协商退款 on refused pieces), the fee and freight charged. */
function reshipMoney(kase: AfterSaleDetail, swap: string) {
  if (!kase.refundedFen && !kase.feeFen)
    return `不退款；${swap}寄出时从余额扣寄出运费和退货服务费（每件 ¥2.00，发错货、质量问题免收）`;
  return [
    kase.refundedFen ? `协商退款 ${formatFen(kase.refundedFen)} 到账余额` : '不退款',
    kase.feeFen ? `已扣退货服务费和寄出运费 ${formatFen(kase.feeFen)}` : '',
  ]
    .filter(Boolean)
    .join('；');
}

/** 价保 / 补寄: what the warehouse found, and the money or the parcel that came of it. */
function ReviewCard({ kase }: { kase: AfterSaleDetail }) {
  const narrow = useNarrowLayout();
  const price = kase.type === 'ELSE_PRICE_PROTECTION';
  return (
    <Card size="small" title={price ? '价保信息' : '补寄信息'}>
      <Descriptions
        size="small"
        column={narrow ? 1 : 3}
        items={[
          {
            key: 'state',
            label: '仓库核实',
            children: <StatusTag map={reviewState} code={kase.reviewState} />,
          },
          price
            ? {
                key: 'money',
                label: '资金流向',
                children:
                  kase.reviewState === 'APPROVED'
                    ? `申请 ${formatFen(kase.appliedFen)}，档口同意 ${formatFen(kase.refundedFen)}，已退回余额`
                    : `申请 ${formatFen(kase.appliedFen)}，档口同意后退回余额（不收退货服务费）`,
              }
            : {
                key: 'reship',
                label: '补寄单号',
                children: kase.reshipWaybillNo
                  ? `${courierName(kase.reshipCourier)} ${kase.reshipWaybillNo}`
                  : '核实少发后由仓库免费补寄',
              },
          ...(kase.problemReason
            ? [
                {
                  key: 'why',
                  label: '未通过原因',
                  children: <Typography.Text type="danger">{kase.problemReason}</Typography.Text>,
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}

/** 已发货仅退款: the courier's interception, why it failed, and where the money went. */
function InterceptCard({ kase }: { kase: AfterSaleDetail }) {
  const narrow = useNarrowLayout();
  const net = kase.refundedFen - kase.feeFen;
  return (
    <Card size="small" title="快递拦截">
      <Descriptions
        size="small"
        column={narrow ? 1 : 3}
        items={[
          {
            key: 'state',
            label: '拦截状态',
            children: <StatusTag map={interceptState} code={kase.interceptState ?? ''} />,
          },
          ...(kase.problemReason
            ? [
                {
                  key: 'why',
                  label: '失败原因',
                  children: <Typography.Text type="danger">{kase.problemReason}</Typography.Text>,
                },
              ]
            : []),
          {
            key: 'money',
            label: '资金流向',
            children:
              kase.interceptState === 'INTERCEPTED'
                ? `货款 ${formatFen(kase.refundedFen)} − 退货服务费 ${formatFen(kase.feeFen)} = 到账余额 ${formatFen(net)}`
                : kase.interceptState === 'FAILED'
                  ? '拦截未成功，未退款；转退货退款后，档口退款时到账余额'
                  : '拦截成功后退回货款到余额（每件扣退货服务费 ¥2.00，发错货、质量问题免收）；代发费和运费不退',
          },
        ]}
      />
    </Card>
  );
}

function CaseView({ kase }: { kase: AfterSaleDetail }) {
  const narrow = useNarrowLayout();
  const returning = kase.returnState !== null;
  // what the stall did with the pieces it took: refunded, swapped or mended
  const verb = kase.type === 'EXCHANGE_GOODS' ? '换' : kase.type === 'ELSE_MAINTENANCE' ? '修' : '退';
  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <AfterSaleSteps {...kase} direction={narrow ? 'vertical' : 'horizontal'} />
        <Flex gap={8} wrap style={{ marginTop: 12 }}>
          <CaseActions kase={kase} size="middle" />
          {returning && <AfterSaleLabelButton asNo={kase.asNo} size="middle" />}
        </Flex>
      </Card>
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
          noRefundAsked(kase.type)
            ? {
                key: 'applied',
                label: '申请内容',
                children: kase.exchangeTo
                  ? `换成 ${kase.exchangeTo}`
                  : kase.type === 'ELSE_REISSUE'
                    ? `补寄缺少的商品（每款 1 件）${kase.remark ? `：${kase.remark}` : ''}`
                    : '维修后寄回',
              }
            : { key: 'applied', label: '申请金额', children: formatFen(kase.appliedFen) },
          {
            key: 'refunded',
            label: '已退金额',
            children:
              noRefundAsked(kase.type) && !kase.refundedFen && !kase.feeFen
                ? '不退款'
                : kase.feeFen > kase.refundedFen
                  ? `${formatFen(kase.refundedFen)}（${isReshipType(kase.type) ? '退货服务费和寄出运费' : '退货服务费'} ${formatFen(kase.feeFen)} 已从余额扣除）`
                  : `${formatFen(kase.refundedFen)}（退回余额${kase.feeFen ? `，扣退货服务费 ${formatFen(kase.feeFen)}` : ''}）`,
          },
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
      {returning && <ReturnCard kase={kase} />}
      {kase.interceptState && <InterceptCard kase={kase} />}
      {kase.reviewState && <ReviewCard kase={kase} />}
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
            ...(returning
              ? [
                  {
                    title: '档口验收',
                    key: 'accepted',
                    width: 150,
                    render: (_: unknown, l: AfterSaleDetail['lines'][number]) =>
                      l.acceptedQty === null ? (
                        <Typography.Text type="secondary">待验收</Typography.Text>
                      ) : l.refuseReason ? (
                        <Typography.Text type="danger">
                          {verb} {l.acceptedQty} 件，拒收 {l.qty - l.acceptedQty} 件（{l.refuseReason}）
                        </Typography.Text>
                      ) : (
                        `已${verb} ${l.acceptedQty} 件`
                      ),
                  },
                ]
              : []),
            {
              title: '退款',
              dataIndex: 'refundFen',
              width: 100,
              align: 'right' as const,
              render: (fen: number) => formatFen(fen),
            },
          ]}
        />
      </Card>
      <AppealCard kase={kase} />
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
