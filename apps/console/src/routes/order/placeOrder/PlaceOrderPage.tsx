import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Checkbox, Descriptions, Flex, Form, Input, Radio, Typography } from 'antd';
import {
  brands,
  createRequestKey,
  extrasOffered,
  isE3hBrand,
  type DaifaExtras,
  type QcOption,
  type ShoeBoxOption,
  lineServiceFees,
  parcelWeightG,
  SERVICE_FEES,
  type DaifaGoods,
  type DaifaPlaceRequest,
  type ApiEnvelope,
} from '@oms/api-client';
import { formatFen, Page, showServerError, useFeedback, validatedValues } from '@oms/ui';
import {
  placeDaifaOrder,
  quoteDaifaOrder,
  useAreaTree,
  useExpressQuote,
  useGoods,
} from '../../../api/placeOrder.ts';
import { rememberDaifaCallback } from '../../../app/navigation/daifaCallback.ts';
import { currentBrand } from '../../../app/session/brand.ts';
import { payPageUrl } from '../../funds/pay/payUrls.ts';
import { CourierPicker } from './CourierPicker.tsx';
import { GoodsPicker } from '../shared/GoodsPicker.tsx';
import { useMayOpen } from '../../../app/guards/GuardedOutlet.tsx';
import { CustomGoodsPicker } from './CustomGoodsPicker.tsx';
import { PlaceLinesTable } from './PlaceLinesTable.tsx';
import { lineFor, repriced, swapGoods, type PlaceLine } from './placeLines.ts';
import { PriceChangeNotice } from './PriceChangeNotice.tsx';
import { readPlacePrefill } from './placeOrderUrls.ts';
import { ReceiverFields, type ReceiverValues } from '../shared/ReceiverFields.tsx';
import { SameStyleModal } from '../shared/SameStyleModal.tsx';
import { ButtonLink } from '../../../components/ButtonLink.tsx';

interface FormValues {
  receiver: ReceiverValues;
  remark?: string;
  shipAvailableFirst?: boolean;
  shoeBox?: ShoeBoxOption;
  qc?: QcOption;
}

const SHOE_BOX_CHOICES: { value: ShoeBoxOption; label: string }[] = [
  { value: 'ORIGINAL', label: '原装鞋盒' },
  { value: 'NONE', label: '不要鞋盒（每双轻约 300 克，省运费）' },
  { value: 'REINFORCED', label: '加固鞋盒（+¥1.00/双，防压）' },
];
const QC_CHOICES: { value: QcOption; label: string }[] = [
  { value: 'STANDARD', label: '常规质检' },
  { value: 'FINE', label: '精细质检（+¥0.50/件，逐件查线头、污渍、色差）' },
];

function feeNote(brand: ReturnType<typeof currentBrand>): string {
  const fee = SERVICE_FEES[brand];
  const market = brand === 'go2' ? '鞋类档口' : '服装档口';
  const service =
    brand === 'go2'
      ? `代发费每双${formatFen(fee.firstFen)}，付款时可用优惠券`
      : `代发费首件${formatFen(fee.firstFen)}，每多一件${formatFen(fee.furtherFen)}`;
  return `${brands[brand].supplierLabel}${market}商品，价格以档口当前价为准；${service}；代发仓拿货、质检、打包后发出。`;
}

/** 代发下单 (/order/placeOrder): goods from the market, the receiver, a courier, one payment. */
export default function PlaceOrderPage() {
  const brand = currentBrand();
  const location = useLocation();
  const navigate = useNavigate();
  const { toast, confirm } = useFeedback();
  const prefill = useMemo(() => readPlacePrefill(location.search), [location.search]);
  // The goods page's requestKey, else one per visit: a double click or a retry places once.
  const [requestKey] = useState(() => prefill.requestKey ?? createRequestKey());
  const [form] = Form.useForm<FormValues>();
  const tree = useAreaTree();
  const [lines, setLines] = useState<PlaceLine[]>([]);
  const [area, setArea] = useState<string[]>([]);
  const [courier, setCourier] = useState<string | null>(null);
  const [sameStyleOf, setSameStyleOf] = useState<PlaceLine | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const linked = useGoods(prefill.goodsId);
  useEffect(() => {
    const goods = linked.data;
    if (goods) setLines((now) => (now.length ? now : [lineFor(goods, prefill)]));
  }, [linked.data, prefill]);

  const offered = extrasOffered(brand);
  const shoeBox = Form.useWatch('shoeBox', form) as ShoeBoxOption | undefined;
  const qc = Form.useWatch('qc', form) as QcOption | undefined;
  const extras: DaifaExtras = {
    ...(offered.shoeBox && shoeBox ? { shoeBox } : {}),
    ...(offered.qc && qc ? { qc } : {}),
  };
  const provinceCode = area.length === 3 ? area[0]! : null;
  const weightG = parcelWeightG(
    lines.map((l) => ({ qty: l.qty, weightG: l.goods.weightG })),
    extras,
  );
  const quotes = useExpressQuote(provinceCode, weightG);
  const chosenQuote = quotes.data?.find((c) => c.code === courier) ?? null;
  useEffect(() => {
    // A province the chosen courier does not reach: choose again.
    if (courier && quotes.data && !quotes.data.some((c) => c.code === courier)) setCourier(null);
  }, [courier, quotes.data]);

  const goodsFen = lines.reduce((s, l) => s + l.goods.priceFen * l.qty, 0);
  const serviceFen = lineServiceFees(
    brand,
    lines.map((l) => l.qty),
    extras,
  ).reduce((a, b) => a + b, 0);
  const freight = chosenQuote?.freightFen ?? 0;

  // 自定义商品 where the brand has them and the account may open their page (go2 has none)
  const mayUseCustomGoods = useMayOpen('/goods/customGoods');
  const addGoods = (goods: DaifaGoods) => {
    setProblem(null);
    if (lines.length >= 50) return void toast.error('一单最多50款商品');
    setLines((now) => [...now, lineFor(goods)]);
  };

  const submit = async () => {
    setProblem(null);
    const values = await validatedValues(form);
    if (!values) return;
    if (!lines.length) return setProblem('请添加商品');
    if (!courier) return setProblem('请选择快递');
    const body: DaifaPlaceRequest = {
      requestKey,
      courierCode: courier,
      receiver: {
        name: values.receiver.name,
        phone: values.receiver.phone.trim(),
        areaCode: values.receiver.area[2]!,
        address: values.receiver.address,
      },
      lines: lines.map((l) => ({ goodsId: l.goods.goodsId, color: l.color, size: l.size, qty: l.qty })),
      ...(values.remark?.trim() ? { remark: values.remark.trim() } : {}),
      shipAvailableFirst: values.shipAvailableFirst ?? false,
      ...(Object.keys(extras).length ? { extras } : {}),
      ...(prefill.callbackUrl ? { callbackUrl: prefill.callbackUrl } : {}),
      ...(Object.keys(prefill.attribution).length ? { attribution: prefill.attribution } : {}),
    };
    const refused = (res: ApiEnvelope<unknown>) => {
      const field = (res.data as { field?: string } | null)?.field ?? '';
      if (field === 'receiver.areaCode')
        form.setFields([{ name: ['receiver', 'area'], errors: [res.errorMsg] }]);
      else if (!showServerError(form, res)) setProblem(res.errorMsg);
    };
    setSubmitting(true);
    try {
      // 核价 first: a stall that raised its price since the goods were added is named before paying
      const quote = await quoteDaifaOrder(body);
      if (quote.errorCode !== 0) return refused(quote);
      const shownFen = goodsFen + serviceFen + freight;
      const { lines: now, changes } = repriced(lines, quote.data.lines);
      if (changes.length || quote.data.totalFen !== shownFen) {
        setLines(now);
        // the courier's price may have moved as well: the page asks for it again
        void quotes.mutate();
        const goOn = await confirm({
          title: '价格已变化',
          content: <PriceChangeNotice changes={changes} shownFen={shownFen} totalFen={quote.data.totalFen} />,
          okText: '按新价格提交',
          cancelText: '返回修改',
        });
        if (!goOn) return;
      }
      const res = await placeDaifaOrder(body);
      if (res.errorCode !== 0) return refused(res);
      const placed = res.data;
      if (placed.callbackIgnored) toast.warning('回调地址无效，已忽略');
      if (placed.callbackUrl && placed.payNo)
        rememberDaifaCallback(placed.payNo, {
          url: placed.callbackUrl,
          orderNo: placed.orderNo,
          params: prefill.attribution,
        });
      if (!placed.payNo) return navigate('/order/daifaOrderList');
      navigate(payPageUrl(placed.payNo));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Page title="代发下单">
      <Flex vertical gap={12} style={{ maxWidth: 1100 }}>
        <Alert
          type="info"
          showIcon
          message={feeNote(brand)}
          action={
            isE3hBrand(brand) ? (
              <ButtonLink to="/order/orderCollect" size="small">
                报单管理
              </ButtonLink>
            ) : undefined
          }
        />
        {linked.error && (
          <Alert type="warning" showIcon message={`链接中的商品不可下单：${linked.error.message}`} />
        )}
        <Card title="商品" size="small">
          <Flex vertical gap={12}>
            <GoodsPicker onAdd={addGoods} />
            {mayUseCustomGoods && <CustomGoodsPicker onAdd={addGoods} />}
            <PlaceLinesTable
              lines={lines}
              onChange={(line) => setLines((now) => now.map((l) => (l.key === line.key ? line : l)))}
              onRemove={(key) => setLines((now) => now.filter((l) => l.key !== key))}
              onSameStyle={setSameStyleOf}
            />
          </Flex>
        </Card>
        <Form form={form} layout="vertical" requiredMark>
          <Flex gap={12} wrap>
            <Card title="收件人" size="small" style={{ flex: '1 1 420px' }}>
              <ReceiverFields form={form} tree={tree.data} onAreaChange={setArea} />
            </Card>
            <Card
              title="快递与备注"
              size="small"
              style={{ flex: '1 1 320px' }}
              extra={
                <Link to="/order/expressList" target="_blank">
                  快递列表
                </Link>
              }
            >
              <Form.Item label="快递" required>
                <CourierPicker
                  provinceCode={provinceCode}
                  weightG={weightG}
                  value={courier}
                  onChange={(code) => setCourier(code)}
                />
              </Form.Item>
              {offered.shoeBox && (
                <Form.Item label="鞋盒" name="shoeBox" initialValue="ORIGINAL">
                  <Radio.Group
                    aria-label="鞋盒"
                    options={SHOE_BOX_CHOICES}
                    style={{ display: 'grid', gap: 4 }}
                  />
                </Form.Item>
              )}
              {offered.qc && (
                <Form.Item label="质检" name="qc" initialValue="STANDARD">
                  <Radio.Group aria-label="质检" options={QC_CHOICES} style={{ display: 'grid', gap: 4 }} />
                </Form.Item>
              )}
              <Form.Item name="shipAvailableFirst" valuePropName="checked">
                <Checkbox>有货先发（部分商品缺货时，先发已拿到的，缺货的退款）</Checkbox>
              </Form.Item>
              <Form.Item label="备注" name="remark" rules={[{ max: 500, message: '备注最多500个字符' }]}>
                <Input.TextArea rows={2} maxLength={500} showCount placeholder="给代发仓的话，如包装要求" />
              </Form.Item>
            </Card>
          </Flex>
        </Form>
        <Card size="small">
          <Flex justify="space-between" align="center" wrap gap={12}>
            <Descriptions size="small" column={{ xs: 2, sm: 4 }} aria-label="费用">
              <Descriptions.Item label="商品金额">{formatFen(goodsFen)}</Descriptions.Item>
              <Descriptions.Item label="代发费">{formatFen(serviceFen)}</Descriptions.Item>
              <Descriptions.Item label="快递费">{chosenQuote ? formatFen(freight) : '—'}</Descriptions.Item>
              <Descriptions.Item label="预估重量">
                {/* an empty cart weighs nothing yet: the bag's 50 g comes with the first goods */}
                {lines.length ? `${(weightG / 1000).toFixed(2)} kg` : '—'}
              </Descriptions.Item>
            </Descriptions>
            <Flex align="center" gap={12}>
              <Typography.Text>
                应付{' '}
                <Typography.Text strong type="danger" style={{ fontSize: 20 }}>
                  {formatFen(goodsFen + serviceFen + freight)}
                </Typography.Text>
              </Typography.Text>
              <Button type="primary" size="large" loading={submitting} onClick={() => void submit()}>
                提交订单
              </Button>
            </Flex>
          </Flex>
          {problem && <Alert style={{ marginTop: 8 }} type="error" showIcon message={problem} role="alert" />}
        </Card>
      </Flex>
      <SameStyleModal
        goods={sameStyleOf?.goods ?? null}
        onClose={() => setSameStyleOf(null)}
        onPick={(other) => {
          setLines((now) => now.map((l) => (l.key === sameStyleOf?.key ? swapGoods(l, other) : l)));
          setSameStyleOf(null);
        }}
      />
    </Page>
  );
}
