/** SWR keys, one factory per area, so invalidation never guesses at strings. */
export const queryKeys = {
  accounts: {
    all: () => ['accounts'] as const,
    roles: () => ['accounts', 'roles'] as const,
    users: (query: object) => ['accounts', 'users', query] as const,
  },
  shopOrders: {
    all: () => ['shopOrders'] as const,
    page: (request: object) => ['shopOrders', 'page', request] as const,
    detail: (id: number) => ['shopOrders', 'detail', id] as const,
    shops: () => ['shopOrders', 'shops'] as const,
  },
  daifaOrders: {
    all: () => ['daifaOrders'] as const,
    page: (request: object) => ['daifaOrders', 'page', request] as const,
    detail: (orderNo: string) => ['daifaOrders', 'detail', orderNo] as const,
    tracking: (orderNo: string) => ['daifaOrders', 'tracking', orderNo] as const,
    abnormal: (request: object) => ['daifaOrders', 'abnormal', request] as const,
  },
  daifaPlace: {
    goodsSearch: (keyword: string, page: number) => ['daifaPlace', 'goodsSearch', keyword, page] as const,
    goods: (goodsId: string) => ['daifaPlace', 'goods', goodsId] as const,
    sameStyle: (goodsId: string) => ['daifaPlace', 'sameStyle', goodsId] as const,
    area: () => ['daifaPlace', 'area'] as const,
    express: (provinceCode: string, weightG: number) =>
      ['daifaPlace', 'express', provinceCode, weightG] as const,
    expressAll: () => ['daifaPlace', 'expressAll'] as const,
    fromShopPreview: (shopOrderIds: readonly number[]) =>
      ['daifaPlace', 'fromShop', ...shopOrderIds] as const,
  },
  goodsAssociation: {
    all: () => ['goodsAssociation'] as const,
    page: (request: object) => ['goodsAssociation', 'page', request] as const,
  },
  autoAfterSale: {
    settings: () => ['autoAfterSale', 'settings'] as const,
    tag: () => ['autoAfterSale', 'tag'] as const,
    log: (request: object) => ['autoAfterSale', 'log', request] as const,
  },
  /** A desk photo's bytes: apart from 'afterSale', so a list's refresh does not fetch it again. */
  parcelPhoto: (id: string) => ['parcelPhoto', id] as const,
  afterSale: {
    all: () => ['afterSale'] as const,
    page: (request: object) => ['afterSale', 'page', request] as const,
    detail: (asNo: string) => ['afterSale', 'detail', asNo] as const,
    preview: (orderNo: string) => ['afterSale', 'preview', orderNo] as const,
    problems: (request: object) => ['afterSale', 'problems', request] as const,
    shopCases: (request: object) => ['afterSale', 'shopCases', request] as const,
    shopCase: (id: number) => ['afterSale', 'shopCase', id] as const,
    problemGoods: (ids: readonly number[]) => ['afterSale', 'problemGoods', ...ids] as const,
    postOrders: (request: object) => ['afterSale', 'postOrders', request] as const,
    headless: (request: object) => ['afterSale', 'headless', request] as const,
    headlessSearch: (search: object) => ['afterSale', 'headlessSearch', search] as const,
    headlessLinkCandidates: (headlessNo: string) =>
      ['afterSale', 'headlessLinkCandidates', headlessNo] as const,
    sendBackQuote: (ids: readonly number[], areaCode: string) =>
      ['afterSale', 'sendBackQuote', areaCode, ...ids] as const,
  },
  returnSettings: {
    address: () => ['returnSettings', 'address'] as const,
    phones: () => ['returnSettings', 'phones'] as const,
  },
  customGoods: {
    all: () => ['customGoods'] as const,
    page: (request: object) => ['customGoods', 'page', request] as const,
  },
  suppliers: {
    all: () => ['suppliers'] as const,
    tree: () => ['suppliers', 'tree'] as const,
    page: (request: object) => ['suppliers', 'page', request] as const,
  },
  pickup: {
    all: () => ['pickup'] as const,
    page: (request: object) => ['pickup', 'page', request] as const,
    briefing: (day: string | undefined) => ['pickup', 'briefing', day ?? ''] as const,
    pickers: (day: string | undefined) => ['pickup', 'pickers', day ?? ''] as const,
    mine: (day: string | undefined) => ['pickup', 'mine', day ?? ''] as const,
    log: (taskId: number) => ['pickup', 'log', taskId] as const,
    area: (day: string | undefined) => ['pickup', 'area', day ?? ''] as const,
    auto: () => ['pickup', 'auto'] as const,
  },
  returns: {
    all: () => ['returns'] as const,
    page: (request: object) => ['returns', 'page', request] as const,
    staff: () => ['returns', 'staff'] as const,
  },
  offline: {
    all: () => ['offline'] as const,
    orders: (request: object) => ['offline', 'orders', request] as const,
    order: (id: number) => ['offline', 'order', id] as const,
    returns: (request: object) => ['offline', 'returns', request] as const,
  },
  daifaImport: {
    all: () => ['daifaImport'] as const,
    recent: () => ['daifaImport', 'recent'] as const,
    one: (id: number) => ['daifaImport', 'one', id] as const,
    rows: (id: number, request: object) => ['daifaImport', 'rows', id, request] as const,
  },
  daifaCollect: {
    all: () => ['daifaCollect'] as const,
    page: (request: object) => ['daifaCollect', 'page', request] as const,
  },
  listPrefs: {
    columns: (listKey: string) => ['listPrefs', 'columns', listKey] as const,
    views: (listKey: string) => ['listPrefs', 'views', listKey] as const,
  },
  listJobs: {
    bulkJob: (id: number) => ['listJobs', 'bulk', id] as const,
    bulkJobItems: (id: number) => ['listJobs', 'bulkItems', id] as const,
    exports: (listKey: string) => ['listJobs', 'exports', listKey] as const,
  },
  shops: {
    all: () => ['shops'] as const,
    list: () => ['shops', 'list'] as const,
    syncLogs: (shopId: number) => ['shops', 'syncLogs', shopId] as const,
  },
  labelTemplates: {
    all: () => ['labelTemplates'] as const,
    list: () => ['labelTemplates', 'list'] as const,
    one: (id: number) => ['labelTemplates', 'one', id] as const,
    versions: (id: number) => ['labelTemplates', 'versions', id] as const,
    pickupSetting: () => ['labelTemplates', 'pickupSetting'] as const,
    sampleRows: () => ['labelTemplates', 'sampleRows'] as const,
  },
  funds: {
    all: () => ['funds'] as const,
    overview: () => ['funds', 'overview'] as const,
    bills: (request: object) => ['funds', 'bills', request] as const,
    bill: (id: number) => ['funds', 'bill', id] as const,
    oldBalance: () => ['funds', 'oldBalance'] as const,
    recharges: (request: object) => ['funds', 'recharges', request] as const,
    payOrder: (payNo: string) => ['funds', 'payOrder', payNo] as const,
    payPassword: () => ['funds', 'payPassword'] as const,
    withdrawQuota: () => ['funds', 'withdrawQuota'] as const,
    withdrawals: (request: object) => ['funds', 'withdrawals', request] as const,
    alipay: () => ['funds', 'alipay'] as const,
    replenish: (request: object) => ['funds', 'replenish', request] as const,
    coupons: (request: object) => ['funds', 'coupons', request] as const,
    aliLedgerAuth: () => ['funds', 'aliLedgerAuth'] as const,
    payLater: () => ['funds', 'payLater'] as const,
    aliLedger: (request: object) => ['funds', 'aliLedger', request] as const,
    daily: (request: object) => ['funds', 'daily', request] as const,
  },
  certificates: {
    all: () => ['certificates'] as const,
    page: (request: object) => ['certificates', 'page', request] as const,
    one: (id: number) => ['certificates', 'one', id] as const,
  },
  printLog: {
    all: () => ['printLog'] as const,
    page: (pageNum: number) => ['printLog', 'page', pageNum] as const,
  },
  shell: {
    unreadMessages: () => ['shell', 'unreadMessages'] as const,
    problemParcels: () => ['shell', 'problemParcels'] as const,
    replenishWaiting: () => ['shell', 'replenishWaiting'] as const,
  },
};
