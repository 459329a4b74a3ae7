import { Card, Empty, Flex, Input, List, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { HelpSearchItem } from '@oms/api-client';
import { formatDateTime, ListState, MarkdownView, Page } from '@oms/ui';
import { useHelpArticle, useHelpCategories, useHelpSearch } from '../../api/help.ts';

const articleLink = (slug: string) => `/helpCenter?article=${slug}`;

/** The snippet with the query's words marked. */
function Snippet({ item }: { item: HelpSearchItem }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [start, end] of item.marks) {
    if (start > at) parts.push(item.snippet.slice(at, start));
    parts.push(<mark key={start}>{item.snippet.slice(start, end)}</mark>);
    at = end;
  }
  parts.push(item.snippet.slice(at));
  return <Typography.Text type="secondary">{parts}</Typography.Text>;
}

function Results({ question }: { question: string }) {
  const { data, error, isLoading } = useHelpSearch(question);
  if (error) return <ListState kind="error" message={error.message} />;
  if (isLoading || !data) return <ListState kind="loading" />;
  if (!data.items.length)
    return <Empty description={`没有找到与「${question}」相关的文章，换个说法试试，或联系客服`} />;
  return (
    <section aria-label="搜索结果">
      <List
        dataSource={data.items}
        renderItem={(item) => (
          <List.Item key={item.slug}>
            <Flex vertical gap={4}>
              <Link to={articleLink(item.slug)}>{item.title}</Link>
              <Snippet item={item} />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {item.category}
              </Typography.Text>
            </Flex>
          </List.Item>
        )}
      />
    </section>
  );
}

function Article({ slug }: { slug: string }) {
  const { data, error, isLoading } = useHelpArticle(slug);
  const navigate = useNavigate();
  if (error) return <ListState kind="error" message={error.message} />;
  if (isLoading || !data) return <ListState kind="loading" />;
  return (
    <article aria-labelledby="help-title">
      <Typography.Title level={3} id="help-title" style={{ marginTop: 0 }}>
        {data.title}
      </Typography.Title>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {data.category} · 更新于 {formatDateTime(data.updatedAt)}
      </Typography.Text>
      <div style={{ marginTop: 12 }}>
        <MarkdownView source={data.body} onNavigate={(href) => navigate(href)} />
      </div>
      {data.related.length > 0 && (
        <nav aria-label="相关文章" style={{ marginTop: 24 }}>
          <Typography.Text strong>相关文章</Typography.Text>
          <ul>
            {data.related.map((r) => (
              <li key={r.slug}>
                <Link to={articleLink(r.slug)}>{r.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </article>
  );
}

/**
 * 帮助中心 (/helpCenter, no left bar): a search that understands a question in Chinese, the articles by
 * category, one article in Markdown. The address holds what is shown (`?q=` or `?article=`).
 */
export default function HelpCenterPage() {
  const [params, setParams] = useSearchParams();
  const question = params.get('q')?.trim() || null;
  const slug = params.get('article');
  const categories = useHelpCategories();
  return (
    <Page title="帮助中心">
      <Flex vertical gap={16}>
        <Input.Search
          key={question ?? ''}
          aria-label="搜索帮助"
          placeholder="输入您的问题，如：缺货了怎么办、补款在哪里付"
          defaultValue={question ?? ''}
          maxLength={50}
          enterButton="搜索"
          onSearch={(v) => setParams(v.trim() ? { q: v.trim() } : {})}
          style={{ maxWidth: 640 }}
        />
        <Flex gap={16} wrap align="flex-start">
          <Card size="small" title="文章分类" style={{ flex: '0 1 260px', minWidth: 220 }}>
            {categories.error ? (
              <ListState kind="error" message={categories.error.message} />
            ) : (
              <nav aria-label="文章分类">
                {(categories.data ?? []).map((c) => (
                  <div key={c.category} style={{ marginBottom: 12 }}>
                    <Typography.Text strong>{c.category}</Typography.Text>
                    <ul style={{ margin: '4px 0 0', paddingLeft: 18 }}>
                      {c.articles.map((a) => (
                        <li key={a.slug}>
                          <Link to={articleLink(a.slug)} aria-current={a.slug === slug ? 'page' : undefined}>
                            {a.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </nav>
            )}
          </Card>
          <Card size="small" style={{ flex: '1 1 420px', minWidth: 0 }}>
            {slug ? (
              <Article slug={slug} />
            ) : question ? (
              <Results question={question} />
            ) : (
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                在上方输入问题搜索，或从左侧分类中选择文章。找不到答案可以点右上角的「联系客服 / 意见反馈」。
              </Typography.Paragraph>
            )}
          </Card>
        </Flex>
      </Flex>
    </Page>
  );
}
