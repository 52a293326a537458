import { Wrench } from 'lucide-react';
import { usePublicConfig } from '@app/shared/client/ads';

export function MaintenanceScreen() {
  const promoGame = usePublicConfig().data?.links.promoGame;
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div className="card max-w-md text-center">
        <Wrench className="mx-auto text-brand-600" size={40} aria-hidden />
        <h1 className="mt-4 text-2xl font-bold">Under Maintenance</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          BWIF NFT Guess is temporarily unavailable for maintenance
        </p>
        <p className="mt-2 text-sm font-medium">Maintenance period: Undetermined</p>
        <a className="btn-primary mt-6" href={promoGame} target="_blank" rel="noreferrer">
          Play SIGMA, our strategy game on Telegram
        </a>
      </div>
    </main>
  );
}
