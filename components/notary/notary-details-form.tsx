'use client';

import { useWordedResolver } from '@/components/ui/form-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { TextField } from '@/components/auth/text-field';
import { CheckboxGroup, CountedTextArea, SaveBar, SelectField } from '@/components/lawyer-profile/fields';
import { mutationOp, notaryApi, useNotaryMutation } from '@/lib/api/notary';
import type { NotaryPrivateProfile } from '@/lib/dto/notary';
import { useT } from '@/lib/i18n/client';
import { listReferenceCities } from '@/lib/reference/notary-cities';
import { NOTARY_SERVICES, WEEKDAYS } from '@/lib/reference/notary-services';
import { notaryProfileSchema, type NotaryProfileInput, type NotaryProfileValues } from '@/lib/validation/notary';
import { OpStatus } from './op-status';

function defaults(p: NotaryPrivateProfile): NotaryProfileInput {
  return {
    commission_number: p.commission_number ?? '',
    commissioning_court: p.commissioning_court ?? '',
    territory: p.territory ?? '',
    commission_expires_on: p.commission_expires_on ?? '',
    roll_number: p.roll_number ?? '',
    ibp_number: p.ibp_number ?? '',
    ptr_number: p.ptr_number ?? '',
    mcle_number: p.mcle_number ?? '',
    office_address: p.office_address ?? '',
    city_slug: p.city_slug ?? '',
    office_days: p.office_days.length ? p.office_days.map(String) : ['1', '2', '3', '4', '5'],
    opens_at: p.opens_at ?? '09:00',
    closes_at: p.closes_at ?? '17:00',
    phone: p.phone ?? '',
    email: p.email ?? '',
    services: p.services as NotaryProfileInput['services'],
    fees_note: p.fees_note ?? '',
  };
}

/** Commissions end on 31 December: the person picks the year, from last year to two years ahead. */
function commissionYears(current: string | null): string[] {
  const year = new Date().getFullYear();
  const years = [year - 1, year, year + 1, year + 2].map((y) => `${y}-12-31`);
  return current && !years.includes(current) ? [current, ...years] : years;
}

/** The city list grouped by region, built once per page load. */
let citiesByRegion: [string, { slug: string; name: string }[]][] | undefined;
function listCitiesByRegion() {
  if (citiesByRegion) return citiesByRegion;
  const groups = new Map<string, { slug: string; name: string }[]>();
  for (const c of listReferenceCities()) groups.set(c.region, [...(groups.get(c.region) ?? []), c]);
  return (citiesByRegion = [...groups]);
}

/** PUT /api/v1/notary-public: the notarial block (commission, court, territory, numbers) and the office. */
export function NotaryDetailsForm({ profile }: { profile: NotaryPrivateProfile }) {
  const save = useNotaryMutation(notaryApi.save);
  const t = useT('account');
  const cities = listCitiesByRegion();
  const { register, handleSubmit, formState, control } = useForm<NotaryProfileInput, unknown, NotaryProfileValues>({
    resolver: useWordedResolver(zodResolver(notaryProfileSchema)),
    defaultValues: defaults(profile),
  });
  const errors = formState.errors;
  const feesNote = useWatch({ control, name: 'fees_note' });
  return (
    <form
      method="post"
      noValidate
      onSubmit={handleSubmit((values) => save.mutate(values as NotaryProfileInput))}
      className="space-y-6"
      aria-label={t('notary.detailsTitle')}
    >
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">{t('notary.form.commission')}</legend>
        <TextField
          label={t('notary.form.commissionNumber')}
          registration={register('commission_number')}
          error={errors.commission_number?.message}
          placeholder={t('notary.form.commissionNumberPlaceholder')}
        />
        <SelectField
          label={t('notary.form.validUntil')}
          registration={register('commission_expires_on')}
          error={errors.commission_expires_on?.message}
        >
          <option value="">{t('notary.form.chooseYear')}</option>
          {commissionYears(profile.commission_expires_on).map((d) => (
            <option key={d} value={d}>
              {t('notary.form.yearEnd', { year: d.slice(0, 4) })}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('notary.form.court')}
          registration={register('commissioning_court')}
          error={errors.commissioning_court?.message}
          placeholder={t('notary.form.courtPlaceholder')}
          className="sm:col-span-2"
        />
        <TextField
          label={t('notary.form.territory')}
          registration={register('territory')}
          error={errors.territory?.message}
          placeholder={t('notary.form.territoryPlaceholder')}
          className="sm:col-span-2"
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">{t('notary.form.numbers')}</legend>
        <TextField
          label={t('notary.form.roll')}
          inputMode="numeric"
          registration={register('roll_number')}
          error={errors.roll_number?.message}
        />
        <TextField label={t('notary.form.ibp')} registration={register('ibp_number')} error={errors.ibp_number?.message} />
        <TextField label={t('notary.form.ptr')} registration={register('ptr_number')} error={errors.ptr_number?.message} />
        <TextField label={t('notary.form.mcle')} registration={register('mcle_number')} error={errors.mcle_number?.message} />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">{t('notary.form.office')}</legend>
        <TextField
          label={t('notary.form.address')}
          autoComplete="street-address"
          registration={register('office_address')}
          error={errors.office_address?.message}
          className="sm:col-span-2"
        />
        <SelectField label={t('notary.form.city')} registration={register('city_slug')} error={errors.city_slug?.message}>
          <option value="">{t('notary.form.chooseCity')}</option>
          {cities.map(([region, list]) => (
            <optgroup key={region} label={region}>
              {list.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
        <TextField
          label={t('notary.form.phone')}
          type="tel"
          autoComplete="tel"
          registration={register('phone')}
          error={errors.phone?.message}
          placeholder="0917 123 4567"
        />
        <TextField
          label={t('notary.form.email')}
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={errors.email?.message}
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <CheckboxGroup
            legend={t('notary.form.days')}
            registration={register('office_days')}
            error={errors.office_days?.message ?? (errors.office_days as { root?: { message?: string } } | undefined)?.root?.message}
            options={WEEKDAYS.map((w) => ({ value: String(w.day), label: t(`notary.weekday.${w.day}`) }))}
            columns="sm:grid-cols-7"
          />
        </div>
        <TextField label={t('notary.form.opens')} type="time" registration={register('opens_at')} error={errors.opens_at?.message} />
        <TextField label={t('notary.form.closes')} type="time" registration={register('closes_at')} error={errors.closes_at?.message} />
      </fieldset>
      <CheckboxGroup
        legend={t('notary.form.services')}
        registration={register('services')}
        error={errors.services?.message ?? (errors.services as { root?: { message?: string } } | undefined)?.root?.message}
        options={NOTARY_SERVICES.map((s) => ({ value: s.slug, label: s.label }))}
        columns="sm:grid-cols-2"
      />
      <CountedTextArea
        label={t('notary.form.fees')}
        registration={register('fees_note')}
        value={feesNote}
        max={500}
        error={errors.fees_note?.message}
        hint={t('notary.form.feesHint')}
        rows={3}
      />
      <OpStatus op={mutationOp(save)} name="save" loading={t('notary.form.saving')} succeeded={t('notary.form.saved')} />
      <SaveBar pending={save.isPending} label={t('notary.form.save')} pendingLabel={t('notary.form.saving')} />
    </form>
  );
}
