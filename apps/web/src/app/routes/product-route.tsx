import { PageHeader } from '../../components/ui/page-header.tsx';
import { ProductDetail } from '../../features/product/components/product-detail.tsx';
import { Navigate, useLocation, useNavigate } from '../../lib/router.tsx';
import { useDocumentTitle } from '../use-document-title.ts';
import styles from './product-route.module.css';
import { useProductScreen } from './use-product-screen.ts';

/** /product as a page (mobile, or a direct visit on desktop). */
export default function ProductRoute() {
  const { product, modifiers, now, addToCart } = useProductScreen();
  const navigate = useNavigate();
  const location = useLocation();
  useDocumentTitle(product?.name ?? 'Product');
  if (!product) return <Navigate to="/menu" replace />;
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
          onAdd={(count, choices) => {
            addToCart(count, choices);
            if (location.key !== 'default') navigate(-1);
            else navigate('/menu', { replace: true });
          }}
        />
      </div>
    </div>
  );
}
