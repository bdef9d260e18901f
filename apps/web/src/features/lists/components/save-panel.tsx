import type { SaveTarget } from '../lib/saved-items.ts';
import { SaveDialog } from './save-dialog.tsx';
import { SaveSheet } from './save-sheet.tsx';

export interface SavePanelProps {
  target: SaveTarget;
  open: boolean;
  onClose: () => void;
  /** A bottom sheet (phones) rather than a centred dialog. */
  sheet: boolean;
}

/**
 * What the Save button opens, loaded with the button's first press (React.lazy): the dialog on
 * wide screens, the sheet on phones.
 */
export function SavePanel({ sheet, ...props }: SavePanelProps) {
  return sheet ? <SaveSheet {...props} /> : <SaveDialog {...props} />;
}
