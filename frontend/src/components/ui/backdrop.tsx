/**
 * The dotted grid and the emerald light behind the public page's hero and the sign-in screen. The
 * light is centred at `--spot-x`, `--spot-y`, which the screen sets (as classes: the policy refuses
 * style attributes in HTML), and which the hero moves with the pointer.
 */
export function Backdrop() {
  return (
    <>
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(color-mix(in_oklab,var(--color-white)_7%,transparent)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_center,black_30%,transparent_75%)] bg-[size:28px_28px]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(520px_circle_at_var(--spot-x)_var(--spot-y),color-mix(in_oklab,var(--color-emerald-400)_14%,transparent),transparent_70%)]"
      />
    </>
  );
}
