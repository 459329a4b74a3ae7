import { ResultPage, type ResultPageProps } from './ResultPage.tsx';

export type { ResultPageProps };

/** The /403 page of spec §2 and §6. */
export function ForbiddenResult({ onBack }: ResultPageProps) {
  return <ResultPage status="403" title="暂无权限" subTitle="请联系主账号管理人员开通权限" onBack={onBack} />;
}
