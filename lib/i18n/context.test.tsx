/** @jest-environment jsdom */
import compile from 'icu-minify/compile';
import { useDomRoot } from '@/lib/test/dom';
import { ClientMessagesProvider, useWords } from './context';

function Words({ keys }: { keys: [string, Record<string, string | number>?][] }) {
  const words = useWords('x');
  return <p>{keys.map(([key, values]) => words(key, values)).join('|')}</p>;
}

const messages = {
  x: {
    plain: compile('Sign in'),
    args: compile('Book {time} ({zone})'),
    plural: compile('{count, plural, one {# lawyer} other {# lawyers}}'),
  },
};

describe('useWords: words without the formatter (the first load of every public page)', () => {
  const dom = useDomRoot();

  it('gives text and joins plain {name} arguments', () => {
    dom.render(
      <ClientMessagesProvider locale="fil" messages={messages}>
        <Words keys={[['plain'], ['args', { time: 'Lun, Nob 23, 9:30 AM', zone: 'oras sa Pilipinas' }]]} />
      </ClientMessagesProvider>,
    );
    expect(dom.container.textContent).toBe('Sign in|Book Lun, Nob 23, 9:30 AM (oras sa Pilipinas)');
  });

  it('names a message that needs the formatter, or one not sent, instead of guessing', () => {
    dom.render(
      <ClientMessagesProvider locale="fil" messages={messages}>
        <Words keys={[['plural', { count: 2 }], ['missing']]} />
      </ClientMessagesProvider>,
    );
    expect(dom.container.textContent).toBe('x.plural|x.missing');
  });
});
