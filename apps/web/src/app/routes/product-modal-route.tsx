import { Dialog } from '../../components/ui/dialog.tsx';
import { ProductDetail } from '../../features/product/components/product-detail.tsx';
import { useProductScreen } from './use-product-screen.ts';

/** /product on desktop: a modal over the menu (or whatever screen it was opened from). */
export default function ProductModalRoute() {
  const { product, modifiers, now, addToCart, blocked, editing, served } = useProductScreen();
  const close = () => window.history.back();
  if (!product) return null;
  return (
    <Dialog title={product.name} hideTitle focusClose onClose={close}>
      <div data-testid="product-modal">
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
            close();
          }}
        />
      </div>
    </Dialog>
  );
}
