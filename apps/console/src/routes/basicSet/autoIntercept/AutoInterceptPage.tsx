import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, Flex, Switch, Tabs, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { interceptActionsText, INTERCEPT_RULES_MAX, type InterceptRule } from '@oms/api-client';
import { ConfirmButton, conditionsText, formatDateTime, ListState, Page, SmallTable, useFeedback } from '@oms/ui';
import {
  applyInterceptRule,
  deleteInterceptRule,
  moveInterceptRule,
  toggleInterceptRule,
  useInterceptRules,
} from '../../../api/intercept.ts';
import { useShopOptions } from '../../../api/shopOrders.ts';
import { PlatformSettingsTabs } from '../platformSettings/PlatformSettingsTabs.tsx';
import { InterceptHits } from './InterceptHits.tsx';
import { RuleEditor } from './RuleEditor.tsx';

type Answer = { errorCode: number; errorMsg: string };

/** Runs a rule change; a refusal (40900: changed in another tab) is said, success said when given. */
function useRuleAction() {
  const { toast } = useFeedback();
  return async (run: () => Promise<Answer>, done?: string) => {
    const answer = await run();
    if (answer.errorCode !== 0) toast.error(answer.errorMsg);
    else if (done) toast.success(done);
  };
}

function EnabledSwitch({ rule }: { rule: InterceptRule }) {
  const act = useRuleAction();
  const [busy, setBusy] = useState(false);
  return (
    <Switch
      aria-label={`启用 ${rule.name}`}
      checked={rule.enabled}
      loading={busy}
      onChange={async (on) => {
        setBusy(true);
        await act(() => toggleInterceptRule(rule.id, rule.version, on), on ? `已启用「${rule.name}」` : `已停用「${rule.name}」`);
        setBusy(false);
      }}
    />
  );
}

function RuleActions({ rule, first, last, onEdit }: { rule: InterceptRule; first: boolean; last: boolean; onEdit: () => void }) {
  const act = useRuleAction();
  const { toast } = useFeedback();
  return (
    <Flex gap={4} wrap>
      <Button
        size="small"
        icon={<ArrowUpOutlined aria-hidden />}
        aria-label={`上移 ${rule.name}`}
        disabled={first}
        onClick={() => void act(() => moveInterceptRule(rule.id, 'UP'))}
      />
      <Button
        size="small"
        icon={<ArrowDownOutlined aria-hidden />}
        aria-label={`下移 ${rule.name}`}
        disabled={last}
        onClick={() => void act(() => moveInterceptRule(rule.id, 'DOWN'))}
      />
      <Button size="small" onClick={onEdit} aria-label={`编辑 ${rule.name}`}>
        编辑
      </Button>
      <ConfirmButton
        size="small"
        title={`用「${rule.name}」拦截现在的待发货订单？`}
        description="对还没挂起、还没代发的待发货订单执行这条规则（已命中过的不再执行）。"
        okText="应用"
        aria-label={`应用到待发货订单 ${rule.name}`}
        onConfirm={async () => {
          const answer = await applyInterceptRule(rule.id);
          if (answer.errorCode !== 0) toast.error(answer.errorMsg);
          else if (answer.data!.matched === 0) toast.info('没有待发货订单命中这条规则');
          else
            toast.success(
              `命中 ${answer.data!.matched} 单${answer.data!.held ? `，已挂起 ${answer.data!.held} 单` : ''}`,
            );
        }}
      >
        应用到待发货订单
      </ConfirmButton>
      <ConfirmButton
        size="small"
        danger
        okDanger
        title={`删除规则「${rule.name}」？`}
        description="已挂起的订单不会自动解除；命中记录保留。"
        okText="删除"
        aria-label={`删除 ${rule.name}`}
        onConfirm={() => act(() => deleteInterceptRule(rule.id), `已删除规则「${rule.name}」`)}
      >
        删除
      </ConfirmButton>
    </Flex>
  );
}

/**
 * 自动拦截策略 (/basicSet/autoIntercept, under 平台代发设置): ordered rules that each newly synced 待发货
 * order meets in turn — the first that hits holds it (for a while, 加急 after), flags it or tells the
 * seller; 规则试算 before saving, 应用到待发货订单 for the orders already waiting, and the hit log.
 */
export default function AutoInterceptPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'hits' ? 'hits' : 'rules';
  const { data, error, isLoading, mutate } = useInterceptRules();
  const shops = useShopOptions().data ?? [];
  const [editing, setEditing] = useState<InterceptRule | 'new' | null>(null);
  const rules = data?.rules ?? [];
  const shopName = (id: number) => shops.find((s) => s.id === id)?.name ?? `店铺${id}`;

  const columns: ColumnsType<InterceptRule> = [
    { title: '顺序', key: 'position', width: 60, render: (_, r) => rules.indexOf(r) + 1 },
    {
      title: '规则',
      key: 'name',
      render: (_, r) => (
        <Flex vertical gap={2}>
          <Typography.Text strong>{r.name}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {conditionsText(r.conditions, shopName)}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: '动作', key: 'actions', width: 200, render: (_, r) => interceptActionsText(r.actions) },
    {
      title: '命中',
      key: 'hits',
      width: 150,
      render: (_, r) => (
        <Flex vertical gap={2}>
          <span>{r.hits} 单</span>
          {r.lastHitAt && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              最近 {formatDateTime(r.lastHitAt)}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    { title: '启用', key: 'enabled', width: 70, render: (_, r) => <EnabledSwitch rule={r} /> },
    {
      title: '操作',
      key: 'ops',
      width: 330,
      render: (_, r) => (
        <RuleActions
          rule={r}
          first={rules[0] === r}
          last={rules.at(-1) === r}
          onEdit={() => setEditing(r)}
        />
      ),
    },
  ];

  return (
    <Page
      title="自动拦截策略"
      extra={
        <Button type="primary" disabled={rules.length >= INTERCEPT_RULES_MAX} onClick={() => setEditing('new')}>
          新建规则
        </Button>
      }
    >
      <PlatformSettingsTabs />
      {error && !data ? (
        <ListState kind="error" message={error.message} onRetry={() => void mutate()} />
      ) : (
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams(key === 'hits' ? { tab: 'hits' } : {}, { replace: true })}
          items={[
            {
              key: 'rules',
              label: `拦截规则（${rules.length}）`,
              children: (
                <Flex vertical gap={12}>
                  <Alert
                    type="info"
                    showIcon
                    title="新同步的待发货订单按顺序逐条匹配规则，命中第一条即执行它的动作，不再匹配后面的规则"
                    description="挂起的订单不会被下单和发货，可在同步订单的「已挂起」中核实后取消挂起；设置了自动解除的，到时自动取消挂起。"
                  />
                  <SmallTable<InterceptRule>
                    aria-label="拦截规则"
                    rows={rules}
                    rowKey="id"
                    columns={columns}
                    titleKey="name"
                    actionsKey="ops"
                    rowLabel={(r) => r.name}
                    loading={isLoading}
                    empty="还没有拦截规则。新建一条，例如：买家留言包含「不要发」时挂起订单"
                  />
                </Flex>
              ),
            },
            { key: 'hits', label: '命中记录', children: <InterceptHits rules={rules} /> },
          ]}
        />
      )}
      {editing && <RuleEditor rule={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Page>
  );
}
