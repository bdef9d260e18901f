import { Dialog } from '../../../components/ui/dialog.tsx';
import { useSheetDrag } from '../hooks/use-sheet-drag.ts';
import type { SaveTarget } from '../lib/saved-items.ts';
import { SaveBody, SaveFooter, SaveHeader } from './save-parts.tsx';

interface SaveSheetProps {
  target: SaveTarget;
  open: boolean;
  onClose: () => void;
}

/**
 * 'Save to a list' on phones (docs/product/screens.md Save sheet): a modal sheet rising from the bottom. Its
 * handle drags it down, and past 120 px it closes; Escape, the close button, Done and a tap on
 * the page behind close it too. Focus stays inside while it is open and then returns to the
 * button that opened it.
 */
export function SaveSheet({ target, open, onClose }: SaveSheetProps) {
  const drag = useSheetDrag(onClose);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy="save-sheet-title"
      className="fixed inset-x-0 top-auto bottom-0 m-0 max-h-none w-full max-w-none overflow-visible bg-transparent p-0 text-slate-900"
    >
      <div
        data-testid="save-sheet"
        style={drag.style}
        className="flex max-h-[88dvh] flex-col rounded-t-3xl bg-white pb-[env(safe-area-inset-bottom)] shadow-2xl transition-transform duration-200 ease-out starting:translate-y-full"
      >
        {/* The handle is for pointers; keyboards have Escape and the close button. */}
        <div
          data-testid="save-sheet-handle"
          {...drag.handlers}
          className={`flex h-7 shrink-0 touch-none items-center justify-center ${
            drag.dragging ? 'cursor-grabbing' : 'cursor-grab'
          }`}
        >
          <span aria-hidden="true" className="h-1.5 w-10 rounded-full bg-slate-300" />
        </div>
        <SaveHeader titleId="save-sheet-title" target={target} onClose={onClose} />
        <SaveBody target={target} />
        <SaveFooter onClose={onClose} />
      </div>
    </Dialog>
  );
}
