import { Link } from 'wouter';
import type { Category } from '../../core/catalog/product';

/** The cart review, first step of the checkout. Adding to the cart arrives with the cart itself. */
export function CartPage({ categories }: { categories: readonly Category[] }) {
  return (
    <section aria-labelledby="carrito">
      <h1 id="carrito" className="text-2xl font-extrabold">Tu carrito</h1>
      <p className="mt-3 text-muted">Tu carrito está vacío. Elige una categoría para empezar:</p>
      <ul className="mt-4 flex flex-wrap gap-2">
        {categories.map((c) => (
          <li key={c.slug}>
            <Link href={`/${c.slug}/`} className="inline-flex min-h-11 items-center rounded-full border border-line px-4 hover:border-brand">{c.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
