import { notFound } from 'next/navigation';

/** A path no page matches answers the 404 page of its language (app/[locale]/not-found.tsx). */
export default function UnknownPage() {
  notFound();
}
