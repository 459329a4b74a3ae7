import { useMemo, type MouseEvent } from 'react';
import { Typography } from 'antd';
import MarkdownIt from 'markdown-it';

/**
 * A link or image source Markdown may carry: http(s), or relative to the console. `javascript:`,
 * `data:`, `//elsewhere` and every other scheme are refused (rendered as plain text).
 */
export function isSafeLink(url: string): boolean {
  const u = url.trim();
  if (/^https?:\/\//i.test(u)) return true;
  if (u.startsWith('//') || u.startsWith('\\')) return false;
  // any other scheme (javascript:, data:, vbscript:, file:…), also when spaced or cased to hide it
  return !/^[a-z][a-z0-9+.\-\s]*:/i.test(u);
}

const isExternal = (href: string) => /^https?:\/\//i.test(href);

function createRenderer() {
  // HTML off: an announcement can never carry a script or a style into the console
  const md = new MarkdownIt({ html: false, linkify: true, breaks: true });
  md.validateLink = isSafeLink;
  const defaultLinkOpen =
    md.renderer.rules.link_open ??
    ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
  md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
    const token = tokens[idx]!;
    // a link in running text is told apart by more than its colour
    token.attrSet('style', 'text-decoration:underline');
    if (isExternal(String(token.attrGet('href') ?? ''))) {
      token.attrSet('target', '_blank');
      token.attrSet('rel', 'noopener noreferrer');
    }
    return defaultLinkOpen(tokens, idx, options, env, self);
  };
  // an article's headings sit under the page's own title (18 px), never above it
  md.core.ruler.push('oms_heading_size', (state) => {
    for (const token of state.tokens)
      if (token.type === 'heading_open')
        token.attrSet('style', `font-size:${HEADING_PX[token.tag] ?? 14}px;margin:16px 0 8px`);
  });
  return md;
}

const HEADING_PX: Record<string, number> = { h1: 18, h2: 16, h3: 15 };

const renderer = createRenderer();

/** Markdown to safe HTML (what `MarkdownView` shows). */
export const renderMarkdown = (source: string) => renderer.render(source);

export interface MarkdownViewProps {
  source: string;
  /** A console link was clicked (relative href): the app navigates without reloading. */
  onNavigate?: (href: string) => void;
}

/** 公告, 通知 and 帮助 articles: Markdown with HTML off, links only http(s) or relative. */
export function MarkdownView({ source, onNavigate }: MarkdownViewProps) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    if (!onNavigate || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
    const anchor = (e.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href || isExternal(href) || href.startsWith('#')) return;
    e.preventDefault();
    onNavigate(href);
  };
  return (
    <Typography className="oms-markdown">
      {/* renderMarkdown escapes every HTML the source holds (html: false) and drops unsafe links */}
      <div onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
