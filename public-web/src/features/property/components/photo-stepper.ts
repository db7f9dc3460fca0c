import { useRef, type KeyboardEvent, type PointerEvent } from 'react';

/** A swipe is a sideways move of at least this many pixels that is more sideways than up or down. */
const SWIPE_PX = 40;

/**
 * Moving through a listing's photos, as the gallery and the full-screen viewer both do: the arrow keys, Home and
 * End, and a sideways swipe; past the last photo comes the first. `swiped` tells a click that ends a mouse swipe
 * from a tap.
 */
export function usePhotoStepper(count: number, index: number, onIndex: (index: number) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const go = (next: number) => count > 0 && onIndex((next + count) % count);
  const targets: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1 };

  /** True when the key moved the photo (and was taken), false when it is left to the caller. */
  const onKeyDown = (event: KeyboardEvent): boolean => {
    const to = targets[event.key];
    if (to === undefined) return false;
    event.preventDefault();
    go(to);
    return true;
  };
  const swipe = {
    onPointerDown: (event: PointerEvent) => {
      start.current = { x: event.clientX, y: event.clientY };
      swiped.current = false;
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) {
        swiped.current = true;
        go(dx < 0 ? index + 1 : index - 1);
      }
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
  return { go, onKeyDown, swipe, swiped };
}
