import { Link } from 'react-router';

export default function NotFoundPage() {
  return (
    <section className="card mx-auto max-w-lg text-center">
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">
        The page you're looking for doesn't exist or has been moved.
      </p>
      <Link to="/" className="btn-primary mt-6">
        Return to Home
      </Link>
    </section>
  );
}
