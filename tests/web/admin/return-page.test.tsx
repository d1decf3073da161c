import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import type { AsJson } from '../../../contract/endpoint';
import { can, type Role } from '../../../core/operators/roles';
import type { Return } from '../../../core/returns/return';
import { pesos } from '../../../core/shared/money';
import { receivedText, returnActions } from '../../../web/admin/pages/return-actions';
import { ReturnView } from '../../../web/admin/pages/return-page';
import { aConsoleRefund, aConsoleReturn } from '../support/console-return';

const as = (role: Role) => (p: Parameters<typeof can>[1]) => can(role, p);

const page = (r: AsJson<Return>, role: Role) =>
  renderToString(
    <Router base="/admin" ssrPath={`/admin/devoluciones/${r.number}/`}>
      <ReturnView r={r} can={as(role)} done={() => undefined} />
    </Router>,
  ).replaceAll('<!-- -->', '');

const actionsOf = (r: AsJson<Return>, role: Role) => [...returnActions(r, as(role))];

const received = aConsoleReturn({
  state: 'received',
  lines: [{ ...aConsoleReturn().lines[0], back: 'on-sale' }],
  instructions: 'Envíalo por Servientrega a la Calle 10 # 43-20, Medellín.',
  steps: { ...aConsoleReturn().steps, approvedAt: '2026-11-21T15:00:00.000Z', receivedAt: '2026-11-24T20:30:00.000Z' },
});

describe('the steps an operator may take on a return, by its state and their role', () => {
  it('answers a requested return: support, manager and owner; never the warehouse', () => {
    const requested = aConsoleReturn();
    expect(actionsOf(requested, 'support')).toEqual(['answer']);
    expect(actionsOf(requested, 'owner')).toEqual(['answer']);
    expect(actionsOf(requested, 'warehouse')).toEqual([]);
  });

  it('receives an approved return with units: the warehouse, manager and owner; nobody refunds it yet', () => {
    const approved = aConsoleReturn({ state: 'approved' });
    expect(actionsOf(approved, 'warehouse')).toEqual(['receive']);
    expect(actionsOf(approved, 'manager')).toEqual(['receive']);
    expect(actionsOf(approved, 'support')).toEqual([]);
  });

  it('refunds a received return, or an approved one with nothing to send back: owner and manager only', () => {
    expect(actionsOf(received, 'owner')).toEqual(['refund']);
    expect(actionsOf(received, 'manager')).toEqual(['refund']);
    expect(actionsOf(received, 'warehouse')).toEqual([]);
    expect(actionsOf(received, 'support')).toEqual([]);
    const neverArrived = aConsoleReturn({ state: 'approved', reason: 'reversion', reversalCause: 'no-recibido' });
    expect(actionsOf(neverArrived, 'owner')).toEqual(['refund']);
    expect(actionsOf(neverArrived, 'warehouse')).toEqual([]);
    const goodwill = aConsoleReturn({ state: 'approved', lines: [], goodwill: pesos(30_000) });
    expect(actionsOf(goodwill, 'manager')).toEqual(['refund']);
  });

  it('offers nothing on a rejected, refunded or exchanged return', () => {
    for (const state of ['rejected', 'refunded', 'exchanged'] as const)
      expect(actionsOf(aConsoleReturn({ state }), 'owner')).toEqual([]);
  });
});

describe("a return's page", () => {
  it('shows the lines, the shopper’s words, the destination and the steps, in Spanish', () => {
    const html = page(received, 'support');
    expect(html).toContain('Recibida');
    expect(html).toContain('Optimum Opti-Men 150 tabletas');
    expect(html).toMatch(/2 × <span[^>]*>\$ 59\.900<\/span>/);
    expect(html).toContain('volvió a la venta');
    expect(html).toContain('Compré dos por error, siguen sellados.');
    expect(html).toContain('Al medio de pago original');
    expect(html).toContain('href="/admin/pedidos/FO-2026-000042/"');
    // Steps with their dates in Bogotá's time.
    expect(html).toContain('Solicitada</strong> · 20 de nov de 2026, 9:05 a. m.');
    expect(html).toContain('Aprobada</strong> · 21 de nov de 2026, 10:00 a. m.');
    expect(html).toContain('Envíalo por Servientrega');
    expect(html).toContain('Recibida</strong> · 24 de nov de 2026, 3:30 p. m.');
    expect(html).not.toContain('Reembolsada</strong>');
  });

  it('gives a requested return the approval and the rejection, each with its text, to support only', () => {
    const html = page(aConsoleReturn(), 'support');
    expect(html).toContain('Instrucciones para devolver los productos');
    expect(html).toContain('Motivo del rechazo (lo lee el cliente)');
    expect(html).toContain('>Aprobar devolución</button>');
    expect(html).toContain('>Rechazar devolución</button>');
    expect(page(aConsoleReturn(), 'warehouse')).not.toContain('Aprobar devolución');
  });

  it('lets the warehouse choose per line between back on sale and damaged, with nothing chosen beforehand', () => {
    const html = page(aConsoleReturn({ state: 'approved' }), 'warehouse');
    expect(html).toContain('<legend class="font-semibold">Optimum Opti-Men 150 tabletas · 2 unidades</legend>');
    expect(html).toContain('Vuelve a la venta');
    expect(html).toContain('Averiado');
    expect(html).not.toContain('checked');
    expect(html).toContain('>Registrar recepción</button>');
    expect(html).not.toContain('Reembolsar');
  });

  it('shows what a refund moves before it is confirmed, to the owner only', () => {
    const html = page(received, 'owner');
    expect(html).toContain('Valor de los productos');
    expect(html).toContain('$ 119.800');
    expect(html).toContain('>Reembolsar…</button>');
    expect(html).toContain('Registrar un reembolso ya hecho…');
    expect(page(received, 'support')).not.toContain('Reembolsar…');
    // Gift credit goes back by the store itself: there is no refund made elsewhere to record.
    expect(page({ ...received, refundTo: 'gift-credit' }, 'owner')).not.toContain('Registrar un reembolso ya hecho');
    // A store's fault gives the shipping back too, and says so.
    expect(page({ ...received, reason: 'defectuoso' }, 'owner')).toContain('También se devuelve el envío');
  });

  it('asks for the transfer and its reference when the shopper asked for a transfer, and shows their account', () => {
    const bankAccount = {
      bank: 'Bancolombia',
      accountType: 'ahorros' as const,
      number: '12345678901',
      holderName: 'Laura Gómez',
      documentType: 'CC' as const,
      documentNumber: '1020304050',
    };
    const html = page({ ...received, refundTo: 'bank-transfer', bankAccount }, 'owner');
    expect(html).toContain('Por transferencia a su cuenta bancaria');
    expect(html).toContain('Bancolombia');
    expect(html).toContain('12345678901');
    expect(html).toContain('Laura Gómez · CC 1020304050');
    expect(html).toContain('Referencia del reembolso');
    expect(html).toContain('>Registrar reembolso</button>');
    expect(html).not.toContain('>Reembolsar…</button>');
  });

  it('shows the refunds made, and says plainly when one is pending or flagged', () => {
    const refunded = aConsoleReturn({ state: 'refunded', refunds: [aConsoleRefund()] });
    const done = page(refunded, 'owner');
    expect(done).toContain('$ 119.800');
    expect(done).toContain('Por la pasarela de pago (mercadopago) · ref. MP-REF-9');
    expect(done).toContain('Hecho');
    expect(page({ ...refunded, refunds: [aConsoleRefund({ state: 'pending' })] }, 'owner')).toContain(
      'Pendiente: el proveedor aún no lo confirma',
    );
    expect(page({ ...refunded, refunds: [aConsoleRefund({ state: 'flagged' })] }, 'owner')).toContain(
      'Marcado para revisar',
    );
  });

  it('shows the pictures as thumbnails that open full size from the API', () => {
    const picture = '7d8e2c1a-0b3f-4c5d-9e6f-112233445566';
    const html = page(
      aConsoleReturn({ evidence: [{ id: picture, contentType: 'image/jpeg', size: 2048 }] }),
      'support',
    );
    const url = `/api/admin/v1/returns/FO-2026-000042-D1/pictures/${picture}`;
    expect(html).toContain(`<a href="${url}" target="_blank"`);
    expect(html).toContain(`src="${url}" alt="Foto 1 del cliente (abrir en tamaño completo)"`);
  });

  it('shows the variant an exchange asks for per line and, once exchanged, links its replacement order', () => {
    const line = { ...aConsoleReturn().lines[0], quantity: 1, exchangeSku: 'ON-OPM-240TAB' };
    const asked = page(aConsoleReturn({ state: 'approved', reason: 'cambio', lines: [line] }), 'warehouse');
    expect(asked).toContain('Cambio por otra presentación');
    expect(asked).toMatch(/Cambiar por <span[^>]*>ON-OPM-240TAB<\/span>/);
    expect(asked).not.toContain('Pedido de reemplazo');
    const exchanged = aConsoleReturn({
      state: 'exchanged',
      reason: 'cambio',
      lines: [{ ...line, back: 'on-sale' }],
      replacementOrderNumber: 'FO-2026-000077',
    });
    const html = page(exchanged, 'support');
    expect(html).toContain('Cambiada');
    expect(html).toMatch(/Pedido de reemplazo <a href="\/admin\/pedidos\/FO-2026-000077\/"[^>]*>FO-2026-000077<\/a>/);
    expect(receivedText(exchanged)).toBe(
      'Devolución FO-2026-000042-D1 recibida: se creó el pedido de reemplazo FO-2026-000077, que se despacha al cliente.',
    );
    expect(receivedText(aConsoleReturn({ state: 'received' }))).toBe('Devolución FO-2026-000042-D1 recibida.');
  });
});
