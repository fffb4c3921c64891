/** The full-screen placeholder shown until the first answer or failure. */
export function LoadingScreen({ name }: { name: string }) {
  return (
    <div
      role="status"
      aria-busy="true"
      className="flex min-h-svh flex-col items-center justify-center gap-5 px-5 text-center"
    >
      <p className="text-2xl font-semibold tracking-tight text-white sm:text-3xl">{name}</p>
      <span
        aria-hidden="true"
        className="h-0.5 w-24 animate-pulse rounded-full bg-linear-to-r from-transparent via-emerald-400 to-transparent motion-reduce:animate-none"
      />
    </div>
  );
}
