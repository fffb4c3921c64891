export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-white/5">
      <p className="mx-auto max-w-6xl px-5 py-8 text-center text-sm text-zinc-400 sm:px-8">
        © {year} Portfolio. All rights reserved.
      </p>
    </footer>
  );
}
