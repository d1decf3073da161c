import { Route, Router, Switch } from 'wouter';
import { AccountPage } from './pages/account-page';
import { AuditLogPage } from './pages/audit-page';
import { EnrolPage } from './pages/enrol-page';
import { HomePage } from './pages/home-page';
import { ReportsPage } from './pages/reports-page';
import { CataloguePage } from './pages/catalogue-page';
import { CatalogueFilePage } from './pages/catalogue-file-page';
import { CataloguePricesPage } from './pages/catalogue-prices-page';
import { NewProductPage, ProductPage } from './pages/catalogue-product-page';
import { CatalogueProductsPage } from './pages/catalogue-products-page';
import { CatalogueTaxonomyPage } from './pages/catalogue-taxonomy-page';
import { OrderPage } from './pages/order-page';
import { OrdersPage } from './pages/orders-page';
import { CustomerPage } from './pages/customer-page';
import { CustomersPage } from './pages/customers-page';
import { PaymentsPage } from './pages/payments-page';
import { ReturnPage } from './pages/return-page';
import { ReturnsPage } from './pages/returns-page';
import { MessagesPage } from './pages/messages-page';
import { InvoicesPage } from './pages/invoices-page';
import { OperatorsPage } from './pages/operators-page';
import { SettingsPage } from './pages/settings-page';
import { SignInPage } from './pages/sign-in-page';
import { SignedIn } from './session';

/** The operators' console under /admin/: the sign-in and enrolment pages, and the sections behind the sign-in, Inicio
 * first. */
export function Console() {
  return (
    <Router base="/admin">
      <Switch>
        <Route path="/entrar/" component={SignInPage} />
        <Route path="/alta/" component={EnrolPage} />
        <Route>
          <SignedIn>
            <Switch>
              <Route path="/operadores/" component={OperatorsPage} />
              <Route path="/pedidos/" component={OrdersPage} />
              <Route path="/pedidos/:number/" component={OrderPage} />
              <Route path="/clientes/" component={CustomersPage} />
              <Route path="/clientes/:key/" component={CustomerPage} />
              <Route path="/devoluciones/" component={ReturnsPage} />
              <Route path="/devoluciones/:number/" component={ReturnPage} />
              <Route path="/pagos/" component={PaymentsPage} />
              <Route path="/catalogo/" component={CataloguePage} />
              <Route path="/catalogo/productos/" component={CatalogueProductsPage} />
              <Route path="/catalogo/productos/nuevo/" component={NewProductPage} />
              <Route path="/catalogo/productos/:slug/" component={ProductPage} />
              <Route path="/catalogo/categorias/" component={CatalogueTaxonomyPage} />
              <Route path="/catalogo/precios/" component={CataloguePricesPage} />
              <Route path="/catalogo/archivo/" component={CatalogueFilePage} />
              <Route path="/mensajes/" component={MessagesPage} />
              <Route path="/facturas/" component={InvoicesPage} />
              <Route path="/informes/" component={ReportsPage} />
              <Route path="/registro/" component={AuditLogPage} />
              <Route path="/ajustes/" component={SettingsPage} />
              <Route path="/cuenta/" component={AccountPage} />
              <Route path="/" component={HomePage} />
              <Route>
                <main className="p-6">
                  <h1 className="text-2xl font-bold">Esta página de la consola no existe</h1>
                </main>
              </Route>
            </Switch>
          </SignedIn>
        </Route>
      </Switch>
    </Router>
  );
}
