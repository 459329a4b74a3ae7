import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderKit } from '../../test/render.tsx';
import { MarkdownView, isSafeLink, renderMarkdown } from './MarkdownView.tsx';

describe('MarkdownView', () => {
  it('renders headings, lists and emphasis', () => {
    renderKit(<MarkdownView source={'## 发货安排\n\n1. 截单 **14:00**\n2. 次日拿货'} />);
    expect(screen.getByRole('heading', { name: '发货安排' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('14:00').tagName).toBe('STRONG');
  });

  it('shows HTML in the source as text, never as elements', () => {
    const { container } = renderKit(<MarkdownView source={'<img src=x onerror="alert(1)"> <script>alert(2)</script>'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).toContain('<script>alert(2)</script>');
  });

  it('keeps only http(s) and relative links', () => {
    expect(isSafeLink('https://example.com/a')).toBe(true);
    expect(isSafeLink('/order/abnormalList?kind=LACK')).toBe(true);
    expect(isSafeLink('javascript:alert(1)')).toBe(false);
    expect(isSafeLink(' JavaScript:alert(1)')).toBe(false);
    expect(isSafeLink('data:text/html,hi')).toBe(false);
    expect(isSafeLink('//evil.example')).toBe(false);
    const html = renderMarkdown('[坏](javascript:alert(1)) [好](/funds/balance) ![图](data:image/png;base64,AAAA)');
    // left as the text it was, never a link or an image
    expect(html).not.toContain('href="javascript');
    expect(html).not.toContain('<img');
    expect(html).toContain('href="/funds/balance"');
  });

  it('opens outside links in a new tab and hands console links to the router', () => {
    const onNavigate = vi.fn();
    renderKit(<MarkdownView source={'[异常订单](/order/abnormalList) [官网](https://example.com)'} onNavigate={onNavigate} />);
    const outside = screen.getByRole('link', { name: '官网' });
    expect(outside).toHaveAttribute('target', '_blank');
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
    fireEvent.click(screen.getByRole('link', { name: '异常订单' }));
    expect(onNavigate).toHaveBeenCalledWith('/order/abnormalList');
  });
});
