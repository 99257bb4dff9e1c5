import { checkUpload, cleanFileName } from './check-upload';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(64)]);
const rules = { maxMb: 1, extensions: ['png', 'jpg', 'jpeg', 'pdf'] } as const;

describe('checkUpload', () => {
  it('accepts bytes that match the extension', async () => {
    const upload = await checkUpload(new File([PNG], 'Photo.PNG'), rules);
    expect(upload).toMatchObject({ ext: 'png', mime: 'image/png', originalName: 'Photo.PNG', size: PNG.length });
  });

  it.each([
    ['an ELF binary named .pdf', new File([ELF], 'id.pdf'), 'Unsupported file type.'],
    ['a PNG named .jpg', new File([PNG], 'id.jpg'), 'Unsupported file type.'],
    ['text named .png', new File(['hello'], 'id.png'), 'Unsupported file type.'],
    ['an extension off the list', new File([PNG], 'id.gif'), 'Unsupported file type.'],
    ['no extension', new File([PNG], 'id'), 'Unsupported file type.'],
    ['a file over the size', new File([Buffer.concat([PNG, Buffer.alloc(1024 * 1024)])], 'id.png'), 'Maximum size is 1 mb.'],
  ])('refuses %s', async (_label, file, message) => {
    await expect(checkUpload(file, rules)).rejects.toMatchObject({ message });
  });

  it('refuses a missing or text value with the required message', async () => {
    await expect(checkUpload(null, rules)).rejects.toMatchObject({ message: 'Please provide a value.', code: 'BAD_REQUEST' });
    await expect(checkUpload('not a file', rules)).rejects.toMatchObject({ message: 'Please provide a value.' });
  });

  it('cleans names for display and headers', () => {
    expect(cleanFileName('C:\\fakepath\\my "id".pdf')).toBe('my _id_.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
  });

  it('drops the invisible characters that reorder or hide a name', () => {
    // "invoice<RLO>fdp.exe" shows as "invoiceexe.pdf" in a right-to-left-aware view.
    expect(cleanFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(cleanFileName('a\u2066b\u2069c\u200Fd\u200Be\uFEFF.pdf')).toBe('abcde.pdf');
    expect(cleanFileName('tab\there\u0085.pdf')).toBe('tab_here_.pdf');
  });
});
