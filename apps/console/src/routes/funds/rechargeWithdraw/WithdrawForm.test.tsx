import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { OmsProvider } from '@oms/ui';

const api = vi.hoisted(() => ({
  applyWithdraw: vi.fn(),
  sendSmsCode: vi.fn(),
  refreshFunds: vi.fn(),
  useWithdrawQuota: vi.fn(),
}));
vi.mock('../../../api/funds.ts', () => api);

const { WithdrawForm } = await import('./WithdrawForm.tsx');
const { SmsCodeField } = await import('../shared/SmsCodeField.tsx');

// dialogs and forms under a loaded 2-core CI box: room beyond the config's 30 s
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 5000 });

const quota = {
  withdrawableFen: 100_000,
  remainingFen: 500_000,
  remainingCount: 3,
  minFen: 1_000,
  autoApproveFen: 500_000,
  alipay: { bound: true, account: '138****8000', realName: '*鹿' },
  payPasswordSet: true,
  phone: '138****8000',
};

const ok = <T,>(data: T) => ({ errorCode: 0, errorMsg: '', data });
const refused = (errorCode: number, errorMsg: string, data: unknown = null) => ({
  errorCode,
  errorMsg,
  data,
});

function renderForm() {
  return render(
    <OmsProvider>
      <MemoryRouter>
        <WithdrawForm onApplied={() => undefined} />
      </MemoryRouter>
    </OmsProvider>,
  );
}

/** The Form.Item of a field, by the field's id. */
const itemOf = (id: string) => document.getElementById(id)!.closest<HTMLElement>('.ant-form-item')!;
const helpOf = (id: string) => itemOf(id).querySelector('.ant-form-item-explain')?.textContent ?? '';
const inError = (id: string) => itemOf(id).classList.contains('ant-form-item-has-error');

function fill({ amount, pin, sms }: { amount?: string; pin?: string; sms?: string }) {
  if (amount !== undefined)
    fireEvent.change(document.getElementById('withdraw-amount')!, { target: { value: amount } });
  if (pin !== undefined)
    fireEvent.change(document.getElementById('withdraw-pin')!, { target: { value: pin } });
  if (sms !== undefined)
    fireEvent.change(document.getElementById('withdraw-sms')!, { target: { value: sms } });
}
const apply = () => fireEvent.click(screen.getByRole('button', { name: '申请提现' }));

beforeEach(() => {
  sessionStorage.clear();
  vi.clearAllMocks();
  api.useWithdrawQuota.mockReturnValue({ data: quota });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('提现: errors on their fields', () => {
  it('puts each check on its own field and focuses the first one in error', async () => {
    renderForm();
    apply();
    await waitFor(() => expect(helpOf('withdraw-amount')).toBe('请输入提现金额'));
    expect(inError('withdraw-amount')).toBe(true);
    expect(helpOf('withdraw-pin')).toBe('请输入6位支付密码');
    expect(inError('withdraw-pin')).toBe(true);
    expect(helpOf('withdraw-sms')).toBe('请输入6位短信验证码');
    expect(inError('withdraw-sms')).toBe(true);
    await waitFor(() => expect(document.activeElement?.id).toBe('withdraw-amount'));
    expect(api.applyWithdraw).not.toHaveBeenCalled();

    // typing in a field clears its own message only
    fill({ amount: '5' });
    await waitFor(() => expect(helpOf('withdraw-amount')).toBe(''));
    expect(helpOf('withdraw-pin')).toBe('请输入6位支付密码');
    apply();
    await waitFor(() => expect(helpOf('withdraw-amount')).toBe('提现金额不能低于¥10.00'));
  });

  it('a wrong or locked PIN shows on 支付密码, which is emptied and focused', async () => {
    api.applyWithdraw.mockResolvedValueOnce(refused(42002, '支付密码错误，还可尝试4次'));
    renderForm();
    fill({ amount: '50', pin: '111222', sms: '123456' });
    apply();
    await waitFor(() => expect(helpOf('withdraw-pin')).toBe('支付密码错误，还可尝试4次'));
    expect(inError('withdraw-pin')).toBe(true);
    expect((document.getElementById('withdraw-pin') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(document.activeElement?.id).toBe('withdraw-pin'));
    expect(helpOf('withdraw-amount')).toBe('');
    expect(screen.queryByRole('alert', { name: /支付密码/ })).toBeNull();

    api.applyWithdraw.mockResolvedValueOnce(refused(42003, '支付密码错误次数过多，请3小时后再试'));
    fill({ pin: '111333' });
    apply();
    await waitFor(() => expect(helpOf('withdraw-pin')).toContain('支付密码错误次数过多，请3小时后再试'));
    expect(screen.getByRole('link', { name: '忘记支付密码' })).toBeTruthy();
  });

  it('a wrong SMS code (42005) shows on 短信验证码; the quota refusal in an alert', async () => {
    api.applyWithdraw.mockResolvedValueOnce(refused(42005, '验证码错误或已过期'));
    renderForm();
    fill({ amount: '50', pin: '258369', sms: '000000' });
    apply();
    await waitFor(() => expect(helpOf('withdraw-sms')).toBe('验证码错误或已过期'));
    expect(inError('withdraw-sms')).toBe(true);
    expect(helpOf('withdraw-pin')).toBe('');
    await waitFor(() => expect(document.activeElement?.id).toBe('withdraw-sms'));

    api.applyWithdraw.mockResolvedValueOnce(refused(42007, '超出今日提现额度，今日还可提现¥10.00'));
    fill({ sms: '123456' });
    apply();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('超出今日提现额度，今日还可提现¥10.00');
    expect(alert.closest('.ant-form-item')).toBeNull();
    expect(['withdraw-amount', 'withdraw-pin', 'withdraw-sms'].some(inError)).toBe(false);
  });
});

describe('短信验证码: the wait survives a reload', () => {
  const renderField = () =>
    render(
      <OmsProvider>
        <SmsCodeField id="sms" scene="WITHDRAW" value="" onChange={() => undefined} />
      </OmsProvider>,
    );

  it('after 获取验证码, a new page (a reload) still counts down from the same deadline', async () => {
    api.sendSmsCode.mockResolvedValueOnce(ok({ phone: '138****8000', retryAfterSeconds: 60 }));
    const first = renderField();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: /60秒后重发/ });
    first.unmount();

    // 20 s later the page is loaded again
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 20_000);
    renderField();
    const button = screen.getByRole('button', { name: /秒后重发/ });
    expect(button.textContent).toMatch(/^4[01]秒后重发$/);
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByPlaceholderText('已发送至 138****8000')).toBeTruthy();

    // a scene of its own: binding Alipay is not held up by the withdrawal's code
    cleanup();
    render(
      <OmsProvider>
        <SmsCodeField scene="BIND_ALIPAY" value="" onChange={() => undefined} />
      </OmsProvider>,
    );
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeTruthy();

    // once the deadline has passed, 获取验证码 again
    cleanup();
    vi.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    renderField();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('a 429 (42006) answer sets the wait from its retryAfterSeconds, and keeps it', async () => {
    api.sendSmsCode.mockResolvedValueOnce(
      refused(42006, '发送过于频繁，请37秒后再试', { retryAfterSeconds: 37 }),
    );
    const first = renderField();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: '37秒后重发' });
    first.unmount();
    renderField();
    expect(screen.getByRole('button', { name: /^3[67]秒后重发$/ })).toBeTruthy();
  });

  it('counts down each second', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    sessionStorage.setItem(
      'sms-cooldown:WITHDRAW',
      JSON.stringify({ until: Date.now() + 3_000, phone: null }),
    );
    renderField();
    expect(screen.getByRole('button', { name: '3秒后重发' })).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(screen.getByRole('button', { name: '2秒后重发' })).toBeTruthy();
    for (const left of ['1秒后重发', '获取验证码']) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1_000);
      });
      expect(screen.getByRole('button', { name: left })).toBeTruthy();
    }
  });
});
