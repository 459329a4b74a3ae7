// Draws the engine's plain Konva configurations (renderKonva) with react-konva components.
import type { KonvaNodeConfig } from '@oms/label-engine';
import { Group, Image as KImage, Path, Rect, Text } from 'react-konva';
import { useLoadedImage } from './useLoadedImage.ts';
import { useLabelImageCanvas } from './imagesContext.ts';

function ImageNode({ attrs }: { attrs: Record<string, unknown> }) {
  const src = String(attrs['src'] ?? '');
  const loaded = useLabelImageCanvas(src);
  // the page's own copy first; a data URL the browser can show directly otherwise
  const direct = useLoadedImage(loaded || !src.startsWith('data:') ? '' : src);
  const image = loaded ?? direct;
  const { src: _src, ...rest } = attrs;
  return image ? <KImage {...(rest as object)} image={image} listening={false} /> : null;
}

export function KonvaConfigNode({ config }: { config: KonvaNodeConfig }) {
  const { attrs } = config;
  switch (config.className) {
    case 'Text':
      return <Text {...(attrs as object)} listening={false} />;
    case 'Path':
      return <Path {...(attrs as object)} listening={false} />;
    case 'Rect':
      return <Rect {...(attrs as object)} listening={attrs['name'] === 'hit-area'} />;
    case 'Image':
      return <ImageNode attrs={attrs} />;
    case 'Group':
    case 'Layer':
      return (
        <Group {...(attrs as object)}>
          {config.children?.map((c, i) => <KonvaConfigNode key={i} config={c} />)}
        </Group>
      );
  }
}
