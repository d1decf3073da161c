import express, { Router } from 'express';
import { tokenizeCard } from './cards';
import type { SandboxContext } from './context';
import { str } from './input';

/**
 * The browser tokenizer, ePayco.js' API: `ePayco.setPublicKey(key)` and `ePayco.token.create(form, cb)`, which reads
 * the `data-epayco="card[…]"` inputs, posts them to the sandbox (beside this script, so same-origin) with only the
 * public key, and calls `cb(null, tokenId)` or `cb({status:false, message, data:{description}})`. A file, no eval.
 */
export const TOKENIZER_SCRIPT = `(function () {
  'use strict';
  var current = document.currentScript;
  var base = current && current.src ? current.src.replace(/\\/epayco(\\.min)?\\.js(\\?.*)?$/, '') : '/sandbox/epayco';
  var publicKey = null;
  function fail(message) {
    return { status: false, message: message, data: { description: message } };
  }
  function read(form, name) {
    var input = form.querySelector('[data-epayco="' + name + '"]');
    return input && input.value != null ? String(input.value).trim() : '';
  }
  function create(form, callback) {
    var element = form && form.querySelector ? form : form && form[0];
    if (!publicKey) return callback(fail('Falta la llave pública: llama a ePayco.setPublicKey.'));
    if (!element) return callback(fail('No encontramos el formulario de la tarjeta.'));
    var card = {
      number: read(element, 'card[number]').replace(/[\\s-]/g, ''),
      exp_month: read(element, 'card[exp_month]'),
      exp_year: read(element, 'card[exp_year]'),
      cvc: read(element, 'card[cvc]'),
      name: read(element, 'card[name]'),
      email: read(element, 'card[email]')
    };
    fetch(base + '/js/tokens', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'omit',
      body: JSON.stringify({ public_key: publicKey, card: card })
    })
      .then(function (res) { return res.json(); })
      .then(function (body) {
        if (body && body.status === true && body.id) callback(null, body.id);
        else callback(fail((body && body.message) || 'No pudimos validar la tarjeta.'));
      })
      .catch(function () { callback(fail('No pudimos conectar con ePayco. Intenta de nuevo.')); });
  }
  window.ePayco = { setPublicKey: function (key) { publicKey = String(key); }, token: { create: create } };
})();
`;

/** Serves the tokenizer script (`/epayco.min.js`) and the public tokenization endpoint it posts to (`/js/tokens`). */
export const tokenizerRouter = (ctx: SandboxContext): Router => {
  const router = Router();
  router.get(['/epayco.min.js', '/epayco.js'], (_req, res) => {
    res.type('application/javascript').set('Cache-Control', 'no-cache').send(TOKENIZER_SCRIPT);
  });
  router.post('/js/tokens', express.json({ limit: '10kb' }), (req, res) => {
    const body = (req.body ?? {}) as { public_key?: unknown; card?: Record<string, unknown> };
    if (!ctx.auth.isPublicKey(body.public_key)) {
      return void res.status(401).json({ status: false, message: 'La llave pública no es válida.' });
    }
    const c = body.card ?? {};
    const card = tokenizeCard(
      ctx.store,
      {
        number: str(c.number),
        expMonth: str(c.exp_month),
        expYear: str(c.exp_year),
        cvc: str(c.cvc),
        name: str(c.name),
        email: str(c.email),
      },
      ctx.clock.now(),
    );
    if ('error' in card) return void res.status(422).json({ status: false, message: card.error });
    res.json({ status: true, id: card.token, card: { mask: card.mask, franchise: card.franchise } });
  });
  return router;
};
