import { describe, expect, it } from 'vitest';
import { composeStories } from '@storybook/react-vite';
import type { Meta, StoryFn } from '@storybook/react-vite';
import { checkA11y, describeViolations } from './axe.ts';

type StoryModule = { default: Meta } & Record<string, StoryFn | object>;

// The same stories Storybook builds (.storybook/main.ts), found the same way.
const modules = import.meta.glob<StoryModule>(
  ['../src/**/*.stories.tsx', '../../../packages/*/src/**/*.stories.tsx'],
  {
    eager: true,
  },
);

describe.each(Object.entries(modules))('%s', (_file, module) => {
  const stories = Object.entries(composeStories(module));
  for (const [name, Story] of stories)
    it(
      `${name} renders, plays and passes axe`,
      async () => {
        // run() mounts the story with its decorators, runs its play function, and unmounts the previous story first.
        await Story.run();
        // Scan the whole body: dialogs, toasts and the tour render in portals outside the story's canvas.
        const report = await checkA11y(document.body);
        expect(report.blocking, describeViolations(report.blocking)).toEqual([]);
      },
      // a heavy story may ask for more than the config's default (parameters.testTimeout)
      (Story.parameters as { testTimeout?: number }).testTimeout,
    );
});
