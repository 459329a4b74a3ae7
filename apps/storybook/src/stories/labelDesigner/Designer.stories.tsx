import type { Meta, StoryObj } from '@storybook/react-vite';
import { LabelDesigner, loadLabelFont } from '@oms/label-designer';
import { findPreset, parseTemplate, type LabelFont } from '@oms/label-engine';

const meta = {
  title: 'Label designer/Designer',
  // Konva draws on a real canvas: this story is for the browser, and Chromium e2e tests cover it.
  tags: ['browser'],
  parameters: { layout: 'fullscreen' },
  loaders: [async () => ({ font: await loadLabelFont() })],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const designer = (presetId: string) => ({
  render: (_args: unknown, { loaded }: { loaded: { font?: LabelFont } }) => {
    const preset = findPreset(presetId)!;
    return (
      <div style={{ height: 640 }}>
        <LabelDesigner initial={parseTemplate(preset.template)} font={loaded.font!} data={preset.sample} fields={Object.keys(preset.sample).map((key) => ({ key }))} />
      </div>
    );
  },
});

export const PickUp60x40: Story = { name: '拿货标签 60×40', ...designer('pickup-60x40') };
export const Certificate: Story = { name: '合格证', ...designer('certificate') };
export const Thermal40x70: Story = { name: '热敏标签 40×70', ...designer('thermal-40x70') };
