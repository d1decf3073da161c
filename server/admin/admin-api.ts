import express, { type RequestHandler, type Router } from 'express';
import { T, type AppContainer } from '../../adapters/container';
import { adminOperatorEndpoints, OPEN_ADMIN_ENDPOINTS } from '../../contract/admin-operators';
import { adminOperatorInputs } from '../../contract/inputs/admin-operators';
import { adminLeadEndpoints } from '../../contract/admin-leads';
import { adminLeadInputs } from '../../contract/inputs/admin-leads';
import { adminLeadHandlers } from './leads';
import { adminCatalogueEndpoints } from '../../contract/admin-catalogue';
import { adminCatalogueInputs } from '../../contract/inputs/admin-catalogue';
import { adminCatalogueHandlers } from './catalogue';
import type { PictureSizes } from '../../core/catalog/ports';
import { MAX_PICTURE_BYTES, PICTURE_TOO_LARGE } from '../../core/catalog/product-pictures';
import { adminOrderEndpoints } from '../../contract/admin-orders';
import { adminOrderInputs } from '../../contract/inputs/admin-orders';
import { adminOrderHandlers } from './orders';
import { adminCustomerEndpoints } from '../../contract/admin-customers';
import { adminCustomerInputs } from '../../contract/inputs/admin-customers';
import { adminCustomerHandlers } from './customers';
import { adminPaymentEndpoints } from '../../contract/admin-payments';
import { adminPaymentInputs } from '../../contract/inputs/admin-payments';
import { adminPaymentHandlers } from './payments';
import { adminHomeEndpoints } from '../../contract/admin-home';
import { adminHomeInputs } from '../../contract/inputs/admin-home';
import { adminHomeHandlers } from './home';
import { adminReportEndpoints } from '../../contract/admin-reports';
import { adminReportInputs } from '../../contract/inputs/admin-reports';
import { adminReportHandlers } from './reports';
import { adminAuditEndpoints } from '../../contract/admin-audit';
import { adminAuditInputs } from '../../contract/inputs/admin-audit';
import { adminAuditHandlers } from './audit';
import { adminOperationEndpoints } from '../../contract/admin-operations';
import { adminOperationInputs } from '../../contract/inputs/admin-operations';
import { adminOperationHandlers } from './operations';
import { adminReturnEndpoints } from '../../contract/admin-returns';
import { adminReturnInputs } from '../../contract/inputs/admin-returns';
import { adminReturnHandlers } from './returns';
import { adminInvoiceEndpoints } from '../../contract/admin-invoices';
import { adminInvoiceInputs } from '../../contract/inputs/admin-invoices';
import { adminInvoiceHandlers } from './invoices';
import { broadcastingFormBody } from '../api/v1/broadcasting';
import { endpointRoutes } from '../api/endpoints';
import { csrfGuard } from '../csrf';
import { apiErrors, HttpError } from '../errors';
import { refuseNulInBody } from '../nul-guard';
import { adminOperatorHandlers } from './operators';
import { actorOf, operatorSessions } from './operator-session';

const OPEN_ROUTES = OPEN_ADMIN_ENDPOINTS.map((name) => adminOperatorEndpoints[name]).map(
  (e) => `${e.method} ${e.path.slice('/api/admin/v1'.length)}`,
);

/** A request without an operator is answered 401 before anything reads it, except on the open endpoints. */
const signedInUnlessOpen: RequestHandler = (req, res, next) => {
  if (!OPEN_ROUTES.includes(`${req.method} ${req.path}`)) actorOf(res.locals.actor);
  next();
};

const PICTURE_UPLOAD = adminCatalogueEndpoints.addPicture.path.slice('/api/admin/v1'.length);
const readPicture = express.raw({ type: ['image/*', 'application/octet-stream'], limit: MAX_PICTURE_BYTES });

/** A picture's upload: its bytes as they come (Content-Type image/…), refused past the size a picture may have. */
const pictureBody: RequestHandler = (req, res, next) =>
  readPicture(req, res, (error?: unknown) =>
    next(
      (error as { type?: unknown } | undefined)?.type === 'entity.too.large'
        ? HttpError.from(PICTURE_TOO_LARGE)
        : error,
    ),
  );

/** The operators' API, `/api/admin/v1`: behind the console and the CLI alike. Never cached; a request from another site
 * is refused; a write with the console's cookie must come from the store's own origin. A picture uploaded is drawn at
 * every page size by `sizes`, the app's picture routes' own. */
export const adminApi = (c: AppContainer, sizes: PictureSizes): Router => {
  const config = c.get(T.config);
  const api = express.Router();
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  api.use(operatorSessions(c.get(T.operators).resolveActor));
  api.use(signedInUnlessOpen);
  api.post(PICTURE_UPLOAD, pictureBody);
  // A whole catalogue file fits in 1 MB today; the console sends it as JSON, with room to grow.
  api.post('/catalogue/import', express.json({ limit: '8mb' }));
  api.use(express.json({ limit: '1mb' }), refuseNulInBody);
  api.use(broadcastingFormBody(adminHomeEndpoints.authorizeLiveChannel.path.slice('/api/admin/v1'.length)));
  api.use(csrfGuard(config.publicUrl, (res) => res.locals.actorVia));
  api.use(endpointRoutes(adminOperatorEndpoints, adminOperatorInputs, adminOperatorHandlers(c), '/api/admin/v1'));
  api.use(endpointRoutes(adminLeadEndpoints, adminLeadInputs, adminLeadHandlers(c), '/api/admin/v1'));
  api.use(
    endpointRoutes(adminCatalogueEndpoints, adminCatalogueInputs, adminCatalogueHandlers(c, sizes), '/api/admin/v1'),
  );
  api.use(endpointRoutes(adminOrderEndpoints, adminOrderInputs, adminOrderHandlers(c), '/api/admin/v1'));
  api.use(endpointRoutes(adminCustomerEndpoints, adminCustomerInputs, adminCustomerHandlers(c), '/api/admin/v1'));
  api.use(endpointRoutes(adminPaymentEndpoints, adminPaymentInputs, adminPaymentHandlers(c), '/api/admin/v1'));
  api.use(endpointRoutes(adminHomeEndpoints, adminHomeInputs, adminHomeHandlers(c), '/api/admin/v1'));
  api.use(endpointRoutes(adminReportEndpoints, adminReportInputs, adminReportHandlers(c), '/api/admin/v1'));
  api.use(endpointRoutes(adminAuditEndpoints, adminAuditInputs, adminAuditHandlers(c), '/api/admin/v1'));
  api.use(endpointRoutes(adminOperationEndpoints, adminOperationInputs, adminOperationHandlers(c), '/api/admin/v1'));
  api.use(endpointRoutes(adminReturnEndpoints, adminReturnInputs, adminReturnHandlers(c), '/api/admin/v1'));
  api.use(endpointRoutes(adminInvoiceEndpoints, adminInvoiceInputs, adminInvoiceHandlers(c), '/api/admin/v1'));
  api.use(() => {
    throw new HttpError('not-found', 'Esa dirección de la API de operadores no existe.');
  });
  api.use(apiErrors(c.get(T.logger)));
  return api;
};
