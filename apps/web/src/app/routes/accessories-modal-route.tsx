import { Dialog } from '../../components/ui/dialog.tsx';
import { AccessoriesPanel } from './accessories-panel.tsx';

/** /accessories on desktop: a dialog over the current screen. */
export default function AccessoriesModalRoute() {
  return (
    <Dialog title="Takeout Extras" onClose={() => window.history.back()}>
      <AccessoriesPanel replaceOnContinue />
    </Dialog>
  );
}
