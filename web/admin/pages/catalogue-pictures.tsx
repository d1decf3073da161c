import { useState, type FormEvent } from 'react';
import type { VariantFields } from '../../../core/catalog/catalogue-fields';
import type { ProductPicture } from '../../../core/catalog/ports';
import type { PictureMove } from '../../../core/catalog/product-pictures';
import { catalogueApi, uploadPicture } from '../catalogue-api';
import { Button, fieldsOf, FormError, SelectField, TextField, useRefusal } from '../controls';
import { variantName } from './catalogue-variants';

type Move = PictureMove['kind'];

/** Whose picture it is: the variant its label names, or the whole product's. */
const ownerOf = (p: ProductPicture, variants: readonly VariantFields[]) =>
  variants.find((v) => v.flavour === p.flavour && v.size === p.size)?.sku ?? '';

/** A picture's text for people who do not see it (the shop's <img alt>), with its own refusal under it. */
function AltForm({
  slug,
  picture,
  place,
  onChanged,
}: {
  slug: string;
  picture: ProductPicture;
  place: number;
  onChanged: (pictures: readonly ProductPicture[], message: string) => void;
}) {
  const { errors, error, settle } = useRefusal();
  const [busy, setBusy] = useState(false);
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { alt = '' } = fieldsOf(event.currentTarget);
    setBusy(true);
    const result = await catalogueApi.arrangePicture({ slug, file: picture.file, move: 'alt', alt });
    setBusy(false);
    if (settle(result)) onChanged(result.value, `Texto de la foto ${place} guardado.`);
  };
  return (
    <form onSubmit={(e) => void save(e)} className="flex flex-col gap-2" noValidate>
      <TextField
        id={`foto-${place}-alt`}
        label={`Texto de la foto ${place}`}
        name="alt"
        rows={2}
        defaultValue={picture.alt}
        error={errors.alt}
        hint="Qué muestra, para quien no ve la foto: hasta 125 caracteres."
      />
      <FormError message={errors.alt ? null : error} />
      <div>
        <Button type="submit" kind="quiet" busy={busy} aria-label={`Guardar texto de la foto ${place}`}>
          Guardar texto
        </Button>
      </div>
    </form>
  );
}

/** A product's photos in page order: uploaded (checked and drawn by the store), moved, removed, made a variant's own
 * (the product page shows it when that variant is chosen) and described for people who do not see them. */
export function PicturesSection({
  slug,
  pictures,
  variants,
  canWrite,
  onChanged,
}: {
  slug: string;
  pictures: readonly ProductPicture[];
  variants: readonly VariantFields[];
  canWrite: boolean;
  onChanged: (pictures: readonly ProductPicture[], message: string) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const file = new FormData(form).get('picture');
    if (!(file instanceof File) || file.size === 0) return setError('Elige una foto para subir.');
    setBusy(true);
    const result = await uploadPicture(slug, file);
    setBusy(false);
    if (!result.ok) return setError(result.error.message);
    setError(null);
    form.reset();
    onChanged(result.value, 'Foto subida.');
  };
  const arrange = async (file: string, move: Move, sku: string | null = null) => {
    const result = await catalogueApi.arrangePicture({ slug, file, move, ...(move === 'variant' ? { sku } : {}) });
    if (!result.ok) return setError(result.error.message);
    setError(null);
    onChanged(result.value, move === 'remove' ? 'Foto quitada.' : 'Fotos guardadas.');
  };
  const owners = [['', 'Todo el producto'] as const, ...variants.map((v) => [v.sku, variantName(v)] as const)];
  return (
    <section aria-labelledby="fotos" className="flex flex-col gap-3">
      <h2 id="fotos" className="text-xl font-bold">
        Fotos
      </h2>
      <FormError message={error} />
      {pictures.length === 0 && <p className="text-muted">Este producto aún no tiene fotos.</p>}
      <ol className="grid gap-3 sm:grid-cols-2">
        {pictures.map((p, i) => (
          <li key={p.file} className="flex gap-3 rounded-md bg-white p-3">
            <img src={`${p.url}?w=160`} alt={p.alt} width={96} height={96} className="h-24 w-24 object-contain" />
            <div className="flex flex-col gap-2 text-sm">
              <p className="font-semibold">Foto {i + 1}</p>
              {!canWrite && <p>{p.alt}</p>}
              {canWrite && (
                <>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      kind="quiet"
                      disabled={i === 0}
                      onClick={() => void arrange(p.file, 'up')}
                      aria-label={`Subir foto ${i + 1}`}
                    >
                      ↑
                    </Button>
                    <Button
                      kind="quiet"
                      disabled={i === pictures.length - 1}
                      onClick={() => void arrange(p.file, 'down')}
                      aria-label={`Bajar foto ${i + 1}`}
                    >
                      ↓
                    </Button>
                    <Button
                      kind="quiet"
                      onClick={() => void arrange(p.file, 'remove')}
                      aria-label={`Quitar foto ${i + 1}`}
                    >
                      Quitar
                    </Button>
                  </div>
                  <SelectField
                    id={`foto-${i + 1}-de`}
                    label={`Foto ${i + 1} de`}
                    options={owners}
                    value={ownerOf(p, variants)}
                    onChange={(e) => void arrange(p.file, 'variant', e.currentTarget.value || null)}
                  />
                  <AltForm key={`${p.file}:${p.alt}`} slug={slug} picture={p} place={i + 1} onChanged={onChanged} />
                </>
              )}
            </div>
          </li>
        ))}
      </ol>
      {canWrite && (
        <form
          onSubmit={(e) => void upload(e)}
          className="flex flex-wrap items-end gap-3 rounded-md bg-white p-4"
          noValidate
        >
          <div className="flex flex-col gap-1">
            <label htmlFor="foto-nueva" className="text-sm font-semibold">
              Foto nueva (JPEG, PNG, WebP o AVIF, hasta 5 MB)
            </label>
            <input
              id="foto-nueva"
              name="picture"
              type="file"
              accept="image/jpeg,image/png,image/webp,image/avif"
              className="min-h-11"
            />
          </div>
          <Button type="submit" busy={busy}>
            Subir foto
          </Button>
        </form>
      )}
    </section>
  );
}
