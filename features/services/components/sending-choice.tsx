'use client';

/** The lawyer's offer to send the letter (services.json `sending.*`): its heading, the two choices' words, the total with it. */
export type SendingOffer = {
  heading: string;
  self: { label: string; hint: string };
  lawyer: { label: string; hint: string };
  total: string;
};

type Props = { sending: SendingOffer; name: string; choseLawyer: boolean; onChange: (choseLawyer: boolean) => void };

/** Issue 72, item 8: who sends the letter — the client themselves, or the lawyer at the offer's price. */
export function SendingChoice({ sending, name, choseLawyer, onChange }: Props) {
  return (
    <fieldset className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6" data-testid="sending-choice">
      <legend className="float-left w-full text-lg font-semibold text-slate-900">{sending.heading}</legend>
      <div className="clear-both flex flex-col gap-2 pt-3">
        {(['false', 'true'] as const).map((v) => {
          const words = v === 'true' ? sending.lawyer : sending.self;
          return (
            <label
              key={v}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-50"
            >
              <input
                type="radio"
                name={name}
                className="mt-0.5 h-5 w-5 shrink-0"
                value={v}
                checked={choseLawyer === (v === 'true')}
                onChange={() => onChange(v === 'true')}
              />
              <span className="min-w-0">
                <span className="block font-semibold text-slate-900">{words.label}</span>
                <span className="block text-slate-600">{words.hint}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
