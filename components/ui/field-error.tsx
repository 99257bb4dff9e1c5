/** A field's message under it (the field names its id in aria-describedby); nothing while it has none. */
export function FieldError({ message, id }: { message: string | undefined; id: string }) {
  return message ? (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {message}
    </p>
  ) : null;
}
