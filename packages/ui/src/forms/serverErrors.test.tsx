import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Form, Input } from 'antd';
import type { FormInstance } from 'antd';
import { blamedField, showServerError, validatedValues } from './serverErrors.ts';

function renderForm() {
  let instance: FormInstance | null = null;
  function Probe() {
    const [form] = Form.useForm();
    instance = form;
    return (
      <Form form={form}>
        <Form.Item name="username" label="登录账号" rules={[{ required: true, message: '请输入账号' }]}>
          <Input />
        </Form.Item>
      </Form>
    );
  }
  render(<Probe />);
  return instance!;
}

describe('server errors on their fields', () => {
  it('puts a refusal that names a field of the form under that field', async () => {
    const form = renderForm();
    let shown = false;
    act(() => {
      shown = showServerError(form, { errorCode: 40900, errorMsg: '账号已存在', data: { field: 'username' } });
    });
    expect(shown).toBe(true);
    expect(await screen.findByText('账号已存在')).toBeTruthy();
    expect(form.getFieldError('username')).toEqual(['账号已存在']);
  });

  it('leaves answers without a field of this form to the caller', () => {
    const form = renderForm();
    expect(showServerError(form, { errorCode: 40300, errorMsg: '暂无权限', data: null })).toBe(false);
    expect(showServerError(form, { errorCode: 40000, errorMsg: 'x', data: { field: 'nowhere' } })).toBe(false);
    expect(blamedField({ errorCode: 0, errorMsg: '', data: { field: 'username' } })).toBeNull();
  });

  it('a failed rule gives null instead of a rejected promise', async () => {
    const form = renderForm();
    let values: unknown = 'unset';
    await act(async () => {
      values = await validatedValues(form);
    });
    expect(values).toBeNull();
    expect(await screen.findByText('请输入账号')).toBeTruthy();
  });
});
