// Screen slice (SPEC §3): window size and orientation, stored at start and on every resize.
import { create } from 'zustand';

export type Orientation = 'portrait' | 'landscape';
interface ScreenState {
  width: number;
  height: number;
  orientation: Orientation;
  setSize: (width: number, height: number) => void;
}

export const orientationOf = (width: number, height: number): Orientation =>
  height > width ? 'portrait' : 'landscape';

export const useScreen = create<ScreenState>((set) => ({
  width: 0,
  height: 0,
  orientation: 'landscape',
  setSize: (width, height) => set({ width, height, orientation: orientationOf(width, height) }),
}));

/** Starts tracking the window; returns the cleanup. */
export function trackScreen(): () => void {
  const update = () => useScreen.getState().setSize(window.innerWidth, window.innerHeight);
  update();
  window.addEventListener('resize', update);
  return () => window.removeEventListener('resize', update);
}
