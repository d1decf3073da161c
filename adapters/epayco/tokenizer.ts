/**
 * ePayco.js, the script that turns the card form into a token in the shopper's browser (`ePayco.setPublicKey`,
 * `ePayco.token.create(form, callback)`), and the host it sends the card to: the only third-party script the store
 * loads, on the payment step only. The content security policy allows exactly these (server/content-security.ts).
 */
export const EPAYCO_JS = {
  script: 'https://s3-us-west-2.amazonaws.com/epayco/v1.0/epaycojs/epayco.min.js',
  connect: ['https://api.secure.payco.co'],
} as const;
