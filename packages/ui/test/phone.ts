import { onTestFinished } from 'vitest';
import { fakeMatchMedia } from '../src/testing/domShims.ts';

/** For the rest of the current test, the window is a phone's: every `max-width` query matches. */
export function emulatePhone(): void {
  const original = window.matchMedia;
  window.matchMedia = fakeMatchMedia((query) => query.includes('max-width'));
  onTestFinished(() => {
    window.matchMedia = original;
  });
}
