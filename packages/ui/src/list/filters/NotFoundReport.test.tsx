import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderKit } from '../../../test/render.tsx';
import { NotFoundReport } from './NotFoundReport.tsx';

const numbers = ['SF1001', 'YT2002', 'JT3003'];

describe('NotFoundReport', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says how many matched nothing and expands to list them', async () => {
    const user = userEvent.setup();
    renderKit(<NotFoundReport numbers={numbers} label="运单号" />);
    expect(screen.getByText('未找到 3 个运单号')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    const toggle = screen.getByRole('button', { name: '查看' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true');
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(numbers);
  });

  it('copies them one a line and says 已复制', async () => {
    const user = userEvent.setup();
    // userEvent.setup() installs its own clipboard stub; replace its writeText to watch the call.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderKit(<NotFoundReport numbers={numbers} />);
    expect(screen.getByText('未找到 3 个')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '复制' }));
    expect(writeText).toHaveBeenCalledWith('SF1001\nYT2002\nJT3003');
    expect(await screen.findByText('已复制')).toBeInTheDocument();
  });

  it('without a clipboard, opens the list for copying by hand', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('denied', 'NotAllowedError'),
    );
    renderKit(<NotFoundReport numbers={numbers} />);
    await user.click(screen.getByRole('button', { name: '复制' }));
    expect(await screen.findByText('无法访问剪贴板，请手动选择复制')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
  });

  it('renders nothing when every number was found', () => {
    const { container } = renderKit(<NotFoundReport numbers={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
