// The page's one connection to C-Lodop: found once, lazily (only when something is about to print),
// and again on 重新检测.
import { create } from 'zustand';
import { findCLodop, type LodopLoadState } from '@oms/print-bridge';

interface ClodopStore {
  state: LodopLoadState | null;
  detect: () => Promise<LodopLoadState>;
}

export const useClodopStore = create<ClodopStore>((set, get) => ({
  state: null,
  detect: async () => {
    if (get().state?.state === 'loading') return get().state!;
    set({ state: { state: 'loading' } });
    const state = await findCLodop();
    set({ state });
    return state;
  },
}));
