import { defineStateMap } from './defineStateMap.ts';

/** Sales channels (spec §1). */
export const salesChannel = defineStateMap({
  TAOBAO: { label: '淘宝', tone: 'warning' },
  JD: { label: '京东', tone: 'error' },
  PDD: { label: '拼多多', tone: 'error' },
  TIKTOK: { label: '抖音', tone: 'default' },
  WEIDIAN: { label: '微店', tone: 'processing' },
  KUAISHOU: { label: '快手', tone: 'warning' },
  REDBOOK: { label: '小红书', tone: 'error' },
  OTHER: { label: '其他', tone: 'muted' },
  KM: { label: '快麦', tone: 'default' },
  WDT: { label: '旺店通', tone: 'default' },
});
