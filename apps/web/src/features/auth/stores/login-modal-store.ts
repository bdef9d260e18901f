import { create } from 'zustand';

/** docs/product/states.md "Login modal modes". */
export type LoginModalMode = 'login' | 'register' | 'verify-email';

interface LoginModalState {
  isOpen: boolean;
  mode: LoginModalMode;
  /** Opens the modal from anywhere, as login (default) or register. */
  open: (mode?: 'login' | 'register') => void;
  setMode: (mode: LoginModalMode) => void;
  close: () => void;
}

/** The one global login modal (docs/product/screens.md Layout); any component can open it. */
export const useLoginModal = create<LoginModalState>()((set) => ({
  isOpen: false,
  mode: 'login',
  open: (mode = 'login') => set({ isOpen: true, mode }),
  setMode: (mode) => set({ mode }),
  close: () => set({ isOpen: false }),
}));
