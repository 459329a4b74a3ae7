import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { OmsProvider } from '@oms/ui';
import { Input } from 'antd';
import { checkA11y } from './axe.ts';

// Guards the guard: if axe were silently not running, every story would "pass".
describe('the accessibility check', () => {
  it('fails an unlabeled form field and a nameless button', async () => {
    const { unmount } = render(
      <OmsProvider>
        <Input />
        <button type="button" />
      </OmsProvider>,
    );
    const { blocking } = await checkA11y(document.body);
    expect(blocking.map((v) => v.id).sort()).toEqual(['button-name', 'label']);
    unmount();
  });

  it('passes a labelled field', async () => {
    const { unmount } = render(
      <OmsProvider>
        <Input aria-label="订单号" />
      </OmsProvider>,
    );
    expect((await checkA11y(document.body)).blocking).toEqual([]);
    unmount();
  });

  it('fails text too pale to read (real layout and paint, so contrast counts)', async () => {
    const { unmount } = render(
      <OmsProvider>
        <p style={{ color: '#d9d9d9', background: '#fff' }}>已签收</p>
      </OmsProvider>,
    );
    expect((await checkA11y(document.body)).blocking.map((v) => v.id)).toEqual(['color-contrast']);
    unmount();
  });
});
