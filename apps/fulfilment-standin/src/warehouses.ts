/**
 * The warehouses parcels leave from, as the fulfilment service tells its clients (`GET
 * /fulfilment/warehouses`): the sender on every waybill, and where after-sales go back to.
 */
export const WAREHOUSES = [
  {
    code: 'GZ',
    name: '广州代发仓',
    contact: '代发仓',
    phone: '020-86001234',
    province: '广东省',
    city: '广州市',
    district: '白云区',
    address: '三元里大道 1111 号 代发仓 3 楼',
  },
] as const;
