import { fireEvent, screen } from '@testing-library/react';
import type { ContactFields } from '../../src/core/entities/Contact';
import { FILLED_FORM } from './builders';

/** The label of each field of the contact form. */
export const CONTACT_LABELS: Record<keyof ContactFields, string> = {
  name: 'Name',
  location: 'Location',
  zip: 'Zip',
  email: 'Email',
  message: 'Your Message',
};

/** Types FILLED_FORM, with `fields` instead where given, into the contact form's fields. */
export function fillContactForm(fields: Partial<ContactFields> = {}): void {
  const values: ContactFields = { ...FILLED_FORM, ...fields };
  for (const field of Object.keys(CONTACT_LABELS) as (keyof ContactFields)[]) {
    fireEvent.change(screen.getByLabelText(CONTACT_LABELS[field]), {
      target: { value: values[field] },
    });
  }
}

/** Ticks (or unticks) the captcha of the contact form. */
export const tickCaptcha = () =>
  fireEvent.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
