import { defineStateMap } from './defineStateMap.ts';

export const paymentMethod = defineStateMap({
  ALIPAY_WEB: { label: '支付宝', tone: 'processing' },
  ALIPAY_APP: { label: '支付宝', tone: 'processing' },
  ALIPAY_WAP: { label: '支付宝', tone: 'processing' },
  BALANCE: { label: '余额', tone: 'default' },
});

export const billType = defineStateMap({
  ORDER: { label: '代发订单', tone: 'default' },
  RECHARGE: { label: '充值', tone: 'success' },
  TRANSFER: { label: '转账', tone: 'default' },
  WITHDRAWAL: { label: '提现', tone: 'warning' },
  REPLENISH: { label: '补款', tone: 'warning' },
  REFUND: { label: '退款', tone: 'success' },
  APPEAL: { label: '申诉', tone: 'default' },
  OTHER: { label: '其他', tone: 'muted' },
  PROXY_RETURN_GOODS: { label: '代退货', tone: 'default' },
  BALANCE_MIGRATE: { label: '余额迁移', tone: 'default' },
  POST_ORDER: { label: '寄回运费', tone: 'default' },
  ALI_REFUND: { label: '支付宝退款', tone: 'success' },
  PICKUP: { label: '拿货', tone: 'default' },
  FOR_FACTORY_SHIPMENT: { label: '退档口运费', tone: 'default' },
  OFFLINE_REFUND: { label: '线下退款', tone: 'success' },
  PUR_PLATFORM_TAKE_RETURN: { label: '平台拿退货', tone: 'default' },
});

export const paymentItemType = defineStateMap({
  ORDER: { label: '货款', tone: 'default' },
  FREIGHT: { label: '运费', tone: 'default' },
  UPDATE_PRICE: { label: '改价补差', tone: 'warning' },
  GOODS_PAY_LATER: { label: '货款后付', tone: 'processing' },
  OTHER: { label: '其他', tone: 'muted' },
});
