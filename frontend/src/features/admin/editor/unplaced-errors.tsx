import type { FieldError } from '@portfolio/contract';
import { CircleAlert } from 'lucide-react';

/** The server's reasons that belong to no field on screen, listed above the tabs. */
export function UnplacedErrors({ errors }: { errors: FieldError[] }) {
  if (errors.length === 0) return null;
  return (
    <div role="alert" className="mb-6 rounded-2xl border border-rose-400/30 bg-rose-500/10 p-4 text-sm text-rose-200">
      <p className="flex items-center gap-2 font-medium">
        <CircleAlert aria-hidden="true" className="size-4" />
        The server did not accept the portfolio:
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-10">
        {errors.map((error) => (
          <li key={`${error.path}-${error.message}`}>
            {error.path ? `${error.path} ${error.message}` : error.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
