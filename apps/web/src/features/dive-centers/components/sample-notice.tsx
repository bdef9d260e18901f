import TriangleAlertIcon from 'lucide-react/icons/triangle-alert';

/** Says plainly that a listing is a made-up example, so no diver tries to book it. */
export function SampleNotice({ name }: { name: string }) {
  return (
    <div
      role="note"
      aria-label="Sample listing"
      className="mt-5 flex gap-3 rounded-2xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300"
    >
      <TriangleAlertIcon aria-hidden="true" size={22} className="mt-0.5 shrink-0 text-amber-700" />
      <p>
        <strong className="font-semibold">Sample listing.</strong> {name} is an example that shows
        what a dive center page looks like. It is not a real business: its address, phone, e-mail
        and website are placeholders.
      </p>
    </div>
  );
}
