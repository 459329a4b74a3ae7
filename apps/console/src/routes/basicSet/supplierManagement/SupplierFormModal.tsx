import { useEffect, useRef, useState } from 'react';
import { AutoComplete, Checkbox, Form, Input, InputNumber, Modal, Select, Space, type GetRef } from 'antd';
import {
  supplierSettleMode,
  type SupplierRow,
  type SupplierSaveRequest,
  type SupplierTree,
} from '@oms/api-client';
import { showServerError, useFeedback, validatedValues } from '@oms/ui';
import { saveSupplier } from '../../../api/suppliers.ts';
import { useAreaTree } from '../../../api/placeOrder.ts';
import { areaPath } from '../../order/shared/areaPath.ts';
import { ReceiverFields, type ReceiverValues } from '../../order/shared/ReceiverFields.tsx';

type Values = Omit<SupplierSaveRequest, 'returnDays' | 'id' | 'returnAddress'> & {
  returnDays: number | null;
  /** 异地档口's return address, in the receiver fields' shape. */
  receiver?: ReceiverValues;
};

/** 新增档口 / 编辑: market and floor picked from the tree or typed new; 不退 for a stall that takes nothing back. */
export function SupplierFormModal({
  open,
  editing,
  tree,
  defaults,
  onClose,
}: {
  open: boolean;
  editing: SupplierRow | null;
  tree: SupplierTree;
  /** The market and floor chosen in the tree, for a new stall. */
  defaults: { market?: string; floor?: string };
  onClose: (saved: boolean) => void;
}) {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const marketInput = useRef<GetRef<typeof AutoComplete>>(null);
  const { toast } = useFeedback();
  const market = Form.useWatch('market', form);
  const noReturn = Form.useWatch('noReturn', form);
  const remote = Form.useWatch('returnRemote', form);
  const areas = useAreaTree();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      editing
        ? {
            ...editing,
            returnDays: editing.returnDays ?? 7,
            noReturn: editing.returnDays === null,
            marketStallId: editing.marketStallId ?? '',
            ...(editing.returnAddress ? { receiver: { ...editing.returnAddress, area: [] } } : {}),
          }
        : {
            market: defaults.market ?? '',
            floor: defaults.floor ?? '',
            settleMode: 'CASH',
            returnDays: 7,
            noReturn: false,
            returnRemote: false,
            phone: '',
          },
    );
  }, [open, editing, defaults.market, defaults.floor, form]);
  // the 省市区 of a saved address shows once the area tree is in (it may come after the dialog opened)
  useEffect(() => {
    const saved = editing?.returnAddress;
    if (!open || !saved || !areas.data || form.getFieldValue(['receiver', 'area'])?.length) return;
    form.setFieldValue(['receiver', 'area'], areaPath(areas.data, saved.areaCode));
  }, [open, editing, areas.data, form]);
  const floors = tree.find((m) => m.name === market)?.floors ?? [];

  const submit = async () => {
    const v = await validatedValues(form);
    if (!v) return;
    setBusy(true);
    try {
      const answer = await saveSupplier({
        ...(editing ? { id: editing.id } : {}),
        market: v.market.trim(),
        floor: v.floor.trim(),
        stallNo: v.stallNo.trim(),
        name: v.name.trim(),
        phone: (v.phone ?? '').trim(),
        settleMode: v.settleMode,
        returnDays: v.returnDays ?? 0,
        noReturn: v.noReturn,
        ...(v.marketStallId ? { marketStallId: v.marketStallId.trim() } : {}),
        returnRemote: Boolean(v.returnRemote),
        ...(v.returnRemote && v.receiver
          ? {
              returnAddress: {
                name: v.receiver.name.trim(),
                phone: v.receiver.phone.trim(),
                areaCode: v.receiver.area[2]!,
                address: v.receiver.address.trim(),
              },
            }
          : {}),
      });
      if (answer.errorCode !== 0) {
        if (!showServerError(form, answer)) toast.error(answer.errorMsg);
        return;
      }
      toast.success(
        answer.data!.matched ? `已保存，${answer.data!.matched} 条未归类的拿货任务已归到该档口` : '已保存',
      );
      onClose(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={editing ? '编辑档口' : '新增档口'}
      okText="保存"
      okButtonProps={{ loading: busy }}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
      // the first field takes the keyboard, not the dialog's ✕: a stall is typed in one go
      afterOpenChange={(opened) => opened && marketInput.current?.focus()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={() => void submit()}>
        <Space.Compact block>
          <Form.Item
            name="market"
            label="市场"
            rules={[{ required: true, message: '请填写市场' }]}
            style={{ flex: 2 }}
          >
            <AutoComplete
              ref={marketInput}
              aria-label="市场"
              options={tree.map((m) => ({ value: m.name }))}
              placeholder="如 新中国大厦"
            />
          </Form.Item>
          <Form.Item
            name="floor"
            label="楼层"
            rules={[{ required: true, message: '请填写楼层' }]}
            style={{ flex: 1 }}
          >
            <AutoComplete
              aria-label="楼层"
              options={floors.map((f) => ({ value: f.name }))}
              placeholder="如 3楼"
            />
          </Form.Item>
          <Form.Item
            name="stallNo"
            label="档口号"
            rules={[{ required: true, message: '请填写档口号' }]}
            style={{ flex: 1 }}
          >
            <Input aria-label="档口号" placeholder="如 A316" />
          </Form.Item>
        </Space.Compact>
        <Form.Item name="name" label="档口名称" rules={[{ required: true, message: '请填写档口名称' }]}>
          <Input aria-label="档口名称" maxLength={30} />
        </Form.Item>
        <Form.Item name="phone" label="电话">
          <Input aria-label="电话" inputMode="tel" placeholder="手机号或座机，拿货员可一键拨打" />
        </Form.Item>
        <Form.Item name="settleMode" label="结算方式">
          <Select
            aria-label="结算方式"
            options={Object.entries(supplierSettleMode).map(([value, e]) => ({ value, label: e.label }))}
          />
        </Form.Item>
        <Form.Item label="可退天数">
          <Space>
            <Form.Item name="returnDays" noStyle>
              <InputNumber
                aria-label="可退天数"
                min={0}
                max={90}
                precision={0}
                disabled={noReturn}
                addonAfter="天"
              />
            </Form.Item>
            <Form.Item name="noReturn" valuePropName="checked" noStyle>
              <Checkbox>不退</Checkbox>
            </Form.Item>
          </Space>
        </Form.Item>
        <Form.Item
          name="marketStallId"
          label="市场档口编号"
          extra="批发市场平台上的档口编号（选填），代发订单按它归到该档口"
        >
          <Input aria-label="市场档口编号" maxLength={40} />
        </Form.Item>
        <Form.Item
          name="returnRemote"
          valuePropName="checked"
          extra="异地档口的退货不再由退货员送退，而是用快递寄回下面的退货地址，运费从余额扣除"
        >
          <Checkbox>异地档口（退货寄回）</Checkbox>
        </Form.Item>
        {remote && <ReceiverFields form={form} tree={areas.data} onAreaChange={() => undefined} />}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
