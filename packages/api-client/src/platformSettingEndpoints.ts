import { PLATFORM_SETTINGS_CODE } from './afterSaleEndpoints.ts';
import { endpoint } from './endpoints.ts';
import {
  customInfoSaveRequestSchema,
  customInfoSchema,
  customInfoShopSavedSchema,
  customInfoShopSaveRequestSchema,
  speedDeliverySavedSchema,
  speedDeliverySaveRequestSchema,
  speedDeliverySchema,
} from './schemas/platformSettings.ts';

/** 平台代发设置's pages ride on its entry (spec §6). */
const settings = { kind: 'signedIn', permission: PLATFORM_SETTINGS_CODE } as const;

/** 自定义发货信息 and 提速发货 (/basicSet/customInfo, /basicSet/speedSelivery). */
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
