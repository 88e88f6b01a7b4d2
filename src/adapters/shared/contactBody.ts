import type { ContactMessage } from '../../core/entities/Contact';

/** The JSON body of `POST /contact`: the contract's fields only, in its order. */
export function contactBody(message: ContactMessage): ContactMessage {
  return {
    name: message.name,
    email: message.email,
    zip: message.zip,
    message: message.message,
    location: message.location,
    reCaptcha: message.reCaptcha,
    'g-recaptcha-response': message['g-recaptcha-response'],
  };
}
