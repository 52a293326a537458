import { useState } from 'react';
import { useAudit } from '@app/shared/client/admin';
import {
  AUDIT_ACTIONS,
  AUDIT_PAGE_SIZE,
  AuditAction,
  auditExportPath,
  type AuditEntry,
  type AuditFilters,
} from '@app/shared/schemas/admin';

const ALL = '';

const valueText = (value: unknown) =>
  typeof value === 'string' ? value : Array.isArray(value) ? value.join(', ') : JSON.stringify(value);

/** The details an action recorded, as "name: value" lines; text that is not a JSON object as it is. */
function detailsOf(entry: AuditEntry): string[] {
  if (!entry.detail) return [];
  try {
    const detail = JSON.parse(entry.detail) as unknown;
    if (detail && typeof detail === 'object' && !Array.isArray(detail)) {
      return Object.entries(detail).map(([name, value]) => `${name}: ${valueText(value)}`);
    }
  } catch {
    // Not JSON: shown as recorded.
  }
  return [entry.detail];
}

const field = 'min-h-11 rounded-lg border border-slate-300 bg-white px-2 dark:border-slate-700 dark:bg-slate-950';

/** The admin actions, newest first, a page at a time: filtered by action, actor and UTC days, exported as CSV. */
export function AuditLog() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const [page, setPage] = useState(1);
  const audit = useAudit({ ...filters, page });
  const filter = (change: AuditFilters) => {
    setFilters({ ...filters, ...change });
    setPage(1);
  };
  const entries = audit.data ?? [];
  return (
    <section className="card" aria-labelledby="audit-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="audit-title" className="text-lg font-bold">
          Audit Log
        </h2>
        <a className="btn-secondary min-h-11" href={auditExportPath(filters)} download>
          Export CSV
        </a>
      </div>
      <AuditFilterFields filters={filters} onChange={filter} />
      {audit.isError && (
        <p role="alert" className="mt-2 text-sm">
          {audit.error.message}
        </p>
      )}
      {audit.data?.length === 0 && (
        <p className="mt-2 text-sm">{page > 1 ? 'No older actions.' : 'No admin actions match.'}</p>
      )}
      {/* Focusable, so a keyboard can scroll the entries. */}
      <ul className="mt-2 max-h-96 overflow-y-auto text-sm" tabIndex={0} aria-label="Recent admin actions">
        {entries.map((entry) => (
          <li key={entry.id} className="border-t border-slate-200 py-2 dark:border-slate-800">
            <time dateTime={entry.at} className="font-mono text-xs">
              {entry.at.replace('T', ' ').slice(0, 19)}
            </time>{' '}
            <strong>{entry.action}</strong> by <span className="font-mono text-xs break-all">{entry.actor}</span>
            {entry.detail && (
              <ul className="mt-1 text-xs break-all text-slate-700 dark:text-slate-300" aria-label="Details">
                {detailsOf(entry).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <nav className="mt-2 flex flex-wrap items-center gap-2" aria-label="Audit log pages">
        <button type="button" className="btn-secondary" disabled={page === 1} onClick={() => setPage(page - 1)}>
          Newer
        </button>
        <span className="text-sm">Page {page}</span>
        <button
          type="button"
          className="btn-secondary"
          disabled={entries.length < AUDIT_PAGE_SIZE}
          onClick={() => setPage(page + 1)}
        >
          Older
        </button>
      </nav>
    </section>
  );
}

/** The filters: an action, who took it (a wallet, or telegram:<id>), and UTC days from and to. */
function AuditFilterFields({ filters, onChange }: { filters: AuditFilters; onChange: (change: AuditFilters) => void }) {
  return (
    <div className="mt-3 flex flex-wrap items-end gap-2">
      <div className="flex flex-col gap-1">
        <label htmlFor="audit-action" className="text-sm font-medium">
          Action
        </label>
        <select
          id="audit-action"
          className={field}
          value={filters.action ?? ALL}
          onChange={(event) =>
            onChange({ action: event.target.value === ALL ? undefined : AuditAction.parse(event.target.value) })
          }
        >
          <option value={ALL}>All actions</option>
          {AUDIT_ACTIONS.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <label className="flex flex-col gap-1 text-sm font-medium">
        Actor
        <input
          type="search"
          className={field}
          placeholder="r… or telegram:…"
          defaultValue={filters.actor ?? ''}
          onBlur={(event) => onChange({ actor: event.target.value.trim() || undefined })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onChange({ actor: event.currentTarget.value.trim() || undefined });
          }}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        From (UTC)
        <input
          type="date"
          className={field}
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(event) => onChange({ from: event.target.value || undefined })}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        To (UTC)
        <input
          type="date"
          className={field}
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(event) => onChange({ to: event.target.value || undefined })}
        />
      </label>
    </div>
  );
}
