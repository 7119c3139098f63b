// Screen slice (SPEC §3): window size and orientation, stored at start and on every resize.
import { resettableStore } from '@tourplanner/app-kit/resettable';

export type Orientation = 'portrait' | 'landscape';
interface ScreenState {
  width: number;
  height: number;
  orientation: Orientation;
  setSize: (width: number, height: number) => void;
}

export const orientationOf = (width: number, height: number): Orientation =>
  height > width ? 'portrait' : 'landscape';

// A reset measures the window again: the size is the device's, not the user's.
export const useScreen = resettableStore<ScreenState>((set) => {
  const width = typeof window === 'undefined' ? 0 : window.innerWidth;
  const height = typeof window === 'undefined' ? 0 : window.innerHeight;
  return {
    width,
    height,
    orientation: orientationOf(width, height),
    setSize: (w, h) => set({ width: w, height: h, orientation: orientationOf(w, h) }),
  };
});

/** Starts tracking the window; returns the cleanup. */
export function trackScreen(): () => void {
  const update = () => useScreen.getState().setSize(window.innerWidth, window.innerHeight);
  update();
  window.addEventListener('resize', update);
  return () => window.removeEventListener('resize', update);
}
