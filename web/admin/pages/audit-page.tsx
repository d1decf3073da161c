import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { AsJson } from '../../../contract/endpoint';
import { AUDIT_KINDS, type AuditEntryView, type AuditFilters, type AuditPage } from '../../../core/operators/audit-log';
import { auditApi } from '../api';
import {
  AUDIT_KIND_LABELS,
  CHANGE_SOURCE_LABELS,
  changedFieldsOf,
  fieldLabel,
  fieldValue,
  subjectHref,
} from '../audit-labels';
import { Button, Field, filledFields, FormError, SelectField } from '../controls';
import { shortDate } from '../dates';
import { ConsolePage } from '../layout';
import { useSession } from '../session';

type AuditRefusal = { readonly message: string; readonly fields?: Readonly<Record<string, string>> };

const FILTERS = ['operator', 'kind', 'from', 'to', 'subject'] as const;
const KIND_CHOICES = [['', 'Todas'] as const, ...AUDIT_KINDS.map((k) => [k, AUDIT_KIND_LABELS.get(k) ?? k] as const)];

/** The filters a form filled in: the empty ones left out. */
const filtersOf = (form: HTMLFormElement): AuditFilters => filledFields(form, FILTERS);

/** What an entry changed: each field with its value before and after (only after, for something made). */
function Changes({ entry }: { entry: AsJson<AuditEntryView> }) {
  const changes = changedFieldsOf(entry);
  if (changes.length === 0) return null;
  const made = entry.before === null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
      {changes.map((c) => (
        <div key={c.field} className="contents">
          <dt className="font-semibold">{fieldLabel(c.field)}</dt>
          <dd className="break-words">
            {made ? (
              fieldValue(c.field, c.after)
            ) : (
              <>
                <del className="text-muted">{fieldValue(c.field, c.before)}</del> →{' '}
                <ins className="no-underline">{fieldValue(c.field, c.after)}</ins>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** One entry: what, on what (linked to its page), who, when, and what it changed. */
function Entry({ entry, canManageOperators }: { entry: AsJson<AuditEntryView>; canManageOperators: boolean }) {
  const href = subjectHref(entry, canManageOperators);
  const source = entry.kind.startsWith('catalogue.') ? CHANGE_SOURCE_LABELS.get(entry.detail as never) : null;
  return (
    <li className="flex flex-col gap-1 py-3">
      <p className="flex flex-wrap gap-x-3">
        <strong>{AUDIT_KIND_LABELS.get(entry.kind) ?? entry.kind}</strong>
        {href ? (
          <Link href={href} className="underline">
            {entry.subject}
          </Link>
        ) : (
          <span>{entry.subject}</span>
        )}
        {source && <span className="text-muted">{source}</span>}
      </p>
      <p className="text-sm text-muted">
        {entry.who.name}
        {entry.who.email && ` · ${entry.who.email}`} · {shortDate(entry.at)}
      </p>
      {entry.detail && !entry.kind.startsWith('catalogue.') && <p className="text-sm">{entry.detail}</p>}
      <Changes entry={entry} />
    </li>
  );
}

/** The Registro: what operators did, newest first, by operator, kind of action, Bogotá days and subject, a page at a
 * time. */
export function AuditLogPage() {
  const { can } = useSession();
  const [filters, setFilters] = useState<AuditFilters>({});
  const [page, setPage] = useState<AsJson<AuditPage> | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<AuditRefusal | null>(null);
  useEffect(() => {
    void auditApi.auditLog(filters).then((r) => (r.ok ? (setPage(r.value), setRefusal(null)) : setRefusal(r.error)));
  }, [filters]);
  const more = async () => {
    if (!page?.next) return;
    setBusy(true);
    const r = await auditApi.auditLog({ ...filters, after: page.next });
    setBusy(false);
    if (r.ok) setPage({ ...r.value, entries: [...page.entries, ...r.value.entries] });
    setRefusal(r.ok ? null : r.error);
  };
  const errors = refusal?.fields ?? {};
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilters(filtersOf(event.currentTarget));
  };
  const operatorChoices = [
    ['', 'Todos'] as const,
    ...(page?.operators ?? []).map((o) => [o.email, `${o.name} (${o.email})`] as const),
  ];
  return (
    <ConsolePage title="Registro">
      <form role="search" aria-label="Filtrar el registro" onSubmit={search} className="flex flex-col gap-3" noValidate>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
          <SelectField label="Operador" name="operator" options={operatorChoices} error={errors.operator} />
          <SelectField label="Acción" name="kind" options={KIND_CHOICES} error={errors.kind} />
          <Field label="Asunto" name="subject" placeholder="Pedido, referencia (SKU) o correo" error={errors.subject} />
          <Field label="Desde" name="from" type="date" error={errors.from} />
          <Field label="Hasta" name="to" type="date" error={errors.to} />
        </div>
        <div>
          <Button type="submit">Filtrar</Button>
        </div>
      </form>
      <FormError message={refusal && !refusal.fields ? refusal.message : null} />
      {page &&
        (page.entries.length === 0 ? (
          <p className="text-muted">No hay acciones que coincidan.</p>
        ) : (
          <ul
            aria-label="Acciones de los operadores"
            className="flex flex-col divide-y divide-line rounded-md bg-white px-4"
          >
            {page.entries.map((e) => (
              <Entry key={e.key} entry={e} canManageOperators={can('operators.manage')} />
            ))}
          </ul>
        ))}
      {page?.next && (
        <div>
          <Button kind="quiet" busy={busy} onClick={() => void more()}>
            Ver acciones anteriores
          </Button>
        </div>
      )}
    </ConsolePage>
  );
}
