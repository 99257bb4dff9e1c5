import { BadgeCheck } from 'lucide-react';

/**
 * A written answer's code on the verify page (issue 60): who answered, when and on which legal
 * problem — the words are the page's (questions.verify), drawn on the server; nothing of the question.
 */
export function AnswerVerification({ heading, text }: { heading: string; text: string }) {
  return (
    <div
      role="status"
      data-result="answer"
      className="mt-4 rounded-lg border border-primary-200 bg-primary-50 p-4 text-left text-primary-900"
    >
      <p className="flex items-center gap-2 font-semibold">
        <BadgeCheck aria-hidden="true" className="h-5 w-5 shrink-0" />
        {heading}
      </p>
      <p className="mt-1 text-sm">{text}</p>
    </div>
  );
}
