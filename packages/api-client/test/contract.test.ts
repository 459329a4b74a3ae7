import { describe, expect, it } from 'vitest';
import {
  allPermissionCodes,
  createRequestKey,
  flattenCodeTree,
  permissionCodeTree,
  stateLabel,
  stateMaps,
  userAddRequestSchema,
} from '../src/index.ts';

describe('contract', () => {
  it('labels every state in Chinese and shows TAKING as 待发货 on orders', () => {
    for (const map of Object.values(stateMaps)) {
      for (const entry of Object.values(map)) expect(entry.label).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(stateLabel(stateMaps.combinedOrderState, 'TAKING')).toBe('待发货');
    expect(stateLabel(stateMaps.returnLogisticsState, 'FACTORY_RETURNED_TOCONFIRM')).toBe('档口核实中');
    expect(stateLabel(stateMaps.pickupLineState, 'SOMETHING_NEW')).toBe('SOMETHING_NEW');
  });

  it('permission codes are unique and leaves are route paths', () => {
    expect(new Set(allPermissionCodes).size).toBe(allPermissionCodes.length);
    expect(allPermissionCodes).toContain('/afterSale/problemList');
    expect(allPermissionCodes).toContain('/funds/coupon');
  });

  it('prunes the code tree to what was granted, keeping parents of granted leaves', () => {
    const tree = permissionCodeTree(new Set(['/offlineReturnOrder/pickup']));
    expect(tree).toEqual([{ code: 'offlineReturnOrder', children: [{ code: '/offlineReturnOrder/pickup', children: [] }] }]);
    expect(flattenCodeTree(permissionCodeTree('all'))).toEqual([...allPermissionCodes]);
  });

  it('request keys are 36 characters plus a millisecond timestamp', () => {
    expect(createRequestKey(1763700000123)).toMatch(/^[A-Za-z0-9]{36}1763700000123$/);
    expect(createRequestKey()).not.toBe(createRequestKey());
  });

  it('rejects bad sub-account input with Chinese messages', () => {
    const result = userAddRequestSchema.safeParse({ username: 'a', password: '1', subUsername: '', phone: '123' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).toEqual(expect.arrayContaining(['账号至少2个字符', '密码至少6位', '请输入姓名', '请输入11位手机号']));
  });
});
