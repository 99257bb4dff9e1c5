'use client';

import { useState } from 'react';
import type { VerificationDocument } from '@/lib/dto/admin';
import { useWords } from '@/lib/i18n/context';
import { AdminDialog, DialogClose } from './admin-dialog';

// Identity documents are shown, never downloaded: the admin preview URL answers inline under a
// sandboxed CSP, images and PDFs only. Every load is a view written to the audit log, so the queue
// loads a document only when asked (a button); the person's page shows images at once. A document's
// label ("IBP ID") is the server's; the words around it are the `admin` catalogue's.

function PdfLink({ doc, owner, className }: { doc: VerificationDocument; owner: string; className: string }) {
  const words = useWords('admin');
  return (
    <a
      className={className}
      href={doc.preview_url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={words('documents.pdfOf', { label: doc.label, owner })}
    >
      <span aria-hidden className="rounded bg-red-50 px-1.5 py-0.5 text-[11px] font-bold text-red-800 ring-1 ring-red-200">
        {words('documents.pdf')}
      </span>
      {doc.label}
    </a>
  );
}

function ImageDialog({ doc, owner }: { doc: VerificationDocument; owner: string }) {
  const words = useWords('admin');
  const [open, setOpen] = useState(false);
  const name = words('documents.of', { label: doc.label, owner });
  return (
    <AdminDialog
      open={open}
      onOpenChange={setOpen}
      wide
      title={name}
      trigger={
        <button type="button" className="btn-ghost !justify-start !px-2 !py-1 text-primary-800 underline">
          {doc.label}
        </button>
      }
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- a private, audited document: never through the image optimiser */}
      <img src={doc.preview_url} alt={name} className="mt-4 max-h-[70dvh] w-full rounded-lg bg-slate-100 object-contain" />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <a className="text-sm text-primary underline" href={doc.preview_url} target="_blank" rel="noopener noreferrer">
          {words('documents.openFull')}
        </a>
        <DialogClose asChild>
          <button type="button" className="btn-outline">
            {words('documents.close')}
          </button>
        </DialogClose>
      </div>
    </AdminDialog>
  );
}

/** The queue's documents: each opens on request (an image in a dialog, a PDF in the browser's viewer). */
export function DocumentButtons({ documents, owner }: { documents: VerificationDocument[]; owner: string }) {
  const words = useWords('admin');
  if (!documents.length) return <span className="text-slate-500">{words('documents.none')}</span>;
  return (
    <div className="flex flex-col items-start gap-1">
      {documents.map((doc) =>
        doc.is_image ? (
          <ImageDialog key={doc.kind} doc={doc} owner={owner} />
        ) : (
          <PdfLink
            key={doc.kind}
            doc={doc}
            owner={owner}
            className="inline-flex items-center gap-1.5 px-2 py-1 text-primary-800 underline"
          />
        ),
      )}
    </div>
  );
}

/** The person's page: each document as a card, images shown in place. */
export function DocumentCards({ documents, owner }: { documents: VerificationDocument[]; owner: string }) {
  const words = useWords('admin');
  if (!documents.length) return <p className="text-sm text-slate-600">{words('documents.noneOnFile')}</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {documents.map((doc) => (
        <li key={doc.kind} className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          {doc.is_image ? (
            <a href={doc.preview_url} target="_blank" rel="noopener noreferrer" className="block bg-slate-100">
              {/* eslint-disable-next-line @next/next/no-img-element -- a private, audited document: never through the image optimiser */}
              <img src={doc.preview_url} alt={words('documents.of', { label: doc.label, owner })} className="h-56 w-full object-contain" />
            </a>
          ) : (
            <PdfLink
              doc={doc}
              owner={owner}
              className="flex h-56 flex-col items-center justify-center gap-2 bg-slate-100 text-sm font-medium text-primary-800 underline"
            />
          )}
          <p className="flex items-center justify-between px-4 py-2 text-sm">
            <span className="font-medium text-slate-900">{doc.label}</span>
            <span className="text-slate-500">{words(doc.is_image ? 'documents.image' : 'documents.pdf')}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
