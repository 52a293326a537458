import { useAudit } from '@app/shared/client/admin';

/** The last admin actions: who, what, when. */
export function AuditLog() {
  const audit = useAudit(true);
  return (
    <section className="card" aria-labelledby="audit-title">
      <h2 id="audit-title" className="text-lg font-bold">
        Audit Log
      </h2>
      {audit.data?.length === 0 && <p className="mt-2 text-sm">No admin actions yet.</p>}
      {/* Focusable, so a keyboard can scroll the entries. */}
      <ul className="mt-2 max-h-64 overflow-y-auto text-sm" tabIndex={0} aria-label="Recent admin actions">
        {audit.data?.map((entry) => (
          <li key={entry.id} className="border-t border-slate-200 py-1 dark:border-slate-800">
            <time dateTime={entry.at} className="font-mono text-xs">
              {entry.at.replace('T', ' ').slice(0, 19)}
            </time>{' '}
            <strong>{entry.action}</strong> by <span className="font-mono text-xs">{entry.actor}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
