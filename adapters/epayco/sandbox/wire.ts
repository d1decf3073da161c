/** How the sandbox names a payment's method (its franchise code goes on the wire). */
export type SandboxMethod = 'card' | 'pse' | 'cash' | 'safetypay';

/** ePayco's transaction states (`x_cod_transaction_state`): the sandbox moves payments between these. */
export type StateCode = 1 | 2 | 3 | 4 | 6 | 7 | 9 | 10 | 11 | 12;

/** The code, the `estado` and the `respuesta` texts ePayco gives each state. */
export const STATES: Readonly<Record<StateCode, { readonly estado: string; readonly respuesta: string }>> = {
  1: { estado: 'Aceptada', respuesta: 'Aprobada' },
  2: { estado: 'Rechazada', respuesta: 'Rechazada' },
  3: { estado: 'Pendiente', respuesta: 'Pendiente' },
  4: { estado: 'Fallida', respuesta: 'Fallida' },
  6: { estado: 'Reversada', respuesta: 'Reversada' },
  7: { estado: 'Retenida', respuesta: 'Retenida' },
  9: { estado: 'Expirada', respuesta: 'Expirada' },
  10: { estado: 'Abandonada', respuesta: 'Abandonada' },
  11: { estado: 'Cancelada', respuesta: 'Cancelada' },
  12: { estado: 'Rechazada', respuesta: 'Rechazada por el antifraude' },
};

/** Whether a number is one of the states above (for the control endpoints' input). */
export const isStateCode = (n: number): n is StateCode => Object.hasOwn(STATES, n);

/** The cash networks restpagos takes (`/restpagos/v2/efectivo/{method}`), with the franchise code, project code
 * and name a voucher shows. The project codes are the sandbox's own. */
export const CASH_NETWORKS: Readonly<
  Record<string, { readonly franchise: string; readonly project: string; readonly name: string }>
> = {
  efecty: { franchise: 'EF', project: '110342', name: 'Efecty' },
  baloto: { franchise: 'BA', project: '959595', name: 'Baloto' },
  gana: { franchise: 'GA', project: '1005', name: 'Gana' },
  redservi: { franchise: 'RS', project: '7800', name: 'Red Servi' },
  puntored: { franchise: 'PR', project: '2290', name: 'Puntored' },
  sured: { franchise: 'SR', project: '3360', name: 'SuRed' },
};

/** The banks PSE offers in the sandbox (ACH codes as ePayco lists them; 1022 and 1077 are PSE's test banks). */
export const PSE_BANKS: readonly { readonly bankCode: string; readonly bankName: string }[] = [
  { bankCode: '0', bankName: 'A continuación seleccione su banco' },
  { bankCode: '1077', bankName: 'BANKA' },
  { bankCode: '1022', bankName: 'BANCO UNION COLOMBIANO' },
  { bankCode: '1007', bankName: 'BANCOLOMBIA' },
  { bankCode: '1051', bankName: 'BANCO DAVIVIENDA' },
  { bankCode: '1001', bankName: 'BANCO DE BOGOTA' },
  { bankCode: '1013', bankName: 'BANCO BBVA COLOMBIA S.A.' },
  { bankCode: '1507', bankName: 'NEQUI' },
  { bankCode: '1551', bankName: 'DAVIPLATA' },
];

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as ePayco writes it: Bogotá time (UTC−5, no daylight saving), `YYYY-MM-DD HH:mm:ss`. */
export const bogotaStamp = (at: Date): string => {
  const d = new Date(at.getTime() - 5 * 3_600_000);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
};

/** A restpagos answer: `{success, title_response, text_response, last_action, data}`. */
export const restpagos = (success: boolean, title: string, text: string, lastAction: string, data: unknown) => ({
  success,
  title_response: title,
  text_response: text,
  last_action: lastAction,
  data,
});

/** A restpagos validation failure, as ePayco lists errors (`data.errores[{codError, errorMessage}]`). */
export const restpagosErrors = (errors: readonly { readonly code: string; readonly message: string }[]) =>
  restpagos(false, 'Error', 'Algunos campos no son válidos', 'validar datos', {
    totalerrores: errors.length,
    errores: errors.map((e) => ({ codError: e.code, errorMessage: e.message })),
  });
