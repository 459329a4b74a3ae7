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
      // The page's one heading, like Page's title: screen-reader users jump to it, and axe finds an h1.
      title={<h1 style={{ margin: 0, font: 'inherit', color: 'inherit' }}>{title}</h1>}
      subTitle={subTitle}
      extra={
        <Button type="primary" onClick={onBack}>
          返回首页
        </Button>
      }
    />
  );
}
