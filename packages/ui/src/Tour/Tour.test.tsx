import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderKit } from '../../test/render.tsx';
import { Tour, type OmsTourStep } from './Tour.tsx';

const TEXT = '自动售后设置、提速发货、自定义发货信息、自定义合格证和货款后付设置等功能都搬到这里啦~';
const steps: OmsTourStep[] = [{ target: '#platform-settings', title: '平台代发设置', description: TEXT, buttonText: '知道了' }];

function addTarget() {
  const el = document.createElement('div');
  el.id = 'platform-settings';
  el.textContent = '平台代发设置';
  document.body.appendChild(el);
  return el;
}

describe('Tour (spec §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.getElementById('platform-settings')?.remove();
  });

  const tick = (ms: number) =>
    act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });

  it('waits for a late target, polling every 250 ms, then shows the step with its button', async () => {
    const onClose = vi.fn();
    renderKit(<Tour open steps={steps} onClose={onClose} />);
    await tick(1000);
    expect(screen.queryByText(TEXT)).toBeNull();
    addTarget();
    await tick(249);
    await tick(1);
    expect(screen.getByText(TEXT)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '知道了' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('gives up after about 5000 ms without a target', async () => {
    const onClose = vi.fn();
    const onGiveUp = vi.fn();
    renderKit(<Tour open steps={steps} onClose={onClose} onGiveUp={onGiveUp} />);
    await tick(4900);
    expect(onGiveUp).not.toHaveBeenCalled();
    await tick(400);
    expect(onGiveUp).toHaveBeenCalledOnce();
    addTarget();
    await tick(1000);
    expect(screen.queryByText(TEXT)).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('darkens the page with a 0.7 overlay', async () => {
    addTarget();
    renderKit(<Tour open steps={steps} onClose={() => {}} />);
    await tick(0);
    expect(document.querySelector('.ant-tour-mask')?.innerHTML).toContain('rgba(0, 0, 0, 0.7)');
  });

  it('closes on its close icon', async () => {
    addTarget();
    const onClose = vi.fn();
    renderKit(<Tour open steps={steps} onClose={onClose} />);
    await tick(0);
    fireEvent.click(document.querySelector('.ant-tour-close')!);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes on Escape and on a click on the darkened page, once each', async () => {
    addTarget();
    const onClose = vi.fn();
    const first = renderKit(<Tour open steps={steps} onClose={onClose} />);
    await tick(0);
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
    first.unmount();
    const onMask = vi.fn();
    renderKit(<Tour open steps={steps} onClose={onMask} />);
    await tick(0);
    fireEvent.mouseDown(document.querySelector('.ant-tour-mask rect')!);
    expect(onMask).toHaveBeenCalledOnce();
  });

  it('walks several steps, waiting for each target in turn', async () => {
    addTarget();
    const onClose = vi.fn();
    const twoSteps: OmsTourStep[] = [
      { target: '#platform-settings', title: '第一步', description: '店铺订单在这里' },
      { target: () => document.getElementById('late-group'), title: '第二步', description: '代发管理在这里', buttonText: '知道了' },
    ];
    renderKit(<Tour open steps={twoSteps} onClose={onClose} />);
    await tick(0);
    expect(screen.getByText('店铺订单在这里')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await tick(500);
    expect(screen.queryByText('代发管理在这里')).toBeNull();
    const late = document.createElement('div');
    late.id = 'late-group';
    document.body.appendChild(late);
    await tick(250);
    expect(screen.getByText('代发管理在这里')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '知道了' }));
    expect(onClose).toHaveBeenCalledOnce();
    late.remove();
  });

  it('takes focus to its button, so the keyboard can answer it, and gives it back when closed', async () => {
    const onClose = vi.fn();
    const before = document.createElement('button');
    before.textContent = '页面上的按钮';
    document.body.appendChild(before);
    before.focus();
    addTarget();
    const view = renderKit(<Tour open steps={steps} onClose={onClose} />);
    await tick(300);
    expect(screen.getByRole('button', { name: '知道了' })).toHaveFocus();
    view.rerender(<Tour open={false} steps={steps} onClose={onClose} />);
    await tick(10);
    expect(before).toHaveFocus();
    before.remove();
  });

  it('shows nothing while closed', async () => {
    addTarget();
    renderKit(<Tour open={false} steps={steps} onClose={() => {}} />);
    await tick(300);
    expect(screen.queryByText(TEXT)).toBeNull();
  });
});
