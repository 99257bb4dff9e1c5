/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { COMPONENT_FOLDERS } from './source-roots';

// Issue 74 item 5: one form kit. A form that sends something goes through useActionForm
// (components/forms/use-action-form.ts) — or react-hook-form's useForm, or SheetForm, which submits through
// the kit — so the submit, the pending state, the toast and a refusal on its field are one path. A file of
// components/ or app/ with a <form> whose onSubmit is its own and none of those is hand-rolled; those left
// are listed below, each with why, and a new one fails. An entry that is no longer hand-rolled (moved to
// the kit) or gone fails too, so the list only shrinks.

const ROOT = path.resolve(__dirname, '../..');

/**
 * The hand-rolled forms left, by path, and why each is: forms that send nothing (a filter, a way to the
 * results page), whose submit is a navigation, not a call with a pending state, a toast or a refusal.
 */
const LEFT: Record<string, string> = {
  'components/search-results/price-range.tsx':
    'applies a fee filter to the results URL on submit or when focus leaves the pair; no request',
  'components/search/home-search.tsx': 'goes to the results page for the chosen problem and region; no request',
};

/** On the kit: its hook, react-hook-form's own, or the matter pages' SheetForm (which submits through the kit). */
const KIT = /\buseActionForm\b|\buseForm\b|<SheetForm\b/;

/** A form that submits through code of its own: a <form> element with an onSubmit handler, off the kit. */
function isHandRolled(text: string): boolean {
  return /<form\b[^>]*?\bonSubmit=/s.test(text) && !KIT.test(text);
}

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });
}

const handRolled = [...COMPONENT_FOLDERS, 'app']
  .flatMap((dir) => sources(path.join(ROOT, dir)))
  .filter((file) => isHandRolled(fs.readFileSync(file, 'utf8')))
  .map((file) => path.relative(ROOT, file).split(path.sep).join('/'))
  .sort();

describe('one form kit (issue 74 item 5)', () => {
  it('no hand-rolled form but those listed', () => {
    expect(handRolled.filter((file) => !(file in LEFT))).toEqual([]);
  });

  it('every listed form is still hand-rolled (one moved to the kit leaves the list)', () => {
    expect(Object.keys(LEFT).filter((file) => !handRolled.includes(file))).toEqual([]);
  });

  it('each listed form says why', () => {
    expect(Object.entries(LEFT).filter(([, why]) => why.trim().length < 20)).toEqual([]);
  });

  it('tells a hand-rolled form from one on the kit', () => {
    const handMade = `const [name, setName] = useState('');
      return <form method="post" onSubmit={async (e) => { e.preventDefault(); await api.post('x', { name }); }}><input /></form>;`;
    expect(isHandRolled(handMade)).toBe(true);
    // Attributes across lines, onSubmit after others.
    expect(isHandRolled('return (\n  <form\n    method="post"\n    className="x"\n    onSubmit={send}\n  >')).toBe(true);
    expect(isHandRolled(`const { form, submit } = useActionForm({ action });\nreturn <form method="post" onSubmit={submit} />;`)).toBe(
      false,
    );
    expect(isHandRolled(`const form = useForm<X>();\nreturn <form method="post" onSubmit={form.handleSubmit(save)} />;`)).toBe(false);
    expect(isHandRolled(`return <SheetForm open={open} action={save}><Field /></SheetForm>;`)).toBe(false);
    // A form the browser sends itself (a search form, a server action) has no submit code of its own.
    expect(isHandRolled(`return <form action="/lawyers-online" method="get" role="search"><input name="q" /></form>;`)).toBe(false);
  });
});
