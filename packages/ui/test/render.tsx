import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { OmsProvider } from '../src/theme/OmsProvider.tsx';

/** Renders inside the real provider, as the console will, so locale and theme are part of what is tested. */
export function renderKit(ui: ReactElement): RenderResult {
  return render(ui, { wrapper: OmsProvider });
}
