import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderKit } from '../../../test/render.tsx';
import { BatchPasteDialog, type BatchPasteDialogProps } from './BatchPasteDialog.tsx';

function setup(props: Partial<BatchPasteDialogProps> = {}) {
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  const view = renderKit(
    <BatchPasteDialog open label="运单号" onSubmit={onSubmit} onCancel={onCancel} {...props} />,
  );
  const box = screen.getByRole('textbox', { name: /^运单号（每行一个，最多 \d+ 个）$/ });
  return { onSubmit, onCancel, view, box, user: userEvent.setup() };
}

const queryButton = () => screen.getByRole('button', { name: /查询$/ });

describe('BatchPasteDialog', () => {
  it('counts pasted numbers live, merges repeats and queries the distinct ones', async () => {
    const { user, box, onSubmit } = setup();
    expect(screen.getByText('已识别 0 个')).toBeInTheDocument();
    expect(queryButton()).toBeDisabled();
    box.focus();
    await user.paste('SF1001\nSF1002，SF1003、SF1001\tYT2001');
    expect(screen.getByText('已识别 4 个，1 个重复已合并')).toBeInTheDocument();
    await user.click(queryButton());
    expect(onSubmit).toHaveBeenCalledWith(['SF1001', 'SF1002', 'SF1003', 'YT2001']);
  });

  it('says 每行一个 once: in the label, not again in the empty box', () => {
    const { box } = setup();
    const shown = [
      screen.getByText(/（每行一个，最多 \d+ 个）/).textContent,
      box.getAttribute('placeholder'),
    ].join('\n');
    expect(shown.match(/每行一个/g)).toHaveLength(1);
    expect(box).toHaveAttribute('placeholder', expect.stringContaining('逗号、顿号、分号、空格'));
  });

  it('refuses more than the limit with a clear error', async () => {
    const { user, box, onSubmit } = setup({ max: 3 });
    box.focus();
    await user.paste('1 2 3 4');
    expect(screen.getByRole('alert')).toHaveTextContent('超过 3 个，请分批查询');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(queryButton()).toBeDisabled();
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says 超过 1000 个 at the default limit', () => {
    const text = Array.from({ length: 1001 }, (_, i) => `SO${i}`).join('\n');
    setup({ initialText: text });
    expect(screen.getByText('已识别 1001 个')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('超过 1000 个，请分批查询');
  });

  it('queries on Ctrl+Enter; plain Enter is a new line', async () => {
    const { user, box, onSubmit } = setup();
    await user.type(box, 'A1{Enter}A2');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('已识别 2 个')).toBeInTheDocument();
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onSubmit).toHaveBeenCalledWith(['A1', 'A2']);
  });

  it('keeps 查询 loading while a returned promise is pending', async () => {
    let finish: () => void = () => {};
    const { user, box } = setup({ onSubmit: () => new Promise<void>((resolve) => (finish = resolve)) });
    await user.type(box, 'A1');
    await user.click(queryButton());
    expect(queryButton()).toHaveClass('ant-btn-loading');
    finish();
    await waitFor(() => expect(queryButton()).not.toHaveClass('ant-btn-loading'));
  });

  it('starts from the initial text on every opening, and cancels', async () => {
    const { user, box, view, onCancel, onSubmit } = setup({ initialText: 'X1' });
    await user.type(box, '\nX2');
    expect(screen.getByText('已识别 2 个')).toBeInTheDocument();
    const props = { label: '运单号', initialText: 'X1', onSubmit, onCancel };
    view.rerender(<BatchPasteDialog open={false} {...props} />);
    view.rerender(<BatchPasteDialog open {...props} />);
    expect(await screen.findByText('已识别 1 个')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
