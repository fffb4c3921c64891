/** The admin's route. Loaded on demand, so the public page never downloads it; its editor is built next. */
export function AdminRoute() {
  return (
    <main className="mx-auto max-w-3xl px-5 py-16">
      <title>Portfolio Admin</title>
      <h1 className="text-2xl font-semibold text-white">Portfolio Admin</h1>
    </main>
  );
}
