import { useState } from 'react';
import { useAudit } from '@app/shared/client/admin';
import { AUDIT_ACTIONS, AuditAction, auditExportPath, type AuditEntry } from '@app/shared/schemas/admin';

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

/** The last admin actions: who, what, when and the details, filtered by action, exported as CSV. */
export function AuditLog() {
  const [action, setAction] = useState<AuditAction | undefined>(undefined);
  const audit = useAudit(action);
  return (
    <section className="card" aria-labelledby="audit-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="audit-title" className="text-lg font-bold">
          Audit Log
        </h2>
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor="audit-action" className="text-sm font-medium">
              Action
            </label>
            <select
              id="audit-action"
              className="min-h-11 rounded-lg border border-slate-300 bg-white px-2 dark:border-slate-700 dark:bg-slate-950"
              value={action ?? ALL}
              onChange={(event) =>
                setAction(event.target.value === ALL ? undefined : AuditAction.parse(event.target.value))
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
          <a className="btn-secondary min-h-11" href={auditExportPath(action)} download>
            Export CSV
          </a>
        </div>
      </div>
      {audit.data?.length === 0 && (
        <p className="mt-2 text-sm">{action ? `No ${action} actions yet.` : 'No admin actions yet.'}</p>
      )}
      {/* Focusable, so a keyboard can scroll the entries. */}
      <ul className="mt-2 max-h-96 overflow-y-auto text-sm" tabIndex={0} aria-label="Recent admin actions">
        {audit.data?.map((entry) => (
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
    </section>
  );
}
