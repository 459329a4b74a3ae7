import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Flex, Form, Input, Radio, Switch, Typography } from 'antd';
import type { InputRef } from 'antd';
import {
  customInfoSaveRequestSchema,
  WAYBILL_REMARK_FIELDS,
  WAYBILL_REMARK_MAX,
  type CustomInfo,
} from '@oms/api-client';
import { formatDateTime, ListState, Page, useFeedback } from '@oms/ui';
import { saveCustomInfo, useCustomInfo } from '../../../api/platformSettings.ts';
import { PlatformSettingsTabs } from '../platformSettings/PlatformSettingsTabs.tsx';
import { SenderPreview } from './SenderPreview.tsx';
import { ShopSenders } from './ShopSenders.tsx';

type Draft = { custom: boolean; name: string; phone: string; remark: string; neutral: boolean };

const draftOf = (d: CustomInfo): Draft => ({
  custom: d.sender !== null,
  name: d.sender?.name ?? '',
  phone: d.sender?.phone ?? '',
  remark: d.remark,
  neutral: d.neutral,
});

/**
 * 自定义发货信息 (/basicSet/customInfo, under 平台代发设置): who the waybill names as sender (the warehouse,
 * the account, or a shop of its own), the 面单备注 filled in per parcel, 中性包装, and a preview. New
 * orders take the settings when placed; orders already placed keep theirs.
 */
export default function CustomInfoPage() {
  const { data, error, isLoading, mutate } = useCustomInfo();
  const { toast } = useFeedback();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const remarkRef = useRef<InputRef>(null);
  useEffect(() => {
    if (data) setDraft(draftOf(data));
  }, [data]);

  const set = (patch: Partial<Draft>) => setDraft((d) => (d ? { ...d, ...patch } : d));
  /** Puts {字段} where the caret is in 面单备注 (at the end when it never had focus). */
  const insertField = (field: string) => {
    if (!draft) return;
    const input = remarkRef.current?.input;
    const at = input?.selectionStart ?? draft.remark.length;
    const token = `{${field}}`;
    const remark = (draft.remark.slice(0, at) + token + draft.remark.slice(at)).slice(0, WAYBILL_REMARK_MAX);
    set({ remark });
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(at + token.length, at + token.length);
    });
  };
  const save = async () => {
    if (!draft) return;
    const parsed = customInfoSaveRequestSchema.safeParse({
      ...(draft.custom ? { sender: { name: draft.name, phone: draft.phone } } : {}),
      remark: draft.remark,
      neutral: draft.neutral,
    });
    if (!parsed.success) return setProblem(parsed.error.issues[0]!.message);
    setProblem(null);
    setSaving(true);
    try {
      const answer = await saveCustomInfo(parsed.data);
      if (answer.errorCode !== 0) setProblem(answer.errorMsg);
      else toast.success('发货信息已保存，之后下单的代发订单按新设置发货');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Page title="自定义发货信息">
      <PlatformSettingsTabs />
      {error && !data ? (
        <ListState kind="error" message={error.message} onRetry={() => void mutate()} />
      ) : !data || !draft ? (
        <ListState kind="loading" />
      ) : (
        <Flex vertical gap={16}>
          <Alert
            type="info"
            showIcon
            title="设置后新下单的代发订单按此发货：面单上的寄件人、备注和包装方式。已下单的订单不受影响。"
          />
          <Flex gap={16} wrap align="flex-start">
            <Card size="small" title="寄件信息" style={{ flex: '1 1 420px', maxWidth: 620 }}>
              <Form layout="vertical" onFinish={() => void save()}>
                <Form.Item label="面单寄件人">
                  <Radio.Group
                    value={draft.custom}
                    onChange={(e) => set({ custom: e.target.value as boolean })}
                    options={[
                      {
                        value: false,
                        label: `使用仓库信息${data.warehouse ? `（${data.warehouse.name} ${data.warehouse.phone}）` : ''}`,
                      },
                      { value: true, label: '自定义寄件人' },
                    ]}
                  />
                </Form.Item>
                {draft.custom && (
                  <Flex gap={12} wrap>
                    <Form.Item htmlFor="sender-name" label="寄件人" required style={{ flex: '1 1 180px' }}>
                      <Input
                        id="sender-name"
                        value={draft.name}
                        maxLength={20}
                        showCount
                        placeholder="如：小雅服饰"
                        onChange={(e) => set({ name: e.target.value })}
                      />
                    </Form.Item>
                    <Form.Item
                      htmlFor="sender-phone"
                      label="寄件人电话"
                      required
                      style={{ flex: '1 1 200px' }}
                      extra="手机号、座机号或虚拟号（如 13800138000-1234）"
                    >
                      <Input
                        id="sender-phone"
                        value={draft.phone}
                        maxLength={20}
                        onChange={(e) => set({ phone: e.target.value })}
                      />
                    </Form.Item>
                  </Flex>
                )}
                <Form.Item
                  htmlFor="waybill-remark"
                  label="面单备注"
                  extra={
                    <Flex gap={4} align="center" wrap style={{ marginTop: 4 }}>
                      <span>插入：</span>
                      {WAYBILL_REMARK_FIELDS.map((f) => (
                        <Button key={f} size="small" onClick={() => insertField(f)}>
                          {`{${f}}`}
                        </Button>
                      ))}
                    </Flex>
                  }
                >
                  <Input
                    id="waybill-remark"
                    ref={remarkRef}
                    value={draft.remark}
                    maxLength={WAYBILL_REMARK_MAX}
                    showCount
                    placeholder="如：{店铺名} 共{件数}件，请核对"
                    onChange={(e) => set({ remark: e.target.value })}
                  />
                </Form.Item>
                <Form.Item label="中性包装">
                  <Flex gap={12} align="center">
                    <Switch
                      checked={draft.neutral}
                      onChange={(neutral) => set({ neutral })}
                      aria-label="中性包装"
                    />
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      包裹内外不放市场、档口和仓库的宣传单与印刷品，买家看不出货源
                    </Typography.Text>
                  </Flex>
                </Form.Item>
                {problem && (
                  <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 12 }} />
                )}
                <Flex gap={12} align="center" wrap>
                  <Button type="primary" htmlType="submit" loading={saving}>
                    保存
                  </Button>
                  {data.updatedAt && (
                    <Typography.Text type="secondary">
                      上次保存：{formatDateTime(data.updatedAt)}
                    </Typography.Text>
                  )}
                </Flex>
              </Form>
            </Card>
            <div style={{ flex: '1 1 320px', maxWidth: 420 }}>
              <SenderPreview
                sender={
                  draft.custom && draft.name && draft.phone ? { name: draft.name, phone: draft.phone } : null
                }
                warehouse={data.warehouse}
                remark={draft.remark}
                neutral={draft.neutral}
                shopName={data.shops[0]?.shopName ?? '示例店铺'}
              />
            </div>
          </Flex>
          <Card size="small" title="店铺寄件人">
            <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
              某个店铺需要用自己的名称寄件时在这里设置；未设置的店铺使用上面的寄件人。
            </Typography.Paragraph>
            <ShopSenders shops={data.shops} loading={isLoading} />
          </Card>
        </Flex>
      )}
    </Page>
  );
}
