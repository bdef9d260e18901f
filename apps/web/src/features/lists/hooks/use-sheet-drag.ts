import { SAVE_SHEET_CLOSE_DRAG_PX } from '@divespot/shared/bookmark-vocabulary';
import { useRef, useState, type CSSProperties, type PointerEvent } from 'react';

/**
 * Dragging a bottom sheet down by its handle (docs/product/screens.md, docs/product/limits.md): it follows the finger (or mouse or
 * pen) downwards only; let go more than 120 px down and it closes, otherwise it snaps back.
 */
export function useSheetDrag(onClose: () => void) {
  const [offset, setOffset] = useState(0);
  const start = useRef<{ y: number; pointer: number } | null>(null);
  const [dragging, setDragging] = useState(false);

  const distance = (event: PointerEvent) => Math.max(0, event.clientY - (start.current?.y ?? 0));
  const end = () => {
    start.current = null;
    setDragging(false);
    setOffset(0);
  };

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      start.current = { y: event.clientY, pointer: event.pointerId };
      // Keeps the moves coming when the finger leaves the handle.
      event.currentTarget.setPointerCapture?.(event.pointerId);
      setDragging(true);
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (start.current?.pointer !== event.pointerId) return;
      setOffset(distance(event));
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      if (start.current?.pointer !== event.pointerId) return;
      const past = distance(event) > SAVE_SHEET_CLOSE_DRAG_PX;
      end();
      if (past) onClose();
    },
    onPointerCancel: end,
  };

  const style: CSSProperties = {
    transform: offset > 0 ? `translateY(${offset}px)` : undefined,
    // Follows the finger while dragging; glides back when let go.
    transition: dragging ? 'none' : undefined,
  };
  return { handlers, style, dragging };
}
