import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Descriptions, Form, InputNumber, Modal, Select } from 'antd';
import { SHIP_COURIERS, type ReturnItemRow, type ReturnShipped, type ReturnShipQuote } from '@oms/api-client';
import { formatFen, useFeedback } from '@oms/ui';
import { quoteReturnShipment, shipReturns } from '../../../api/returns.ts';
import { loadCourier, saveCourier, type ShipCourier } from '../../../print/bench/couriers.ts';
import { ReturnWaybillPrint } from './ReturnWaybillPrint.tsx';

const couriers = Object.entries(SHIP_COURIERS).map(([value, label]) => ({ value, label }));
/** A piece of clothing with its bag: what the parcel is first guessed to weigh (kg). */
const KG_A_PIECE = 0.4;

/**
 * 寄回异地档口: the ticked goods of one far stall in one parcel — the stall's return address and the
 * courier's freight shown first, then sent (the freight from the balance) and the waybill printed.
 */
export function ReturnShipDialog({
  items,
  onDone,
}: {
  items: ReturnItemRow[] | null;
  onDone: (shipped: ReturnShipped | null) => void;
}) {
  if (!items) return null;
  return <ShipForm items={items} onDone={onDone} />;
}

function ShipForm({
  items,
  onDone,
}: {
  items: ReturnItemRow[];
  onDone: (shipped: ReturnShipped | null) => void;
}) {
  const { toast } = useFeedback();
  const pieces = items.reduce((n, i) => n + i.qty, 0);
  const [courier, setCourier] = useState<ShipCourier>(() => loadCourier() || 'ZTO');
  const [kg, setKg] = useState<number | null>(() => Math.max(0.5, Math.round(pieces * KG_A_PIECE * 10) / 10));
  const [quote, setQuote] = useState<ReturnShipQuote | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [shipped, setShipped] = useState<ReturnShipped | null>(null);
  // one parcel, one key: a double click or a retry after a lost answer sends and charges once
  const key = useRef(crypto.randomUUID());
  const stalls = new Set(items.map((i) => i.supplierId ?? i.stall));
  const body = useMemo(
    () => (kg ? { ids: items.map((i) => i.id), courierCode: courier, weightG: Math.round(kg * 1000) } : null),
    [items, courier, kg],
  );

  useEffect(() => {
    if (!body || stalls.size > 1) return;
    let live = true;
    setQuote(null);
    setProblem(null);
    void quoteReturnShipment(body).then((answer) => {
      if (!live) return;
      if (answer.errorCode !== 0) setProblem(answer.errorMsg);
      else setQuote(answer.data);
    });
    return () => {
      live = false;
    };
  }, [body, stalls.size]);

  const send = async () => {
    if (!body || !quote) return;
    setBusy(true);
    try {
      // the freight shown is the freight charged: a quote that moved since is refused (40900)
      const answer = await shipReturns({ ...body, expectedFeeFen: quote.feeFen }, key.current);
      if (answer.errorCode !== 0) return void setProblem(answer.errorMsg);
      saveCourier(courier);
      toast.success(
        `已寄出 ${answer.data.label.courierName} ${answer.data.waybillNo}，运费 ${formatFen(answer.data.feeFen)}`,
      );
      setShipped(answer.data);
    } finally {
      setBusy(false);
    }
  };

  if (shipped) return <ReturnWaybillPrint label={shipped.label} onClose={() => onDone(shipped)} />;

  return (
    <Modal
      open
      title={`寄回异地档口（${items.length} 条，${pieces} 件）`}
      okText="寄出并打印面单"
      okButtonProps={{ disabled: !quote || stalls.size > 1, loading: busy }}
      onOk={() => void send()}
      onCancel={() => onDone(null)}
      destroyOnHidden
    >
      {stalls.size > 1 ? (
        <Alert type="warning" showIcon title="一次只能寄回同一档口的退货，请只勾选一个档口的退货" />
      ) : (
        <Form layout="vertical">
          <Form.Item label="快递">
            <Select
              aria-label="快递"
              value={courier}
              options={couriers}
              onChange={(v) => setCourier(v as ShipCourier)}
            />
          </Form.Item>
          <Form.Item label="包裹重量" extra="按包裹实际重量填写，运费按重量计算">
            <InputNumber
              aria-label="包裹重量"
              min={0.1}
              max={50}
              step={0.1}
              precision={1}
              value={kg}
              onChange={setKg}
              addonAfter="公斤"
            />
          </Form.Item>
          {quote && (
            <Descriptions
              size="small"
              column={1}
              bordered
              styles={{ label: { whiteSpace: 'nowrap' } }}
              items={[
                { key: 'stall', label: '档口', children: quote.stall },
                {
                  key: 'to',
                  label: '收件',
                  children: `${quote.receiver.name} ${quote.receiver.phone} ${quote.receiver.address}`,
                },
                {
                  key: 'goods',
                  label: '货值',
                  children: `${quote.pieces} 件 / ${formatFen(quote.goodsFen)}`,
                },
                {
                  key: 'fee',
                  label: '运费',
                  children: `${formatFen(quote.feeFen)}（寄出时从余额扣除）`,
                },
              ]}
            />
          )}
          {problem && (
            <Alert
              type="error"
              showIcon
              title={problem}
              action={
                problem.includes('供应商管理') ? (
                  <Link to="/basicSet/supplierManagement">去设置</Link>
                ) : undefined
              }
            />
          )}
        </Form>
      )}
    </Modal>
  );
}
