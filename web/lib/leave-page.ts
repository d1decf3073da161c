/** Sends the shopper to another site (their bank through PSE, a provider's checkout): the page is left. An object, so
 * tests can replace `to`. */
export const leavePage = {
  to: (url: string): void => window.location.assign(url),
};
