import { useEffect, useMemo, useState } from 'react';
import { Alert, Checkbox, Flex, Form, Input, Modal, Radio, Select, Typography } from 'antd';
import {
  afterSaleType,
  isReshipType,
  isReviewType,
  FEE_WAIVED_REASONS,
  RETURN_SERVICE_FEE_FEN,
  stateLabel,
  type AfterSaleApplyRequest,
  type AfterSalePreview,
} from '@oms/api-client';
import { formatDateTime, formatFen, ListState, PriceInput, priceTextToFen, useFeedback } from '@oms/ui';
import { applyAfterSale, useAfterSalePreview } from '../../../api/afterSale.ts';
import { ReturnAddressCard } from './ReturnAddressCard.tsx';

/** The reasons sellers give most, by type; 其他 asks for the words in 备注. */
export const AFTER_SALE_REASONS = ['买家不想要了', '买家拍错/多拍', '档口缺货', '发货太慢', '其他'] as const;
/** 发错货 and 质量问题 are ours: no 退货服务费. */
export const RETURN_REASONS = ['七天无理由', '尺码/颜色不合适', '发错货', '质量问题', '其他'] as const;
/** 已发货仅退款: the buyer's reasons once the parcel is on its way (发错货, 质量问题: no 退货服务费). */
export const INTERCEPT_REASONS = [
  '买家不想要了',
  '买家拍错/多拍',
  '发货太慢',
  '发错货',
  '质量问题',
  '其他',
] as const;
/** 换货 and 维修: why the buyer sends them back (发错货, 质量问题: no 退货服务费). */
export const EXCHANGE_REASONS = ['尺码不合适', '颜色/款式不喜欢', '发错货', '质量问题', '其他'] as const;
export const REPAIR_REASONS = ['质量问题', '配件损坏', '开线/脱胶', '其他'] as const;
/** 价保: why the difference is owed; 补寄: what the buyer found short (written out in 备注). */
export const PRICE_REASONS = ['档口降价', '活动差价', '其他'] as const;
export const REISSUE_REASONS = ['少件', '漏发配件', '漏发赠品', '其他'] as const;
const REASONS: Record<string, readonly string[]> = {
  RETURN_GOODS_DELIVERY: RETURN_REASONS,
  REFUND_DELIVERY: INTERCEPT_REASONS,
  EXCHANGE_GOODS: EXCHANGE_REASONS,
  ELSE_MAINTENANCE: REPAIR_REASONS,
  ELSE_PRICE_PROTECTION: PRICE_REASONS,
  ELSE_REISSUE: REISSUE_REASONS,
};
const reasonsOf = (type: string) => REASONS[type] ?? AFTER_SALE_REASONS;

/**
 * What the ticked lines do under each type: refunded before shipping (the default), sent back by the
 * buyer, called back whole by the courier, swapped or mended, price-protected, or one piece reissued.
 */
type LineMode = 'refund' | 'return' | 'intercept' | 'reship' | 'price' | 'reissue';
const LINE_MODE: Record<string, LineMode> = {
  RETURN_GOODS_DELIVERY: 'return',
  REFUND_DELIVERY: 'intercept',
  EXCHANGE_GOODS: 'reship',
  ELSE_MAINTENANCE: 'reship',
  ELSE_PRICE_PROTECTION: 'price',
  ELSE_REISSUE: 'reissue',
};

/** A line's note under its mode: what goes, and what it may give back. */
function lineNote(mode: LineMode, l: Line): string {
  const fen = formatFen(l.refundFen);
  switch (mode) {
    case 'return':
      return `退 ${l.tookQty} 件，最多可退 ${fen}`;
    case 'intercept':
      return `拦截退回 ${l.tookQty} 件，可退 ${fen}`;
    case 'reship':
      return `寄回 ${l.tookQty} 件`;
    case 'price':
      return `最多可价保 ${fen}`;
    case 'reissue':
      return '补寄 1 件';
    case 'refund':
      return `可退 ${fen}`;
  }
}

interface Values {
  type: string;
  lineNos: number[];
  reason: string;
  remark?: string;
  exchangeTo?: string;
  /** 价保's difference as typed (yuan). */
  amount?: string;
}

type Line = AfterSalePreview['lines'][number];

const goodsText = (l: Line) => `${l.articleNo} ${l.color}/${l.size} ×${l.qty}`;

/** What the ticked lines give back: the whole order's (freight too) when every open line is ticked. */
export function refundOf(preview: AfterSalePreview, ticked: number[]): { fen: number; whole: boolean } {
  const open = preview.lines.filter((l) => l.blockedBy === null);
  const whole = preview.wholeOrderFen > 0 && open.length > 0 && open.every((l) => ticked.includes(l.lineNo));
  if (whole) return { fen: preview.wholeOrderFen, whole };
  const fen = open.filter((l) => ticked.includes(l.lineNo)).reduce((s, l) => s + l.refundFen, 0);
  return { fen, whole };
}

/** The goods that went out on the ticked lines: the most 价保 may ask. */
export const goodsOf = (preview: AfterSalePreview, ticked: number[]) =>
  preview.lines
    .filter((l) => l.blockedBy === null && ticked.includes(l.lineNo))
    .reduce((s, l) => s + l.tookQty * l.priceFen, 0);

/** 退货服务费 for the ticked lines' pieces (none for 发错货 / 质量问题). */
export function returnFeeOf(preview: AfterSalePreview, ticked: number[], reason: string | undefined) {
  if (reason && (FEE_WAIVED_REASONS as readonly string[]).includes(reason)) return 0;
  const pieces = preview.lines
    .filter((l) => l.blockedBy === null && ticked.includes(l.lineNo))
    .reduce((s, l) => s + l.tookQty, 0);
  return pieces * RETURN_SERVICE_FEE_FEN;
}

/**
 * 申请售后 on a 代发订单: the types the order can take (the others say why not), the lines with what each
 * gives back (a line that cannot says why), a reason, a remark. 未发货仅退款 completes at once: the fen
 * are in the balance when the dialog closes. 退货退款 (signed for, within 15 days) opens the case and
 * shows where the buyer sends the goods; the refund comes when the stall takes them back.
 */
export function ApplyAfterSaleDialog({
  orderNo,
  onClose,
  onDone,
}: {
  /** The order to apply on; null keeps the dialog closed. */
  orderNo: string | null;
  onClose: () => void;
  onDone: (asNo: string) => void | Promise<void>;
}) {
  const [form] = Form.useForm<Values>();
  const { data: preview, error, isLoading, mutate } = useAfterSalePreview(orderNo);
  const [saving, setSaving] = useState(false);
  const { toast } = useFeedback();
  const watched = Form.useWatch('lineNos', form);
  const reason = Form.useWatch('reason', form);
  const type = Form.useWatch('type', form) ?? '';
  const mode = LINE_MODE[type] ?? 'refund';
  const returning = mode === 'return';
  // 换货 / 维修: the goods go back as a return's, and the stall's swap or mend comes out again
  const reshipping = isReshipType(type);
  // 价保 / 补寄: nothing comes back; the warehouse looks into it
  const reviewing = isReviewType(type);
  // the courier brings the whole parcel back: every line in it goes, none can be left out
  const intercepting = mode === 'intercept';
  const applicable = preview?.types.filter((t) => t.applicable) ?? [];

  useEffect(() => {
    if (!orderNo || !preview) return;
    form.resetFields();
    form.setFieldsValue({
      type: preview.types.find((t) => t.applicable)?.type ?? '',
      lineNos: preview.lines.filter((l) => l.blockedBy === null).map((l) => l.lineNo),
    });
  }, [orderNo, preview, form]);

  const ticked = useMemo(() => watched ?? [], [watched]);
  const refund = useMemo(() => (preview ? refundOf(preview, ticked) : null), [preview, ticked]);

  const submit = async (v: Values) => {
    if (!orderNo) return;
    setSaving(true);
    try {
      const answer = await applyAfterSale({
        orderNo,
        type: v.type as AfterSaleApplyRequest['type'],
        lineNos: v.lineNos,
        reason: v.reason,
        ...(v.remark?.trim() ? { remark: v.remark.trim() } : {}),
        ...(v.type === 'EXCHANGE_GOODS' && v.exchangeTo?.trim() ? { exchangeTo: v.exchangeTo.trim() } : {}),
        ...(v.type === 'ELSE_PRICE_PROTECTION' ? { amountFen: priceTextToFen(v.amount ?? '') ?? 0 } : {}),
      });
      if (answer.errorCode !== 0) {
        toast.error(answer.errorMsg);
        void mutate();
        return;
      }
      const { asNo, refundedFen, skipped, status } = answer.data;
      if (status === 'GOODS_RETURNING') toast.success(`售后单 ${asNo} 已提交，请在3天内填写退货单号`);
      else if (status === 'REFUNDING' && isReviewType(v.type))
        toast.success(`售后单 ${asNo} 已提交，仓库正在核实`);
      else if (status === 'REFUNDING') toast.success(`售后单 ${asNo} 已提交，仓库正在联系快递拦截包裹`);
      else toast.success(`售后单 ${asNo} 已完成，${formatFen(refundedFen)} 已退回余额`);
      for (const s of skipped) toast.warning(`第 ${s.lineNo} 款：${s.why}`);
      await onDone(asNo);
    } finally {
      setSaving(false);
    }
  };

  const blockedAll = preview && applicable.length === 0;
  return (
    <Modal
      open={orderNo !== null}
      title={`申请售后 ${orderNo ?? ''}`}
      okText="提交申请"
      cancelText="取消"
      okButtonProps={{ disabled: !preview || !!blockedAll || ticked.length === 0 }}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      styles={{ body: { maxHeight: 'calc(100vh - 220px)', overflowY: 'auto' } }}
    >
      {error && !preview ? (
        <ListState kind="error" message={error.message} onRetry={() => void mutate()} />
      ) : isLoading || !preview ? (
        <ListState kind="loading" />
      ) : (
        <Form form={form} layout="vertical" requiredMark="optional" onFinish={(v: Values) => void submit(v)}>
          <Form.Item name="type" label="售后类型" rules={[{ required: true, message: '请选择售后类型' }]}>
            <Radio.Group onChange={() => form.setFieldValue('reason', undefined)}>
              {preview.types.map((t) => (
                <Radio key={t.type} value={t.type} disabled={!t.applicable}>
                  {stateLabel(afterSaleType, t.type)}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
          {blockedAll && (
            <Alert type="warning" showIcon title={preview.types[0]?.why ?? '该订单暂不能申请售后'} />
          )}
          {!blockedAll && (
            <>
              <Form.Item
                name="lineNos"
                label="售后商品"
                rules={[{ required: true, type: 'array', min: 1, message: '请选择要售后的商品' }]}
                {...(intercepting ? { extra: '快递拦截会退回整个包裹，包裹内的商品一起售后' } : {})}
              >
                <LineChecks lines={preview.lines} mode={mode} />
              </Form.Item>
              {type === 'ELSE_PRICE_PROTECTION' && (
                <Form.Item
                  name="amount"
                  label={`价保金额（最多 ${formatFen(goodsOf(preview, ticked))}）`}
                  extra="档口降价后的差价，仓库向档口核实后退回余额"
                  required
                  rules={[
                    {
                      validator: (_, v: string | undefined) => {
                        const fen = priceTextToFen(v ?? '');
                        if (!fen || fen <= 0) return Promise.reject(new Error('请填写价保金额'));
                        if (fen > goodsOf(preview, ticked))
                          return Promise.reject(
                            new Error(`价保金额最多 ${formatFen(goodsOf(preview, ticked))}`),
                          );
                        return Promise.resolve();
                      },
                    },
                  ]}
                >
                  <PriceInput style={{ width: 180 }} />
                </Form.Item>
              )}
              {type === 'EXCHANGE_GOODS' && (
                <Form.Item
                  name="exchangeTo"
                  label="换成"
                  extra="买家想换的颜色尺码，档口按此换货"
                  rules={[
                    { required: true, whitespace: true, message: '请填写换成的颜色尺码' },
                    { max: 40, message: '换成最多40个字符' },
                  ]}
                >
                  <Input maxLength={40} placeholder="如：黑色/XL" />
                </Form.Item>
              )}
              <Form.Item
                name="reason"
                label="售后原因"
                rules={[{ required: true, message: '请选择售后原因' }]}
              >
                <Select placeholder="请选择" options={reasonsOf(type).map((r) => ({ value: r, label: r }))} />
              </Form.Item>
              <Form.Item
                name="remark"
                label="备注"
                rules={[
                  { max: 200, message: '备注最多200个字符' },
                  ...(reason === '其他'
                    ? [{ required: true, whitespace: true, message: '原因为「其他」时请写明' }]
                    : type === 'ELSE_REISSUE'
                      ? [{ required: true, whitespace: true, message: '请写明缺少的商品或配件' }]
                      : []),
                ]}
              >
                <Input.TextArea rows={2} maxLength={200} showCount placeholder="选填" />
              </Form.Item>
              {reviewing && ticked.length > 0 && (
                <Alert
                  type="info"
                  showIcon
                  title={
                    type === 'ELSE_PRICE_PROTECTION'
                      ? '仓库向档口核实降价，档口同意的差价退回余额，不收退货服务费'
                      : '仓库核对出库称重和照片，确认少发后免费补寄给买家（每款 1 件）'
                  }
                  description="商品不用寄回。核实约需半小时，未通过时会写明原因，72小时内可申诉。"
                />
              )}
              {refund && refund.fen > 0 && !returning && !intercepting && !reshipping && !reviewing && (
                <Alert
                  type="info"
                  showIcon
                  title={
                    refund.whole
                      ? `整单退款（含运费），${formatFen(refund.fen)} 提交后立即退回余额，订单取消`
                      : `退款 ${formatFen(refund.fen)}（货款和代发费），提交后立即退回余额`
                  }
                />
              )}
              {refund && refund.fen > 0 && intercepting && (
                <InterceptTerms refundFen={refund.fen} feeFen={returnFeeOf(preview, ticked, reason)} />
              )}
              {reshipping && ticked.length > 0 && (
                <ReshipTerms
                  what={type === 'EXCHANGE_GOODS' ? '换货' : '维修'}
                  feeFen={returnFeeOf(preview, ticked, reason)}
                  freightFen={preview.reshipFreightFen}
                  returnBefore={preview.returnBefore}
                />
              )}
              {refund && refund.fen > 0 && returning && (
                <ReturnTerms
                  refundFen={refund.fen}
                  feeFen={returnFeeOf(preview, ticked, reason)}
                  returnBefore={preview.returnBefore}
                />
              )}
            </>
          )}
          {/* Enter in a field (换成, 价保金额) submits, as in any form (提交申请 is the dialog's, outside it) */}
          <button type="submit" hidden />
        </Form>
      )}
    </Modal>
  );
}

/**
 * The order's lines to tick, inside 售后商品's Form.Item. A group of checkboxes takes no aria-required
 * (axe: aria-allowed-attr), which Form.Item hands every required control, so it is dropped here.
 */
function LineChecks({
  lines,
  mode,
  'aria-required': _required,
  ...control
}: {
  lines: Line[];
  mode: LineMode;
  'aria-required'?: unknown;
  value?: number[];
  onChange?: (v: number[]) => void;
}) {
  return (
    <Checkbox.Group {...control} role="group" style={{ width: '100%' }}>
      <Flex vertical gap={8} style={{ width: '100%' }}>
        {lines.map((l) => (
          <Checkbox
            key={l.lineNo}
            value={l.lineNo}
            disabled={l.blockedBy !== null || (mode === 'intercept' && control.value?.includes(l.lineNo))}
          >
            <Flex vertical>
              <span>
                第 {l.lineNo} 款 {goodsText(l)}
                {l.blockedBy === null && (
                  <Typography.Text type="secondary"> · {lineNote(mode, l)}</Typography.Text>
                )}
              </span>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {l.stall}
                {l.blockedBy ? ` · ${l.blockedBy}` : ''}
              </Typography.Text>
            </Flex>
          </Checkbox>
        ))}
      </Flex>
    </Checkbox.Group>
  );
}

/** What 已发货仅退款 means before it is submitted: the whole parcel called back, what comes back if it is. */
function InterceptTerms({ refundFen, feeFen }: { refundFen: number; feeFen: number }) {
  return (
    <Alert
      type="info"
      showIcon
      title={`拦截成功后退回 ${formatFen(Math.max(0, refundFen - feeFen))}（货款 ${formatFen(refundFen)}${
        feeFen ? `，扣退货服务费 ${formatFen(feeFen)}` : '，发错货、质量问题免退货服务费'
      }）`}
      description="仓库将联系快递拦截整个包裹退回，商品由仓库退回档口；代发费和运费不退。拦截失败（包裹已派送或已签收）时，可转为退货退款。"
    />
  );
}

/** What 换货 / 维修 cost before they are submitted: nothing refunded, the fee and the freight out again. */
function ReshipTerms({
  what,
  feeFen,
  freightFen,
  returnBefore,
}: {
  what: string;
  feeFen: number;
  freightFen: number;
  returnBefore: string | null;
}) {
  return (
    <GoodsBackTerms
      title={`${what}不退款，档口${what === '换货' ? '换好' : '修好'}后由仓库寄给买家：运费 ${formatFen(freightFen)}${
        feeFen ? `，退货服务费 ${formatFen(feeFen)}` : '，发错货、质量问题免退货服务费'
      }`}
      how={`买家寄回后，仓库签收、质检并送回档口；寄出时从余额扣费，余额不足时生成补款。档口无法${what}的商品转为问题件，可协商退款。`}
      returnBefore={returnBefore}
    />
  );
}

/** What 退货退款 means before it is submitted: the most that comes back, the fee, the deadline, the address. */
function ReturnTerms({
  refundFen,
  feeFen,
  returnBefore,
}: {
  refundFen: number;
  feeFen: number;
  returnBefore: string | null;
}) {
  return (
    <GoodsBackTerms
      title={`最多退回 ${formatFen(Math.max(0, refundFen - feeFen))}（货款 ${formatFen(refundFen)}${
        feeFen ? `，扣退货服务费 ${formatFen(feeFen)}` : '，发错货、质量问题免退货服务费'
      }）`}
      how="买家寄回后，仓库签收、质检并退回档口，档口退款后到账余额；档口拒收的商品转为问题件。"
      returnBefore={returnBefore}
    />
  );
}

/** Goods the buyer sends back: what happens to them and the money, the deadlines, and where they go. */
function GoodsBackTerms({
  title,
  how,
  returnBefore,
}: {
  title: string;
  how: string;
  returnBefore: string | null;
}) {
  return (
    <Flex vertical gap={12}>
      <Alert
        type="info"
        showIcon
        title={title}
        description={
          <>
            {how}
            提交后请在3天内填写退货单号，否则售后自动关闭。
            {returnBefore ? `本单签收后15天内可申请，截至 ${formatDateTime(returnBefore)}。` : ''}
          </>
        }
      />
      <Typography.Text type="secondary">请买家寄回以下地址，并在收件人处注明退货编码：</Typography.Text>
      <ReturnAddressCard compact />
    </Flex>
  );
}
