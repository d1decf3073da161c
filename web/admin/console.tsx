import { Redirect, Route, Router, Switch } from 'wouter';
import { AccountPage } from './pages/account-page';
import { EnrolPage } from './pages/enrol-page';
import { CataloguePage } from './pages/catalogue-page';
import { CatalogueFilePage } from './pages/catalogue-file-page';
import { CataloguePricesPage } from './pages/catalogue-prices-page';
import { NewProductPage, ProductPage } from './pages/catalogue-product-page';
import { CatalogueProductsPage } from './pages/catalogue-products-page';
import { CatalogueTaxonomyPage } from './pages/catalogue-taxonomy-page';
import { OrderPage } from './pages/order-page';
import { OrdersPage } from './pages/orders-page';
import { MessagesPage } from './pages/messages-page';
import { OperatorsPage } from './pages/operators-page';
import { SettingsPage } from './pages/settings-page';
import { SignInPage } from './pages/sign-in-page';
import { SignedIn } from './session';

/** The operators' console under /admin/: the sign-in and enrolment pages, and the sections behind the sign-in. */
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
              <Route path="/catalogo/" component={CataloguePage} />
              <Route path="/catalogo/productos/" component={CatalogueProductsPage} />
              <Route path="/catalogo/productos/nuevo/" component={NewProductPage} />
              <Route path="/catalogo/productos/:slug/" component={ProductPage} />
              <Route path="/catalogo/categorias/" component={CatalogueTaxonomyPage} />
              <Route path="/catalogo/precios/" component={CataloguePricesPage} />
              <Route path="/catalogo/archivo/" component={CatalogueFilePage} />
              <Route path="/mensajes/" component={MessagesPage} />
              <Route path="/ajustes/" component={SettingsPage} />
              <Route path="/cuenta/" component={AccountPage} />
              <Route path="/">
                <Redirect to="/cuenta/" replace />
              </Route>
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
