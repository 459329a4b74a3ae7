/** 代发补款记录, where every 补款 is paid (涨价, 运费, 退货服务费). */
export const TRANSFER_RECORD_PATH = '/funds/transferRecord';
