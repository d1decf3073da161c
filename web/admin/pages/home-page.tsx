import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { AsJson } from '../../../contract/endpoint';
import type { ConsoleHome } from '../../../core/reports/console-home';
import { adminHomeEndpoints } from '../../../contract/admin-home';
import { httpAsk } from '../../lib/http-api';
import { FormError } from '../controls';
import { dayName, monthName, shortDate } from '../dates';
import { HAPPENING_LABELS, VitalsTable } from '../home-parts';
import { ConsolePage } from '../layout';
import { useOrderNews } from '../live';
import { useSession } from '../session';
import { SalesTable } from '../sales-table';

const homeApi = httpAsk(adminHomeEndpoints);
/** How many low-stock variants Inicio lists; Catálogo lists them all. */
const LOW_STOCK_SHOWN = 8;

/** A block of Inicio: a region named by its heading. */
function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`inicio-${id}`} className="flex flex-col gap-3 rounded-md bg-white p-4">
      <h2 id={`inicio-${id}`} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One count of work waiting, with where to do it. */
function Count({ label, value, href }: { label: string; value: number; href?: string }) {
  const text = (
    <>
      {label} <strong className="ml-2 text-2xl tabular-nums">{value}</strong>
    </>
  );
  return (
    <li className="flex min-h-11 items-center">
      {href ? (
        <Link href={href} className="underline">
          {text}
        </Link>
      ) : (
        text
      )}
    </li>
  );
}

/** What the operator finds on opening the console: each block their role may see, counts that change live when an
 * order is placed, paid, prepared or shipped. */
export function HomePage() {
  const { can } = useSession();
  const [home, setHome] = useState<AsJson<ConsoleHome> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const asking = useRef(0);
  const reload = () => {
    const mine = ++asking.current;
    void homeApi.home().then((r) => {
      // An older answer arriving after a newer one's is dropped.
      if (mine !== asking.current) return;
      if (r.ok) setHome(r.value);
      setError(r.ok ? null : r.error.message);
    });
  };
  useEffect(reload, []);
  const live = useOrderNews(reload);
  const sales = home?.sales;
  return (
    <ConsolePage title="Inicio">
      <p role="status" className="text-sm text-muted">
        {live
          ? 'En vivo: las cifras cambian solas con cada pedido.'
          : 'Sin actualizaciones en vivo: recarga para ver cifras nuevas.'}
        {home && ` Cifras de ${shortDate(home.asOf)}`}
      </p>
      <FormError message={error} />
      {home && (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-2">
          {home.orders && (
            <Block id="pedidos" title="Pedidos por atender">
              <ul className="flex flex-col gap-1">
                <Count label="Por preparar" value={home.orders.toPrepare} href="/pedidos/" />
                <Count label="Por enviar" value={home.orders.toShip} href="/pedidos/" />
                {home.payments && <Count label="Pagos marcados para revisión" value={home.payments.flagged} />}
              </ul>
            </Block>
          )}
          {sales && (
            <div className="md:col-span-2">
              <SalesTable
                caption="Ventas (pedidos pagados, en preparación, enviados y entregados)"
                keyName="Periodo"
                rows={[
                  { key: 'hoy', name: `Hoy, ${dayName(sales.today.date)}`, figures: sales.today },
                  { key: 'mes', name: `Este mes, ${monthName(sales.month.month)}`, figures: sales.month },
                ]}
              />
            </div>
          )}
          {home.lowStock && (
            <Block id="stock" title="Stock bajo">
              {home.lowStock.length === 0 ? (
                <p className="text-muted">Ninguna presentación está en su nivel mínimo.</p>
              ) : (
                <ul className="flex flex-col gap-1">
                  {home.lowStock.slice(0, LOW_STOCK_SHOWN).map((v) => (
                    <li key={v.sku}>
                      {v.productName} · {[v.size, v.flavour].filter(Boolean).join(' · ')}:{' '}
                      <strong className="tabular-nums">{v.stock}</strong> (mínimo {v.lowStockLevel})
                    </li>
                  ))}
                  {home.lowStock.length > LOW_STOCK_SHOWN && (
                    <li>
                      <Link href="/catalogo/" className="underline">
                        Ver las {home.lowStock.length} presentaciones con stock bajo en{' '}
                        {can('catalogue.read') ? 'Catálogo' : 'Stock'}
                      </Link>
                    </li>
                  )}
                </ul>
              )}
            </Block>
          )}
          {home.payments && (
            <Block id="conciliacion" title="Pagos que no cuadran con el proveedor">
              {home.payments.disagreements.length === 0 ? (
                <p className="text-muted">La última conciliación no encontró diferencias.</p>
              ) : (
                <ul className="flex flex-col gap-1">
                  {home.payments.disagreements.map((d) => (
                    <li key={d.attemptId}>
                      <Link href={`/pedidos/${d.orderNumber}/`} className="underline">
                        {d.orderNumber}
                      </Link>{' '}
                      · {d.provider} · visto {shortDate(d.seenAt)}
                    </li>
                  ))}
                </ul>
              )}
            </Block>
          )}
          {home.lateEvents && (
            <Block id="eventos" title="Avisos atrasados">
              {home.lateEvents.length === 0 ? (
                <p className="text-muted">Todos los avisos de pedidos (correos, cambios en vivo) salieron a tiempo.</p>
              ) : (
                <ul className="flex flex-col gap-1">
                  {home.lateEvents.map((e) => (
                    <li key={e.id}>
                      {e.orderNumber} · {HAPPENING_LABELS.get(e.type) ?? e.type} · {shortDate(e.occurredAt)} ·{' '}
                      {e.state === 'stuck'
                        ? 'detenido: reintenta con fornido events retry'
                        : e.attempts > 0
                          ? `${e.attempts} intentos fallidos`
                          : 'en espera'}
                    </li>
                  ))}
                </ul>
              )}
            </Block>
          )}
          {home.vitals && (
            <div className="md:col-span-2">
              <VitalsTable rows={home.vitals} />
            </div>
          )}
        </div>
      )}
    </ConsolePage>
  );
}
