import { describe, expect, it } from 'vitest';
import { buildMenu, type MenuContext } from '../menu/buildMenu.ts';
import { resolveAccess, resolveGroup, type AccessContext } from './resolveAccess.ts';

function ctx(over: Partial<MenuContext> = {}): AccessContext {
  const menuCtx: MenuContext = {
    brand: 'e3e3',
    permissions: 'all',
    manualDelivery: '1',
    hasErp: true,
    ...over,
  };
  return { ...menuCtx, menu: buildMenu(menuCtx) };
}
const sub = (...codes: string[]) => ctx({ permissions: new Set(codes) });

describe('route guard (spec §6)', () => {
  it('lets a main account in everywhere its brand has', () => {
    expect(resolveAccess('/funds/balance', ctx())).toEqual({ allow: true });
    expect(resolveAccess('/order/placeOrder', ctx())).toEqual({ allow: true });
  });

  it('sends /home without /home to the first entry that has a parent, or /403', () => {
    expect(resolveAccess('/home', sub('/funds/transferRecord', '/offlineReturnOrder/pickup'))).toEqual({
      allow: false,
      redirect: '/offlineReturnOrder/pickup',
    });
    expect(resolveAccess('/home', sub())).toEqual({ allow: false, redirect: '/403' });
    expect(resolveAccess('/home', sub('/home'))).toEqual({ allow: true });
  });

  it('sends menu routes outside the list to /403', () => {
    expect(resolveAccess('/funds/balance', sub('/offlineReturnOrder/pickup'))).toEqual({
      allow: false,
      redirect: '/403',
    });
    expect(resolveAccess('/offlineReturnOrder/pickup', sub('/offlineReturnOrder/pickup'))).toEqual({
      allow: true,
    });
  });

  it('placeOrder and intelligentImport need 代发订单', () => {
    for (const path of ['/order/placeOrder', '/order/intelligentImport']) {
      expect(resolveAccess(path, sub('/afterSale/afterSaleList'))).toEqual({
        allow: false,
        redirect: '/403',
      });
      expect(resolveAccess(path, sub('/order/daifaOrderList'))).toEqual({ allow: true });
    }
  });

  it('every sub-page of 平台代发设置 (speedSelivery, customInfo, setPayment, customCertificate, distributionMode, autoIntercept, orderFulfillmentStrategy) need its entry', () => {
    for (const path of [
      '/basicSet/speedSelivery',
      '/basicSet/customInfo',
      '/basicSet/setPayment',
      '/basicSet/customCertificate',
      '/basicSet/distributionMode',
      '/basicSet/autoIntercept',
      '/basicSet/orderFulfillmentStrategy',
    ]) {
      expect(resolveAccess(path, sub('/basicSet/shopAuthorization'))).toEqual({
        allow: false,
        redirect: '/403',
      });
      expect(resolveAccess(path, sub('/basicSet/automaticAfterSale'))).toEqual({ allow: true });
    }
  });

  it('manual delivery 0 sends the four pick/return pages to /403, even for a main account', () => {
    for (const path of [
      '/offlineReturnOrder/offlineReturnOrderList',
      '/offlineReturnOrder/returnRegistration',
      '/offlineReturnOrder/pickup',
      '/basicSet/supplierManagement',
    ]) {
      expect(resolveAccess(path, ctx({ manualDelivery: '0' }))).toEqual({ allow: false, redirect: '/403' });
    }
  });

  it('a page of another brand is not found', () => {
    expect(resolveAccess('/funds/coupon', ctx())).toEqual({ allow: false, notFound: true });
    expect(resolveAccess('/funds/coupon', ctx({ brand: 'go2' }))).toEqual({ allow: true });
    expect(resolveAccess('/goods/customGoods', ctx({ brand: 'go2' }))).toEqual({
      allow: false,
      notFound: true,
    });
  });

  it('unknown paths fall through to the 404 page', () => {
    expect(resolveAccess('/no/such/page', sub())).toEqual({ allow: true });
  });

  it('a group address opens its default child, or the first child the account may open', () => {
    const from = '/offlineReturnOrder';
    const fallback = '/offlineReturnOrder/offlineReturnOrderList';
    expect(resolveGroup(from, fallback, ctx())).toBe(fallback);
    expect(resolveGroup(from, fallback, sub('/offlineReturnOrder/pickup'))).toBe(
      '/offlineReturnOrder/pickup',
    );
    expect(resolveGroup(from, fallback, sub('/funds/balance'))).toBe(fallback);
  });
});
