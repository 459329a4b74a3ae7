import { Button, Result, type ResultProps } from 'antd';

export interface ResultPageProps {
  /** 返回首页: the console navigates; the kit has no router. */
  onBack: () => void;
}

/** A full-page result with the one way out both the 403 and the 404 page offer: 返回首页. */
export function ResultPage({ status, title, subTitle, onBack }: ResultPageProps & Pick<ResultProps, 'status' | 'title' | 'subTitle'>) {
  return (
    <Result
      status={status}
      title={title}
      subTitle={subTitle}
      extra={
        <Button type="primary" onClick={onBack}>
          返回首页
        </Button>
      }
    />
  );
}
