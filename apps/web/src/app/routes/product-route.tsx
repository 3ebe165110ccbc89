import { Redirect, useLocation } from 'wouter';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ProductDetail } from '../../features/product/components/product-detail.tsx';
import { useAppLocation } from '../../lib/location.tsx';
import { useDocumentTitle } from '../use-document-title.ts';
import styles from './product-route.module.css';
import { useProductScreen } from './use-product-screen.ts';

/** /product as a page (mobile, or a direct visit on desktop). */
export default function ProductRoute() {
  const { product, modifiers, now, addToCart, blocked, editing, served } = useProductScreen();
  const [, navigate] = useLocation();
  const location = useAppLocation();
  useDocumentTitle(product?.name ?? 'Product');
  if (!product) return <Redirect to="/menu" replace />;
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <PageHeader title="" />
      </div>
      <div className={styles.sheet}>
        <ProductDetail
          key={product.id}
          product={product}
          modifiers={modifiers}
          now={now}
          blocked={blocked}
          editing={editing ?? undefined}
          served={served}
          onAdd={(count, choices) => {
            addToCart(count, choices);
            if (location.idx > 0) window.history.back();
            else navigate('/menu', { replace: true });
          }}
        />
      </div>
    </div>
  );
}
