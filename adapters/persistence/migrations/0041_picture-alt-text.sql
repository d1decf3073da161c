-- A picture's text for people who do not see it (what the shop's <img alt> says) is now the operators' to write in
-- the console: never empty, at most 125 characters (core/catalog/product-pictures.ts MAX_ALT). Pictures stored before
-- are brought within that first: an empty text becomes the product's name, a longer one is cut.
UPDATE "product_images" AS i SET "alt" = left(coalesce(nullif(btrim(p."name"), ''), 'Foto del producto'), 125)
  FROM "products" AS p WHERE p."id" = i."product_id" AND btrim(i."alt") = '';
--> statement-breakpoint
UPDATE "product_images" SET "alt" = left("alt", 125) WHERE char_length("alt") > 125;
--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_alt_length"
  CHECK (char_length("product_images"."alt") BETWEEN 1 AND 125);
