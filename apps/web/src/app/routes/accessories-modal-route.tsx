import { Dialog } from '../../components/ui/dialog.tsx';
import { useNavigate } from '../../lib/router.tsx';
import { AccessoriesPanel } from './accessories-panel.tsx';

/** /accessories on desktop: a dialog over the current screen. */
export default function AccessoriesModalRoute() {
  const navigate = useNavigate();
  return (
    <Dialog title="Takeout Extras" onClose={() => navigate(-1)}>
      <AccessoriesPanel replaceOnContinue />
    </Dialog>
  );
}
