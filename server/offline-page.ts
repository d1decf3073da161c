/** Where the offline page lives; the service worker keeps a copy and shows it when a page cannot be reached. */
export const OFFLINE_PATH = '/sin-conexion/';

/**
 * The page a shopper sees when a page cannot load without a network: the store's look in a single self-contained
 * document (styles and logo inline, no script), since nothing else may be reachable then. "Reintentar" is a link to
 * the same address (`href=""`): the service worker answers the failed address with this page, so the link asks for
 * that address again, query string included, and works without JavaScript.
 */
export const offlinePageHtml = `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sin conexión | Fornido Colombia</title>
<meta name="robots" content="noindex">
<meta name="theme-color" content="#D41D38">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111827;background:#f8f7f5;line-height:1.5}
header{background:#fff;border-bottom:1px solid #e5e7eb;padding:.75rem 1rem}
.marca{display:inline-flex;align-items:center;gap:.5rem;font-weight:800;font-size:1.25rem;color:#111827;text-decoration:none}
main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #e5e7eb;border-radius:.75rem}
h1{font-size:1.5rem;margin:0 0 .5rem}
p,li{font-size:1rem;color:#4b5563}
ul{padding-left:1.25rem}
.acciones{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
.boton{display:inline-block;padding:.75rem 1.25rem;border-radius:.5rem;font-weight:700;text-decoration:none;min-height:1.5rem}
.principal{background:#D41D38;color:#fff}
.principal:hover{background:#a8142b}
.secundario{border:1px solid #111827;color:#111827}
a:focus-visible{outline:3px solid #D41D38;outline-offset:2px}
</style>
</head>
<body>
<header><a class="marca" href="/"><svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="8" fill="#D41D38"/><path d="M11 8h12v4h-8v3h7v4h-7v5h-4z" fill="#fff"/></svg>Fornido</a></header>
<main>
<h1>Sin conexión</h1>
<p>No pudimos abrir esta página porque tu dispositivo no tiene internet en este momento.</p>
<p>Mientras vuelve la conexión:</p>
<ul>
<li>Tu carrito sigue guardado en este dispositivo: no pierdes lo que agregaste.</li>
<li>Si estabas pagando, no pagues otra vez todavía: cuando vuelvas a estar en línea, revisa el correo de tu pedido o «Mis pedidos» para saber si el pago quedó hecho.</li>
<li>Revisa que los datos móviles o el wifi estén encendidos.</li>
</ul>
<div class="acciones">
<a class="boton principal" href="">Reintentar</a>
<a class="boton secundario" href="/">Ir al inicio</a>
</div>
</main>
</body>
</html>
`;
