import { useState } from 'react';
import { Alert, Button, Drawer, Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { INTERCEPT_TRIAL_DAYS, type InterceptRule, type InterceptTrial } from '@oms/api-client';
import {
  draftToRequest,
  emptyDraft,
  formatDateTime,
  formatFen,
  RuleBuilder,
  ruleToDraft,
  SmallTable,
  useFeedback,
  useNarrowLayout,
} from '@oms/ui';
import { saveInterceptRule, trialInterceptRule } from '../../../api/intercept.ts';
import { useAreaTree } from '../../../api/placeOrder.ts';
import { useShopOptions } from '../../../api/shopOrders.ts';

type Sample = InterceptTrial['samples'][number];

const sampleColumns: ColumnsType<Sample> = [
  { title: '平台订单号', key: 'tid', render: (_, s) => s.tid },
  { title: '店铺', key: 'shop', render: (_, s) => s.shopName },
  { title: '实付', key: 'pay', width: 100, render: (_, s) => formatFen(s.paymentFen) },
  { title: '下单时间', key: 'at', width: 160, render: (_, s) => formatDateTime(s.orderTime) },
  { title: '命中原因', key: 'reason', render: (_, s) => s.reason },
];

function TrialResult({ trial }: { trial: InterceptTrial }) {
  return (
    <Flex vertical gap={8} data-testid="intercept-trial">
      <Alert
        type={trial.matched > 0 ? 'warning' : 'success'}
        showIcon
        title={`近${INTERCEPT_TRIAL_DAYS}天同步的 ${trial.scanned} 单中，这条规则会命中 ${trial.matched} 单`}
        description={
          trial.capped
            ? `订单较多，只试算了最近的 ${trial.scanned} 单。`
            : trial.matched > 20
              ? '下面列出最近的 20 单。'
              : undefined
        }
      />
      {trial.samples.length > 0 && (
        <SmallTable<Sample>
          aria-label="试算命中的订单"
          rows={trial.samples}
          rowKey="orderId"
          columns={sampleColumns}
          titleKey="tid"
          rowLabel={(s) => s.tid}
        />
      )}
    </Flex>
  );
}

/**
 * 新建规则 / 编辑规则 in a drawer: the RuleBuilder, 规则试算 on the last 7 days (changes nothing), 保存.
 * A save that lost to a change made elsewhere (40900) says so and keeps the draft.
 */
export function RuleEditor({ rule, onClose }: { rule: InterceptRule | null; onClose: () => void }) {
  const [draft, setDraft] = useState(() => (rule ? ruleToDraft(rule) : emptyDraft()));
  const [trial, setTrial] = useState<InterceptTrial | null>(null);
  const [busy, setBusy] = useState<'trial' | 'save' | null>(null);
  const { toast } = useFeedback();
  const narrow = useNarrowLayout();
  const shops = useShopOptions().data ?? [];
  const provinces = (useAreaTree().data ?? []).map((p) => p.name);

  const runTrial = async () => {
    setBusy('trial');
    try {
      const answer = await trialInterceptRule(draftToRequest(draft).conditions);
      if (answer.errorCode !== 0) toast.error(answer.errorMsg);
      else setTrial(answer.data!);
    } finally {
      setBusy(null);
    }
  };
  const save = async () => {
    setBusy('save');
    try {
      const answer = await saveInterceptRule({
        ...draftToRequest(draft),
        enabled: rule?.enabled ?? true,
        ...(rule ? { id: rule.id, version: rule.version } : {}),
      });
      if (answer.errorCode !== 0) toast.error(answer.errorMsg);
      else {
        toast.success(rule ? `已保存规则「${answer.data!.name}」` : `已新建规则「${answer.data!.name}」，新同步的订单将按它拦截`);
        onClose();
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    <Drawer
      open
      title={rule ? `编辑规则：${rule.name}` : '新建拦截规则'}
      onClose={onClose}
      size={narrow ? '100%' : 760}
      destroyOnHidden
      footer={
        <Flex gap={8} justify="flex-end" wrap>
          <Button onClick={onClose}>取消</Button>
          <Button loading={busy === 'trial'} disabled={busy === 'save'} onClick={() => void runTrial()}>
            规则试算
          </Button>
          <Button type="primary" loading={busy === 'save'} disabled={busy === 'trial'} onClick={() => void save()}>
            保存
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        <RuleBuilder
          value={draft}
          onChange={(d) => {
            setDraft(d);
            setTrial(null);
          }}
          shops={shops}
          provinces={provinces}
        />
        <Typography.Text type="secondary">
          保存前可先「规则试算」：用近{INTERCEPT_TRIAL_DAYS}天同步的订单检验条件，看会命中哪些订单（不会改动任何订单）。
        </Typography.Text>
        {trial && <TrialResult trial={trial} />}
      </Flex>
    </Drawer>
  );
}
