// 打印环境检测: each check, its result and the fix, from what finding C-Lodop learnt.
import type { LodopLoadState } from './lodop/findCLodop.ts';
import { printProblem, type PrintProblem } from './problems.ts';

export interface EnvCheck {
  key: 'service' | 'versions' | 'printers' | 'page';
  title: string;
  ok: boolean;
  detail: string;
  problem?: PrintProblem;
}

export function environmentChecks(state: LodopLoadState, pageProtocol: string = location.protocol): EnvCheck[] {
  if (state.state === 'loading') return [];
  const checks: EnvCheck[] = [];
  const secure = pageProtocol === 'https:';
  checks.push({
    key: 'page',
    title: '页面与打印服务的连接方式',
    ok: !(state.state === 'error' && (state.problem.code === 'HTTPS_SERVICE_MISSING' || state.problem.code === 'LOCAL_NETWORK_BLOCKED')),
    detail: secure ? 'HTTPS 页面，使用 CLodop 的 8443 端口' : 'HTTP 页面，使用 CLodop 的 8000/18000 端口',
    ...(state.state === 'error' && (state.problem.code === 'HTTPS_SERVICE_MISSING' || state.problem.code === 'LOCAL_NETWORK_BLOCKED')
      ? { problem: state.problem }
      : {}),
  });
  const serviceProblem = state.state === 'error' && ['SERVICE_NOT_RUNNING', 'CONTROL_MISSING'].includes(state.problem.code);
  checks.push({
    key: 'service',
    title: 'Web打印服务 CLodop',
    ok: state.state === 'complete' || (state.state === 'error' && !!state.found),
    detail: state.state === 'complete' ? `已连接（${state.found.url}）` : state.state === 'error' && state.found ? `已连接（${state.found.url}）` : '未连接',
    ...(serviceProblem && state.state === 'error' ? { problem: state.problem } : {}),
  });
  const versionProblem = state.state === 'error' && ['SERVICE_OUTDATED', 'CONTROL_OUTDATED'].includes(state.problem.code);
  const seen = state.state === 'complete' ? state.found : state.found;
  checks.push({
    key: 'versions',
    title: '服务与控件版本',
    ok: state.state === 'complete',
    detail: seen ? `服务 ${seen.cversion || '未知'} · 控件 ${seen.version || '未知'}` : '连接服务后检测',
    ...(versionProblem && state.state === 'error' ? { problem: state.problem } : {}),
  });
  const printers = state.state === 'complete' ? state.found.printers : [];
  checks.push({
    key: 'printers',
    title: '打印机',
    ok: printers.length > 0,
    detail: state.state === 'complete' ? (printers.length ? `${printers.length} 台：${printers.join('、')}` : '没有打印机') : '连接服务后检测',
    ...(state.state === 'complete' && printers.length === 0 ? { problem: printProblem('NO_PRINTER') } : {}),
  });
  return checks;
}
