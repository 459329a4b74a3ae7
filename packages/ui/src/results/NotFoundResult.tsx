import { ResultPage, type ResultPageProps } from './ResultPage.tsx';

/** The catch-all 404 page of spec §2. */
export function NotFoundResult({ onBack }: ResultPageProps) {
  return (
    <ResultPage status="404" title="页面不存在" subTitle="请检查您输入的网址是否正确，点击以下按钮返回主页或者发送错误报告" onBack={onBack} />
  );
}
