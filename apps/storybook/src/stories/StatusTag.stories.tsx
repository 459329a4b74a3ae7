import type { Meta, StoryObj } from '@storybook/react-vite';
import { Descriptions, Flex } from 'antd';
import { expect, within } from 'storybook/test';
import { stateCodes, stateMaps, type StateMap, type StateMapName } from '@oms/api-client';
import { StatusTag } from '@oms/ui';

const TITLES: Record<StateMapName, string> = {
  pickupLineState: '拿货状态',
  assignmentState: '指派状态',
  pickupSource: '拿货任务来源',
  pickupOutcome: '拿货上报结果',
  pickupStopReason: '停止拿货原因',
  supplierSettleMode: '结算方式',
  supplierState: '合作状态',
  pickupBillState: '拿货结算账单',
  pickupBillPaidBy: '账单付款方式',
  pickerSettleState: '拿货员结算',
  combinedOrderState: '订单状态',
  returnLogisticsState: '退货物流',
  returnToFactoryState: '退档口',
  returnItemState: '退货（含寄回异地）',
  returnRoute: '退货方式',
  returnDisposition: '拒收处置',
  afterSaleState: '售后状态',
  afterSaleType: '售后类型',
  interceptState: '拦截状态',
  reviewState: '价保/补寄核实',
  parcelState: '包裹状态',
  postOrderState: '寄回单状态',
  paymentMethod: '支付方式',
  billType: '账单类型',
  paymentItemType: '支付项目',
  salesChannel: '销售渠道',
  platformOrderStatus: '平台订单状态',
  platformRefundStatus: '退款状态',
  shopRefundStatus: '店铺售后状态',
  shopRefundKind: '店铺售后类型',
  daifaStatus: '代发状态',
  printStatus: '打印状态',
  sellerFlag: '旗帜',
  shopAuthState: '店铺授权',
  shopSyncResult: '同步结果',
  daifaOrderStatus: '代发订单状态',
  daifaTab: '代发订单分组',
  daifaFlag: '代发订单标记',
  daifaStopReason: '停止拿货原因',
  daifaResolution: '异常处理方式',
  daifaSource: '下单来源',
  daifaCollectState: '报单状态',
  offlineOrderState: '线下拿货单',
  offlineReturnReason: '退货原因',
  stallRefuseReason: '档口拒收原因',
  erpPurchaseStatus: 'ERP采购单状态',
  messageCategory: '消息分类',
  noticeKind: '公告类型',
};

function AllStates({ appearance }: { appearance: 'tag' | 'dot' }) {
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      styles={{ label: { width: 120, whiteSpace: 'nowrap' } }}
      items={(Object.keys(stateMaps) as StateMapName[]).map((name) => {
        const map: StateMap<string> = stateMaps[name];
        return {
          key: name,
          label: TITLES[name],
          children: (
            <Flex wrap gap={appearance === 'dot' ? 16 : 8}>
              {stateCodes(map).map((code) => (
                <StatusTag key={code} map={map} code={code} appearance={appearance} />
              ))}
            </Flex>
          ),
        };
      })}
    />
  );
}

const meta = {
  title: 'Kit/StatusTag',
  component: StatusTag,
  args: { map: stateMaps.afterSaleState, code: 'REFUNDING' },
  argTypes: { map: { control: false } },
} satisfies Meta<typeof StatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};

export const EveryStateOfEveryMap: Story = {
  name: 'Every state of every map (tag)',
  render: () => <AllStates appearance="tag" />,
  play: async ({ canvasElement }) => {
    const total = Object.values(stateMaps).reduce((n, map) => n + Object.keys(map).length, 0);
    await expect(canvasElement.querySelectorAll('[data-state]')).toHaveLength(total);
    await expect(within(canvasElement).getAllByText('待发货').length).toBeGreaterThan(0);
  },
};

export const AsDots: Story = {
  name: 'Every state of every map (dot)',
  render: () => <AllStates appearance="dot" />,
};

export const UnknownCode: Story = {
  name: 'A code this build does not know',
  args: { code: 'SOMETHING_NEW' },
};
