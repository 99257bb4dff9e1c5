/**
 * A one-page PDF that says what it is: the demo notaries' commission document (a real commission is
 * a scan the notary uploads). Built by hand so the seed needs no PDF library; offsets are exact.
 */
export function demoCommissionPdf(name: string, until: string): Uint8Array {
  return demoPdf(`DEMO - Notarial commission of ${name}, valid until ${until}`);
}

/** A one-page PDF of one line of text (ASCII; what else is dropped): the demo's documents (a delivered demand letter …). */
export function demoPdf(line: string): Uint8Array {
  const text = line.normalize('NFKD').replace(/[^\x20-\x7e]|[()\\]/g, '');
  const stream = `BT /F1 14 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}
