import { create } from 'zustand';

export type LoginModalMode = 'login' | 'register';

interface LoginModalState {
  isOpen: boolean;
  mode: LoginModalMode;
  open: (mode?: LoginModalMode) => void;
  close: () => void;
}

/** The one global login modal (SPEC §2 Layout); any component can open it. */
export const useLoginModal = create<LoginModalState>()((set) => ({
  isOpen: false,
  mode: 'login',
  open: (mode = 'login') => set({ isOpen: true, mode }),
  close: () => set({ isOpen: false }),
}));
