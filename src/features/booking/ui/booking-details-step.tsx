import type { ConsultConsentText } from '@/features/consult/ui/consult-fields';
import type { BookingKind } from '../domain/booking-rules';
import type { PickerModel } from '../server/picker';
import type { BookingFormState } from '../server/actions';
import { BookingForm } from './booking-form';

/** The last step once a time is chosen: the choice, then the form (both booking pages). */
export function BookingDetailsStep({
  model,
  kind,
  heading,
  consent,
  turnstileSiteKey,
  contentPlaceholder,
  submitLabel,
  action,
}: {
  model: PickerModel;
  kind: BookingKind;
  heading: string;
  consent: ConsultConsentText;
  turnstileSiteKey: string | null;
  contentPlaceholder: string;
  submitLabel: string;
  action?: (previous: BookingFormState, formData: FormData) => Promise<BookingFormState>;
}) {
  if (!model.choice) return null;
  return (
    <section id="step-details" aria-labelledby="step-details-title" className="mt-8 scroll-mt-24">
      <h2 id="step-details-title" className="text-lg font-bold text-brand-900">
        5. {heading}
      </h2>
      <p className="mt-1 rounded-lg bg-brand-50 p-3 font-semibold text-brand-900" data-testid="booking-choice">
        {model.place?.name} · {model.choice.label}
      </p>
      <div className="mt-4">
        <BookingForm
          key={`${model.choice.day} ${model.choice.time}`}
          kind={kind}
          choice={model.choice}
          consent={consent}
          turnstileSiteKey={turnstileSiteKey}
          contentPlaceholder={contentPlaceholder}
          submitLabel={submitLabel}
          action={action}
        />
      </div>
    </section>
  );
}
