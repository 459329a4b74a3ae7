/** The receiver columns as our tables keep them (daifa_orders, post_orders). */
export type ReceiverColumns = {
  receiver_name: string;
  receiver_phone: string;
  province: string;
  city: string;
  district: string;
  address: string;
};

/** The receiver as the warehouse, the returns desk and the courier are handed it. */
export function receiverOf(row: ReceiverColumns) {
  return {
    name: row.receiver_name,
    phone: row.receiver_phone,
    province: row.province,
    city: row.city,
    district: row.district,
    address: row.address,
  };
}
