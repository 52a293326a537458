import { useTopInviters } from '@app/shared/client/admin';
import { ScrollTable } from '../../../components/scroll-table';

/** The players whose invite links brought the most players, and how many earned them points. */
export function TopInvitersCard() {
  const top = useTopInviters();
  return (
    <section className="card" aria-labelledby="inviters-title">
      <h2 id="inviters-title" className="text-lg font-bold">
        Top Inviters
      </h2>
      {top.isError && <p role="alert">Could not load the inviters.</p>}
      {top.data?.length === 0 && <p className="mt-2 text-sm">No invited players yet.</p>}
      {top.data && top.data.length > 0 && (
        <ScrollTable label="Top inviters" className="mt-2">
          <thead>
            <tr className="text-left">
              <th className="py-1">Player</th>
              <th className="text-right">Invited</th>
              <th className="text-right">Rewarded</th>
            </tr>
          </thead>
          <tbody>
            {top.data.map((row) => (
              <tr key={row.userId} className="border-t border-slate-200 dark:border-slate-800">
                <td className="py-2">{row.name}</td>
                <td className="text-right tabular-nums">{row.invited}</td>
                <td className="text-right tabular-nums">{row.rewarded}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </section>
  );
}
