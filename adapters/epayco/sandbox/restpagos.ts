import express, { type NextFunction, type Request, type Response, Router } from 'express';
import { pseBankUrl, safetypayUrl, type SandboxContext } from './context';
import { createCash, createPse, createSafetypay, type Created } from './create-payments';
import { decryptValue } from './crypto';
import { englishFields, str } from './input';
import type { SandboxTransaction } from './state';
import { restpagosData, xFields } from './views';
import { PSE_BANKS, restpagos, restpagosErrors } from './wire';

const META = new Set(['public_key', 'i', 'p', 'lenguaje', 'enpruebas']);

/**
 * A restpagos body's fields: plain when `enpruebas` is plain (cash, bank list, our SafetyPay), else each value
 * decrypted with the private key (PSE). Null when the key does not open them: the merchant's keys are not ours.
 */
export const readRestpagosBody = (body: Readonly<Record<string, unknown>>, privateKey: string) => {
  const flag = str(body.enpruebas).toUpperCase();
  const encrypted = flag !== 'TRUE' && flag !== 'FALSE';
  const nodeSdk = str(body.p) !== '';
  const test = encrypted ? decryptValue(str(body.enpruebas), privateKey, nodeSdk) : flag;
  if (test !== 'TRUE' && test !== 'FALSE') return null;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (META.has(key) || typeof value === 'object') continue;
    const plain = encrypted ? decryptValue(str(value), privateKey, nodeSdk) : str(value);
    if (plain === null) return null;
    out[key] = plain;
  }
  return englishFields({ ...out, test });
};

const keysRefused = restpagos(false, 'Error', 'Las llaves del comercio no son válidas', 'validar llaves', {});
const notFound = restpagos(false, 'Error', 'La transacción no existe', 'consultar transaccion', {});

/** ePayco's restpagos host (`secure.payco.co`): PSE, cash, SafetyPay, lookups and the validation service. */
export const restpagosRouter = (ctx: SandboxContext): Router => {
  const router = Router();
  router.use(express.json({ limit: '100kb' }));
  // The SDK sends its bearer on every call; a call with a bad one, or naming another public key, is refused.
  const keyed = (req: Request, res: Response, next: NextFunction) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const publicKey = req.method === 'GET' ? req.query.public_key : body.public_key;
    if (!ctx.auth.isPublicKey(publicKey)) return void res.status(401).json(keysRefused);
    if (req.method !== 'GET' || req.headers.authorization !== undefined) return ctx.auth.bearer(req, res, next);
    next();
  };
  const answer = (
    req: Request,
    res: Response,
    created: Created,
    title: string,
    text: (tx: SandboxTransaction) => string,
  ) => {
    if ('errors' in created) return void res.json(restpagosErrors(created.errors));
    const { tx } = created;
    const bank = tx.method === 'pse' ? pseBankUrl(ctx, req, tx.refPayco) : safetypayUrl(ctx, req, tx.refPayco);
    res.json(
      restpagos(true, title, text(tx), 'crear transaccion', {
        ...restpagosData(tx, { bank }),
        ...(tx.method === 'safetypay' ? { urlbanco: bank } : {}),
      }),
    );
  };
  const fields = (req: Request, res: Response) => {
    const f = readRestpagosBody((req.body ?? {}) as Record<string, unknown>, ctx.keys.privateKey);
    if (!f) res.status(401).json(keysRefused);
    return f;
  };

  router.post('/restpagos/pagos/debitos.json', keyed, (req, res) => {
    const f = fields(req, res);
    if (f)
      answer(req, res, createPse(ctx, f), 'Transacción creada', () => 'Redirige al cliente a su banco con urlbanco');
  });
  router.post('/restpagos/v2/efectivo/:method', keyed, (req, res) => {
    const f = fields(req, res);
    const method = String(req.params.method);
    if (f)
      answer(
        req,
        res,
        createCash(ctx, method, f),
        'Transacción generada',
        (tx) => `Paga en ${tx.bank} con el PIN ${tx.pin} antes de ${tx.expiresAt}`,
      );
  });
  router.post('/restpagos/pagos/safetypays.json', keyed, (req, res) => {
    const f = fields(req, res);
    if (f)
      answer(
        req,
        res,
        createSafetypay(ctx, f),
        'Transacción creada',
        () => 'Redirige al cliente a SafetyPay con urlbanco',
      );
  });
  router.get('/restpagos/pse/bancos.json', keyed, (_req, res) =>
    res.json(restpagos(true, 'Bancos', 'Bancos consultados exitosamente', 'consultar bancos', PSE_BANKS)),
  );
  router.get('/restpagos/pse/transactioninfomation.json', keyed, (req, res) => {
    const tx = ctx.payments.find(str(req.query.transactionID) || str(req.query.ref_payco));
    if (!tx) return void res.json(notFound);
    res.json(
      restpagos(
        true,
        'Transacción consultada',
        STATE_TEXT(tx),
        'consultar transaccion',
        restpagosData(tx, { bank: pseBankUrl(ctx, req, tx.refPayco) }),
      ),
    );
  });
  router.get('/restpagos/transaction/response.json', keyed, (req, res) => {
    const tx = ctx.payments.find(str(req.query.ref_payco));
    if (!tx) return void res.json(notFound);
    res.json(
      restpagos(true, 'Transacción consultada', STATE_TEXT(tx), 'consultar transaccion', {
        ...restpagosData(tx),
        ...xFields(tx, ctx.keys),
      }),
    );
  });
  router.get('/validation/v1/reference/:ref', (req, res) => {
    const tx = ctx.payments.find(String(req.params.ref));
    if (!tx) return void res.status(404).json(notFound);
    res.json(restpagos(true, 'Transacción consultada', STATE_TEXT(tx), 'consultar transaccion', xFields(tx, ctx.keys)));
  });
  return router;
};

const STATE_TEXT = (tx: SandboxTransaction) => `Transacción ${tx.refPayco}: ${restpagosData(tx).estado}`;
