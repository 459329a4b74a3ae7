// Every way printing can fail on a seller's computer, each with its Chinese message and the fix (spec §8).
export const CLODOP_DOWNLOAD_URL = 'https://www.lodop.net/download.html';
/** The installed service registers this protocol: the link starts it again. */
export const CLODOP_SETUP_LINK = 'CLodop.protocol:setup';
/** Oldest C-Lodop service (CVERSION) and print control (VERSION) the console works with. */
export const MIN_SERVICE_VERSION = '6.5.0.0';
export const MIN_CONTROL_VERSION = '6.2.2.6';
export const BROWSER_UPGRADE_NOTE = '如果此前打印正常，仅因浏览器升级或重装后出现问题，需要重新执行以上安装。';

export type PrintProblemCode =
  | 'SERVICE_NOT_RUNNING'
  | 'SERVICE_OUTDATED'
  | 'CONTROL_MISSING'
  | 'CONTROL_OUTDATED'
  | 'LOCAL_NETWORK_BLOCKED'
  | 'HTTPS_SERVICE_MISSING'
  | 'NO_PRINTER';

export interface PrintLink {
  label: string;
  href: string;
}

export interface PrintProblem {
  code: PrintProblemCode;
  message: string;
  /** What the seller does about it. */
  fix: string;
  links: PrintLink[];
  /** Shown under the message: a browser upgrade can need the install again. */
  note?: string;
}

const download: PrintLink = { label: '下载安装', href: CLODOP_DOWNLOAD_URL };

export function printProblem(code: PrintProblemCode, found?: { cversion?: string; version?: string }): PrintProblem {
  switch (code) {
    case 'SERVICE_NOT_RUNNING':
      return {
        code,
        message: 'Web打印服务 CLodop 未安装或未启动（本机 8000/18000 端口无响应）',
        fix: '点击“下载安装”安装 CLodop；若此前已安装过，点击“再次启动”，启动后刷新页面。',
        links: [download, { label: '再次启动', href: CLODOP_SETUP_LINK }],
        note: BROWSER_UPGRADE_NOTE,
      };
    case 'SERVICE_OUTDATED':
      return {
        code,
        message: `Web打印服务 CLodop 版本过低（当前 ${found?.cversion ?? '未知'}，最低 ${MIN_SERVICE_VERSION}），需要升级`,
        fix: '点击“下载升级”安装新版 CLodop，升级后刷新页面。',
        links: [{ label: '下载升级', href: CLODOP_DOWNLOAD_URL }],
        note: BROWSER_UPGRADE_NOTE,
      };
    case 'CONTROL_MISSING':
      return {
        code,
        message: '打印控件未安装',
        fix: '点击“下载安装”执行安装，安装后请刷新页面或重新进入。',
        links: [download],
        note: BROWSER_UPGRADE_NOTE,
      };
    case 'CONTROL_OUTDATED':
      return {
        code,
        message: `打印控件版本过低（当前 ${found?.version ?? '未知'}，最低 ${MIN_CONTROL_VERSION}），需要升级`,
        fix: '点击“下载升级”执行升级，升级后请重新进入。',
        links: [{ label: '下载升级', href: CLODOP_DOWNLOAD_URL }],
        note: BROWSER_UPGRADE_NOTE,
      };
    case 'LOCAL_NETWORK_BLOCKED':
      return {
        code,
        message: '浏览器阻止了本页访问本机的打印服务',
        fix: '点击地址栏左侧的站点设置图标，将“本地网络访问”设为允许，然后刷新页面。',
        links: [],
      };
    case 'HTTPS_SERVICE_MISSING':
      return {
        code,
        message: '当前页面使用 HTTPS，浏览器只允许连接 CLodop 的 HTTPS 端口 8443，但它没有响应',
        fix: '在 CLodop 的设置中勾选启用 HTTPS（端口 8443）并重启服务，然后刷新页面。',
        links: [download],
      };
    case 'NO_PRINTER':
      return {
        code,
        message: '打印服务已连接，但本机没有可用的打印机',
        fix: '安装标签打印机的驱动，并确认打印机已开机、已连接电脑，然后点“重新检测”。',
        links: [],
      };
  }
}
