import type { Product } from '../../core/catalog/product';
import type { ProductSummary } from '../../core/catalog/ports';
import { CalculatorInvite } from '../components/calculator-invite';
import { MarkdownText } from '../components/markdown-text';
import { ProductGrid } from '../components/product-card';

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** Everything on a product's label below its price: the description (operators' Markdown), the ingredients and how to
 * take it, with the invitation to work out how much of it one needs. */
export function ProductDescription({ product }: { product: Product }) {
  return (
    <section aria-labelledby="descripcion" className="mt-10 max-w-3xl">
      <h2 id="descripcion" className="text-xl font-bold">
        Descripción
      </h2>
      <MarkdownText text={product.description} className="mt-3 leading-7" />
      <h2 className="mt-8 text-xl font-bold">Ingredientes</h2>
      <p className="mt-3 leading-7">{product.ingredients}</p>
      <h2 className="mt-8 text-xl font-bold">Modo de uso</h2>
      {paragraphs(product.usage).map((p) => (
        <p key={p} className="mt-3 leading-7">
          {p}
        </p>
      ))}
      <CalculatorInvite />
    </section>
  );
}

/** Products of the same kind, at the foot of a product's page. */
export function RelatedProducts({ related }: { related: readonly ProductSummary[] }) {
  return (
    <section aria-labelledby="relacionados" className="mt-12">
      <h2 id="relacionados" className="mb-3 text-xl font-bold">
        También te puede interesar
      </h2>
      <ProductGrid products={related} priorityCount={0} />
    </section>
  );
}
