import { create } from 'zustand';
import type { Brand, UserInfo } from '@oms/api-client';
import type { MenuEntry } from '../menu/buildMenu.ts';

export interface SessionState {
  status: 'loading' | 'ready' | 'failed';
  failure: string | null;
  brand: Brand;
  user: UserInfo | null;
  /** Main accounts hold everything; sub-accounts what their roles grant. */
  permissions: ReadonlySet<string> | 'all';
  manualDelivery: '0' | '1';
  hasErp: boolean;
  menu: MenuEntry[];
}

export interface SessionActions {
  ready(patch: Omit<SessionState, 'status' | 'failure'>): void;
  fail(message: string): void;
}

// Plain zustand: the state is replaced whole at sign-in, so immer (≈5 KB on every first load) earned nothing.
export const useSession = create<SessionState & SessionActions>()((set) => ({
  status: 'loading',
  failure: null,
  brand: 'e3e3',
  user: null,
  permissions: new Set<string>(),
  manualDelivery: '1',
  hasErp: false,
  menu: [],
  ready: (patch) => set({ ...patch, status: 'ready', failure: null }),
  fail: (message) => set({ status: 'failed', failure: message }),
}));
