import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';

export function NotFoundRoute() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error(`404 Error: User attempted to access non-existent route: ${pathname}`);
  }, [pathname]);

  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 px-5 text-center">
      <title>Page not found</title>
      <p className="font-mono text-7xl font-bold text-zinc-500">404</p>
      <h1 className="text-2xl font-semibold text-white">Oops! Page not found</h1>
      <Link to="/" className={buttonVariants({ variant: 'outline', className: 'mt-4' })}>
        Return to Home
      </Link>
    </main>
  );
}
