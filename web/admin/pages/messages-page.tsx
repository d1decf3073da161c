import { useEffect, useState, type FormEvent } from 'react';
import { CONTACT_SUBJECTS, INVESTMENT_RANGES, labelOf } from '../../../core/leads/lead';
import type { AsJson } from '../../../contract/endpoint';
import type { LeadEntry, LeadState } from '../../../core/leads/lead-inbox';
import { adminLeadEndpoints } from '../../../contract/admin-leads';
import { httpAsk } from '../../lib/http-api';
import { Button, FormError, StateFilter } from '../controls';
import { shortDate } from '../dates';
import { ConsolePage } from '../layout';

const leadsApi = httpAsk(adminLeadEndpoints);

const FILTERS: readonly { readonly state: LeadState | null; readonly label: string }[] = [
  { state: 'new', label: 'Nuevos' },
  { state: 'answered', label: 'Respondidos' },
  { state: 'closed', label: 'Cerrados' },
  { state: null, label: 'Todos' },
];
const STATE_LABELS = new Map<LeadState, string>([
  ['new', 'Nuevo'],
  ['answered', 'Respondido'],
  ['closed', 'Cerrado'],
]);

/** What a lead is about, in one line: the subject (and order) of a contact message, or the franchise's band. */
const aboutOf = (lead: AsJson<LeadEntry>) =>
  lead.kind === 'contact'
    ? `${labelOf(CONTACT_SUBJECTS, lead.subject)}${lead.orderNumber ? ` · pedido ${lead.orderNumber}` : ''}`
    : `Franquicia · ${labelOf(INVESTMENT_RANGES, lead.investment)}`;

function Lead({ lead, onChange }: { lead: AsJson<LeadEntry>; onChange: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const body = new FormData(form).get('body');
    setBusy(true);
    const result = await leadsApi.replyToLead({ id: lead.id, body: typeof body === 'string' ? body : '' });
    setBusy(false);
    if (!result.ok) return setError(result.error.message);
    form.reset();
    onChange();
  };
  const move = async (state: LeadState) => {
    const result = await leadsApi.setLeadState({ id: lead.id, state });
    if (!result.ok) return setError(result.error.message);
    onChange();
  };
  const title = lead.radicado ?? `Franquicia de ${lead.name}`;
  return (
    <article aria-labelledby={`lead-${lead.id}`} className="flex flex-col gap-3 rounded-md bg-white p-4">
      <h2 id={`lead-${lead.id}`} className="text-lg font-bold">
        {title} · {STATE_LABELS.get(lead.state)}
      </h2>
      <p className="text-sm text-muted">
        {lead.name} · {lead.email}
        {lead.phone ? ` · ${lead.phone}` : ''} · {shortDate(lead.createdAt)}
      </p>
      <p className="font-semibold">{aboutOf(lead)}</p>
      <p className="whitespace-pre-line">{lead.message}</p>
      {lead.replies.map((r) => (
        <blockquote key={r.at} className="border-l-4 border-line pl-3 text-sm whitespace-pre-line">
          <p className="text-muted">
            Respuesta de {r.actor.replace(/ <.*>$/, '')} · {shortDate(r.at)}
          </p>
          {r.body}
        </blockquote>
      ))}
      <FormError message={error} />
      {lead.state !== 'closed' && (
        <form onSubmit={(e) => void reply(e)} className="flex flex-col gap-2" noValidate>
          <label htmlFor={`respuesta-${lead.id}`} className="text-sm font-semibold">
            Responder a {lead.email}
          </label>
          <textarea
            id={`respuesta-${lead.id}`}
            name="body"
            rows={4}
            maxLength={5000}
            className="rounded-md border border-line p-3"
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" busy={busy}>
              Enviar respuesta
            </Button>
            <Button type="button" kind="quiet" onClick={() => void move('closed')}>
              Cerrar
            </Button>
          </div>
        </form>
      )}
      {lead.state === 'closed' && (
        <div>
          <Button type="button" kind="quiet" onClick={() => void move('new')}>
            Abrir de nuevo
          </Button>
        </div>
      )}
    </article>
  );
}

/** The contact messages and franchise enquiries: new first, answered by mail from here, closed when done. */
export function MessagesPage() {
  const [state, setState] = useState<LeadState | null>('new');
  const [leads, setLeads] = useState<AsJson<readonly LeadEntry[]>>([]);
  const [error, setError] = useState<string | null>(null);
  const reload = () =>
    void leadsApi.listLeads(state ? { state } : {}).then((r) => (r.ok ? setLeads(r.value) : setError(r.error.message)));
  useEffect(reload, [state]);
  return (
    <ConsolePage title="Mensajes">
      <FormError message={error} />
      <StateFilter label="Estado de los mensajes" choices={FILTERS} current={state} choose={setState} />
      {leads.length === 0 ? (
        <p className="text-muted">No hay mensajes en esta lista.</p>
      ) : (
        leads.map((lead) => <Lead key={lead.id} lead={lead} onChange={reload} />)
      )}
    </ConsolePage>
  );
}
