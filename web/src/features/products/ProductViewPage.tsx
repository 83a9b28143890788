import { products } from '@flipstack/contract';
import { DeleteButton } from '../../components/resource/DeleteButton.tsx';
import { FormPage, RecordLoader } from '../../components/resource/FormPage.tsx';
import { AttachmentsPanel } from '../files/AttachmentsPanel.tsx';
import { ProductActivity } from './ProductActivity.tsx';
import { ProductForm } from './ProductForm.tsx';

/** A product's page: its details (editable), then its items, listings and sales. */
export function ProductViewPage({ id }: { id?: string }) {
  return (
    <RecordLoader contract={products} id={id}>
      {(row) => (
        <FormPage
          size="lg"
          title={row.name}
          back={{ to: '/products', label: 'Products' }}
          actions={<DeleteButton contract={products} id={row.id} listPath="/products" />}
        >
          <ProductForm key={row.updated_at} row={row} />
          <ProductActivity productId={row.id} />
          <AttachmentsPanel entity="products" entityId={row.id} recordLabel="product" />
        </FormPage>
      )}
    </RecordLoader>
  );
}
