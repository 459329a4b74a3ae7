import { SHIP_COURIERS } from '@oms/api-client';

export type ShipCourier = keyof typeof SHIP_COURIERS;
/** The bench's courier choice, remembered on this computer (打印发货, 扫描打印 and 多件合打 share it). */
export const COURIER_KEY = 'oms.printDelivery.courier';
/** '' prints each order with its own courier (the one its freight was quoted for). */
export const courierOptions = [
  { value: '', label: '按订单快递' },
  ...Object.entries(SHIP_COURIERS).map(([value, label]) => ({ value, label })),
];

export const loadCourier = () => (localStorage.getItem(COURIER_KEY) as ShipCourier | null) ?? '';
export const saveCourier = (courier: ShipCourier | '') => localStorage.setItem(COURIER_KEY, courier);
