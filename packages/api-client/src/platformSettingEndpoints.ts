import { PLATFORM_SETTINGS_CODE } from './afterSaleEndpoints.ts';
import { endpoint } from './endpoints.ts';
import {
  customInfoSaveRequestSchema,
  customInfoSchema,
  customInfoShopSavedSchema,
  customInfoShopSaveRequestSchema,
  fulfilmentStrategySaveRequestSchema,
  fulfilmentStrategySchema,
  speedDeliverySavedSchema,
  speedDeliverySaveRequestSchema,
  speedDeliverySchema,
} from './schemas/platformSettings.ts';

/** 平台代发设置's pages ride on its entry (spec §6). */
const settings = { kind: 'signedIn', permission: PLATFORM_SETTINGS_CODE } as const;

/** 自定义发货信息, 提速发货 and 订单履约策略 (/basicSet/customInfo, /basicSet/speedSelivery, /basicSet/orderFulfillmentStrategy). */
export const platformSettingEndpoints = {
  customInfo: endpoint({
    method: 'GET',
    path: '/api/b2/setting/customInfo',
    access: settings,
    data: customInfoSchema,
  }),
  /** The account's sender (null: the warehouse's), 面单备注 and 中性包装; new orders take it from now on. */
  saveCustomInfo: endpoint({
    method: 'POST',
    path: '/api/b2/setting/customInfo',
    access: settings,
    body: customInfoSaveRequestSchema,
    data: customInfoSchema,
  }),
  saveShopSender: endpoint({
    method: 'POST',
    path: '/api/b2/setting/customInfo/shop',
    access: settings,
    body: customInfoShopSaveRequestSchema,
    data: customInfoShopSavedSchema,
  }),
  /** 订单履约策略: how long an unanswered 缺货 waits, how often 明天有 is waited for, before 退款 as 系统. */
  fulfilmentStrategy: endpoint({
    method: 'GET',
    path: '/api/b2/setting/fulfilment',
    access: settings,
    data: fulfilmentStrategySchema,
  }),
  saveFulfilmentStrategy: endpoint({
    method: 'POST',
    path: '/api/b2/setting/fulfilment',
    access: settings,
    body: fulfilmentStrategySaveRequestSchema,
    data: fulfilmentStrategySchema,
  }),
  speedDelivery: endpoint({
    method: 'GET',
    path: '/api/b2/setting/speedDelivery',
    access: settings,
    data: speedDeliverySchema,
  }),
  saveSpeedDelivery: endpoint({
    method: 'POST',
    path: '/api/b2/setting/speedDelivery',
    access: settings,
    body: speedDeliverySaveRequestSchema,
    data: speedDeliverySavedSchema,
  }),
};
