import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { stateCodes, stateMaps, type StateMap, type StateMapName } from '@oms/api-client';
import { renderKit } from '../../test/render.tsx';
import { StatusTag } from './StatusTag.tsx';
import { TONE_STYLES } from './tones.ts';

const mapNames = Object.keys(stateMaps) as StateMapName[];

describe('StatusTag', () => {
  it.each(mapNames)('renders every state of %s with its contract label and a colour', (name) => {
    const map: StateMap<string> = stateMaps[name];
    const codes = stateCodes(map);
    const { container } = renderKit(
      <>
        {codes.map((code) => (
          <StatusTag key={code} map={map} code={code} />
        ))}
      </>,
    );
    for (const code of codes) {
      const entry = map[code]!;
      const tag = container.querySelector(`[data-state="${code}"]`);
      expect(tag, code).toHaveTextContent(entry.label);
      expect(tag).toHaveAttribute('data-tone', entry.tone);
      expect(TONE_STYLES[entry.tone].tag).toBeTruthy();
    }
  });

  it('shows the 待发货 label for TAKING in the combined order map', () => {
    renderKit(<StatusTag map={stateMaps.combinedOrderState} code="TAKING" />);
    expect(screen.getByText('待发货')).toBeInTheDocument();
  });

  it('shows an unknown code as itself in the muted colour, and nothing for no code', () => {
    const { container } = renderKit(
      <>
        <StatusTag map={stateMaps.afterSaleState} code="BRAND_NEW" />
        <StatusTag map={stateMaps.afterSaleState} code={null} />
      </>,
    );
    expect(screen.getByText('BRAND_NEW')).toHaveAttribute('data-tone', 'muted');
    expect(container.querySelectorAll('[data-state]')).toHaveLength(1);
  });

  it('renders as a dot with the label for dense tables', () => {
    renderKit(<StatusTag map={stateMaps.afterSaleState} code="REFUSE" appearance="dot" />);
    expect(screen.getByText('已拒绝')).toBeInTheDocument();
    expect(document.querySelector('.ant-badge-status-error')).not.toBeNull();
  });
});
