import { PageHeader } from '../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../use-document-title.ts';
import { AccessoriesPanel } from './accessories-panel.tsx';
import styles from './page.module.css';

/** /accessories as a screen (mobile). */
export default function AccessoriesRoute() {
  useDocumentTitle('Takeout extras');
  return (
    <div className={styles.page}>
      <PageHeader title="Takeout Extras" />
      <div className={`${styles.content} ${styles.narrow}`}>
        <AccessoriesPanel replaceOnContinue={false} />
      </div>
    </div>
  );
}
