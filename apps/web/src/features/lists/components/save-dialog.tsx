import { Dialog } from '../../../components/ui/dialog.tsx';
import type { SaveTarget } from '../lib/saved-items.ts';
import { SaveBody, SaveFooter, SaveHeader } from './save-parts.tsx';

interface SaveDialogProps {
  target: SaveTarget;
  open: boolean;
  onClose: () => void;
}

/** 'Save to a list' on wide screens (docs/product/states.md Save dialog): a centred modal. */
export function SaveDialog({ target, open, onClose }: SaveDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy="save-dialog-title"
      className="m-auto max-h-[min(44rem,calc(100dvh-2rem))] w-[min(28rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-3xl bg-white p-0 text-slate-900 shadow-2xl open:flex"
    >
      <SaveHeader titleId="save-dialog-title" target={target} onClose={onClose} />
      <SaveBody target={target} />
      <SaveFooter onClose={onClose} />
    </Dialog>
  );
}
