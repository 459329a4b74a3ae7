import { test as base, expect } from '@playwright/test';
import type { Brand } from '@oms/api-client';
import { baseUrl, signIn, type Role, type SignInOptions } from './session.ts';
import { useWorkerStack } from './stack.ts';

useWorkerStack();

interface Fixtures {
  brand: Brand;
  /** Signs the browser in as a demo account of the current brand's server. */
  signInAs: (role: Role | { username: string; password: string }, options?: SignInOptions) => Promise<void>;
}

/** Playwright's test with the brand's server as baseURL (servers start in globalSetup). */
export const test = base.extend<Fixtures>({
  brand: ['e3e3', { option: true }],
  baseURL: async ({ brand }, use) => use(baseUrl(brand)),
  signInAs: async ({ context, request, brand }, use) => {
    await use((role, options) => signIn(context, request, role, baseUrl(brand), options));
  },
});

export { expect };
