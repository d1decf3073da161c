import { Link } from 'wouter';
import type { Category } from '../../../core/catalog/product';

/** The empty cart: says so and suggests the categories to start from. */
export function EmptyCart({
  categories,
  onChoose,
}: {
  categories: readonly Pick<Category, 'slug' | 'name'>[];
  onChoose?: () => void;
}) {
  return (
    <div className="py-4">
      <p className="text-muted">Tu carrito está vacío. Elige una categoría para empezar:</p>
      <ul className="mt-4 flex flex-wrap gap-2">
        {categories.map((c) => (
          <li key={c.slug}>
            <Link
              href={`/${c.slug}/`}
              onClick={onChoose}
              className="inline-flex min-h-11 items-center rounded-full border border-line px-4 hover:border-brand"
            >
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
