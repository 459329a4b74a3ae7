import { Button, Result } from 'antd';

export interface ResultPageProps {
  /** 返回首页: the console navigates; the kit has no router. */
  onBack: () => void;
}

/** The /403 page of spec §2 and §6. */
export function ForbiddenResult({ onBack }: ResultPageProps) {
  return (
    <Result
      status="403"
      title="暂无权限"
      subTitle="请联系主账号管理人员开通权限"
      extra={
        <Button type="primary" onClick={onBack}>
          返回首页
        </Button>
      }
    />
  );
}
