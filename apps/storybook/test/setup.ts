import { setProjectAnnotations } from '@storybook/react-vite';
import { beforeAll } from 'vitest';
import preview from '../.storybook/preview.tsx';

// Stories get the same decorators (OmsProvider) as in Storybook; beforeAll wires Testing Library to React's act.
const annotations = setProjectAnnotations([preview]);
beforeAll(annotations.beforeAll);
