/**
 * The one error-code table. The server answers every call as `{errorCode, errorMsg, data}`;
 * the console reads the same table, so a code never means two things.
 */
export const ErrorCode = {
  OK: 0,
  /** Not signed in, or the session expired or was revoked: the client goes to SSO. */
  NOT_SIGNED_IN: 10000,
  /** A non-purchaser account entering the purchaser system. */
  NOT_PURCHASER: 10001,
  INVALID_INPUT: 40000,
  CAPTCHA_INVALID: 40010,
  BAD_CREDENTIALS: 40011,
  ACCOUNT_LOCKED: 40012,
  ACCOUNT_DISABLED: 40013,
  /** Sign-in needs the image captcha (after repeated failures for this name or from this address). */
  CAPTCHA_REQUIRED: 40014,
  FORBIDDEN: 40300,
  NOT_FOUND: 40400,
  CONFLICT: 40900,
  /** Funds (资金管理). */
  INSUFFICIENT_BALANCE: 42001,
  PAY_PASSWORD_WRONG: 42002,
  PAY_PASSWORD_LOCKED: 42003,
  PAY_PASSWORD_NOT_SET: 42004,
  SMS_CODE_INVALID: 42005,
  SMS_TOO_FREQUENT: 42006,
  WITHDRAW_LIMIT: 42007,
  ALIPAY_NOT_BOUND: 42008,
  /** Dropship orders (代发订单). */
  GOODS_UNAVAILABLE: 43001,
  SHOP_ORDER_ALREADY_PLACED: 43002,
  COURIER_UNREACHABLE: 43003,
  ORDER_NOT_CANCELABLE: 43004,
  RESOLUTION_NOT_APPLICABLE: 43005,
  FILE_INVALID: 43006,
  GOODS_NOT_LINKED: 43007,
  /** A platform's masked receiver without its sealed original: only the platform's e-waybill can ship it. */
  MASKED_RECEIVER: 43008,
  /** After-sales (售后). */
  AFTER_SALE_TYPE_NOT_APPLICABLE: 44001,
  AFTER_SALE_OPEN: 44002,
  AFTER_SALE_OVER_CAP: 44003,
  AFTER_SALE_EXPIRED: 44004,
  RETURN_WAYBILL_INVALID: 44005,
  HEADLESS_CLAIMED: 44006,
  HEADLESS_CLAIM_MISMATCH: 44007,
  /** A 问题件 or 无头件 moved on meanwhile (寄回, 丢弃, 重新退档口…). */
  PARCEL_STATE_CHANGED: 44008,
  /** 修改收件信息 on a paid 寄回单 where the new address costs otherwise. */
  SEND_BACK_FREIGHT_CHANGED: 44009,
  /** 申诉 more than 72 hours after the case ended 已拒绝. */
  AFTER_SALE_APPEAL_EXPIRED: 44010,
  /** 拿退货 (pick-up and returns). */
  PICKUP_STATE: 47001,
  PICKUP_REASSIGNED: 47002,
  PICKUP_DAY_AUDITED: 47003,
  PICKUP_PRICE_OVER: 47005,
  PICKUP_PRINT_LIMIT: 47006,
  PICKUP_DOWNLOAD_RUNNING: 47007,
  ERP_NOT_OPEN: 47010,
  /** The tenant's ERP could not be read (down, or its grant refused): the words say which. */
  ERP_UNREACHABLE: 47011,
  SUPPLIER_EXISTS: 47020,
  RETURN_REFUND_OVER: 47031,
  RETURN_PERIOD_OVER: 47032,
  /** 寄回异地档口 to a stall that is not marked 异地 or has no return address. */
  RETURN_NO_ADDRESS: 47033,
  /** 商品关联 of a SKU that has one, without 修改关联 (replace). */
  SKU_ALREADY_LINKED: 46001,
  /** 商品关联 to goods the market no longer lists (or never did), or a deleted 自定义商品. */
  SUPPLY_GOODS_UNAVAILABLE: 46002,
  /** Deleting a 自定义商品 that 商品关联 uses, without confirm. */
  CUSTOM_GOODS_IN_USE: 46003,
  /** An uploaded picture that is not jpg/png/webp by its bytes, or over 5 MB. */
  IMAGE_INVALID: 46006,
  /** 物流查询 asked more than 60 times a minute by one account. */
  QUERY_TOO_FREQUENT: 46007,
  /** Throttled: too many requests from this address or for this account in a short time. */
  TOO_MANY_REQUESTS: 42900,
  UNEXPECTED: 50000,
  /** Client side only: network failure or timeout. */
  NETWORK: -20,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Default Chinese messages; an answer may carry a more precise one. */
export const errorMessages: Record<ErrorCodeValue, string> = {
  [ErrorCode.OK]: '成功',
  [ErrorCode.NOT_SIGNED_IN]: '未登录或登录已过期，请重新登录',
  [ErrorCode.NOT_PURCHASER]: '进入采购商系统请使用采购商账号登录',
  [ErrorCode.INVALID_INPUT]: '参数错误',
  [ErrorCode.CAPTCHA_INVALID]: '验证码错误或已过期',
  [ErrorCode.BAD_CREDENTIALS]: '用户名或密码错误',
  [ErrorCode.ACCOUNT_LOCKED]: '登录失败次数过多，账号已临时锁定，请稍后再试',
  [ErrorCode.ACCOUNT_DISABLED]: '账号已停用，请联系主账号管理人员',
  [ErrorCode.CAPTCHA_REQUIRED]: '登录失败次数较多，请输入验证码',
  [ErrorCode.FORBIDDEN]: '暂无权限',
  [ErrorCode.NOT_FOUND]: '数据不存在',
  [ErrorCode.CONFLICT]: '数据已存在或状态已变化',
  [ErrorCode.TOO_MANY_REQUESTS]: '操作太频繁，请稍后再试',
  [ErrorCode.INSUFFICIENT_BALANCE]: '余额不足',
  [ErrorCode.PAY_PASSWORD_WRONG]: '支付密码错误',
  [ErrorCode.PAY_PASSWORD_LOCKED]: '支付密码错误次数过多，请3小时后再试',
  [ErrorCode.PAY_PASSWORD_NOT_SET]: '未设置支付密码',
  [ErrorCode.SMS_CODE_INVALID]: '验证码错误或已过期',
  [ErrorCode.SMS_TOO_FREQUENT]: '发送过于频繁，请稍后再试',
  [ErrorCode.WITHDRAW_LIMIT]: '超出今日提现额度',
  [ErrorCode.GOODS_UNAVAILABLE]: '商品已下架或不存在',
  [ErrorCode.SHOP_ORDER_ALREADY_PLACED]: '该店铺订单已下单代发',
  [ErrorCode.COURIER_UNREACHABLE]: '该地区暂不支持此快递',
  [ErrorCode.ORDER_NOT_CANCELABLE]: '当前状态不可取消',
  [ErrorCode.RESOLUTION_NOT_APPLICABLE]: '处理方式不适用于该异常',
  [ErrorCode.FILE_INVALID]: '文件格式不正确或超过限制',
  [ErrorCode.GOODS_NOT_LINKED]: '商品未关联',
  [ErrorCode.MASKED_RECEIVER]: '收件人信息为平台加密数据，请通过平台面单发货',
  [ErrorCode.ALIPAY_NOT_BOUND]: '未绑定支付宝',
  [ErrorCode.AFTER_SALE_TYPE_NOT_APPLICABLE]: '该订单状态不支持此售后类型',
  [ErrorCode.AFTER_SALE_OPEN]: '该商品已有进行中的售后',
  [ErrorCode.AFTER_SALE_OVER_CAP]: '退款金额超过可退金额',
  [ErrorCode.AFTER_SALE_EXPIRED]: '已超过售后申请期限（签收后15天）',
  [ErrorCode.RETURN_WAYBILL_INVALID]: '退货运单号格式不正确或已被使用',
  [ErrorCode.HEADLESS_CLAIMED]: '该包裹已被认领',
  [ErrorCode.HEADLESS_CLAIM_MISMATCH]: '认领信息不匹配',
  [ErrorCode.PARCEL_STATE_CHANGED]: '包裹状态已变化',
  [ErrorCode.SEND_BACK_FREIGHT_CHANGED]: '运费已变化，请取消后重新寄回',
  [ErrorCode.AFTER_SALE_APPEAL_EXPIRED]: '已超过申诉期限',
  [ErrorCode.PICKUP_STATE]: '当前状态不可执行此操作',
  [ErrorCode.PICKUP_REASSIGNED]: '该任务已改派给其他拿货员',
  [ErrorCode.PICKUP_DAY_AUDITED]: '当日拿货已审核，不能修改',
  [ErrorCode.PICKUP_PRICE_OVER]: '实拿价超出参考价，请选择档口涨价',
  [ErrorCode.PICKUP_PRINT_LIMIT]: '单次最多打印5000张',
  [ErrorCode.PICKUP_DOWNLOAD_RUNNING]: '已有取货码下载任务进行中',
  [ErrorCode.ERP_NOT_OPEN]: '未开通ERP',
  [ErrorCode.ERP_UNREACHABLE]: '连接ERP失败，请稍后重试',
  [ErrorCode.SUPPLIER_EXISTS]: '该档口已存在',
  [ErrorCode.RETURN_REFUND_OVER]: '退款金额超过原拿货金额',
  [ErrorCode.RETURN_PERIOD_OVER]: '超过档口退货期限',
  [ErrorCode.RETURN_NO_ADDRESS]: '该档口不是异地档口或未填写退货地址',
  [ErrorCode.SKU_ALREADY_LINKED]: '该SKU已关联',
  [ErrorCode.SUPPLY_GOODS_UNAVAILABLE]: '供货商品已下架或不存在',
  [ErrorCode.CUSTOM_GOODS_IN_USE]: '商品已被商品关联使用',
  [ErrorCode.IMAGE_INVALID]: '图片仅支持jpg/png/webp且不超过5MB',
  [ErrorCode.QUERY_TOO_FREQUENT]: '查询过于频繁，请稍后再试',
  [ErrorCode.UNEXPECTED]: '系统繁忙，请稍后再试',
  [ErrorCode.NETWORK]: '系统异常',
};

export interface ApiEnvelope<T> {
  errorCode: number;
  errorMsg: string;
  data: T;
}
