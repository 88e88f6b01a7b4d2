import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../core/routes/routeTable';
import { ContactStore, type ContactInput } from '../../core/stores/ContactStore';
import { PageHead } from '../components/PageHead';
import { useServices } from '../services';
import '../styles/contact.css';

interface FieldSpec {
  name: ContactInput;
  label: string;
  type?: 'text' | 'email';
  autoComplete: string;
  multiline?: boolean;
}

const FIELDS: FieldSpec[] = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  { name: 'location', label: 'Location', autoComplete: 'address-level2' },
  { name: 'zip', label: 'Zip', autoComplete: 'postal-code' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'message', label: 'Your Message', autoComplete: 'off', multiline: true },
];

/**
 * A sign beside a field that needs another look, besides its red border: not colour alone.
 * No words (SPEC §8 shows no error messages); `aria-invalid` says it to assistive technology.
 */
function InvalidSign() {
  return (
    <svg
      className="contact__invalid-sign"
      aria-hidden="true"
      focusable="false"
      width="20"
      height="20"
      viewBox="0 0 20 20"
    >
      <circle cx="10" cy="10" r="9" fill="#b3261e" />
      <rect x="9" y="4.5" width="2" height="7" rx="1" fill="#fff" />
      <circle cx="10" cy="14.5" r="1.25" fill="#fff" />
    </svg>
  );
}

const Field = observer(function Field({ spec, store }: { spec: FieldSpec; store: ContactStore }) {
  const id = `contact-${spec.name}`;
  const invalid = store.showsInvalid(spec.name);
  const common = {
    id,
    name: spec.name,
    required: true,
    'aria-invalid': invalid || undefined,
    value: store.fields[spec.name],
    onBlur: () => store.touch(spec.name),
  };
  return (
    <div className={`contact__field contact__field--${spec.name}`}>
      <label htmlFor={id}>{spec.label}</label>
      <div className="contact__control">
        {spec.multiline ? (
          <textarea
            {...common}
            rows={6}
            onChange={(e) => store.setField(spec.name, e.target.value)}
          />
        ) : (
          <input
            {...common}
            type={spec.type ?? 'text'}
            autoComplete={spec.autoComplete}
            onChange={(e) => store.setField(spec.name, e.target.value)}
          />
        )}
        {invalid ? <InvalidSign /> : null}
      </div>
    </div>
  );
});

/** SPEC §2 "Contact Us": the message form with its captcha. */
function ContactPage() {
  const services = useServices();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [store] = useState(() => {
    const created = new ContactStore(services.submitContact, services.logger, services.captcha);
    // A footage request from a video's page arrives with its message written out.
    created.prefillFrom(search);
    return created;
  });
  const captchaBox = useRef<HTMLDivElement>(null);
  const { captcha } = services;

  useEffect(() => {
    void store.start();
    // A send still under way when the visitor leaves must not take them to the thank-you page.
    return () => store.dispose();
  }, [store]);

  useEffect(() => {
    const element = captchaBox.current;
    if (!element) return undefined;
    void captcha.render(element, {
      onSolved: (token) => store.captchaSolved(token),
      onExpired: () => store.captchaExpired(),
    });
    return () => captcha.dispose();
  }, [captcha, store]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if ((await store.submit()) === 'sent') navigate(paths.contactSuccess());
  };

  return (
    <div className="page contact">
      <PageHead />
      <h1>CONTACT US</h1>
      <p className="contact__intro">
        We would love to hear from you. Send us your questions and feedback about the Louisiana
        Digital Media Archive, tell us what you know about a video in the collection, or ask about
        licensing footage for your own production. Every field is required.
      </p>
      <form className="contact__form" noValidate onSubmit={(e) => void onSubmit(e)}>
        {FIELDS.map((spec) => (
          <Field key={spec.name} spec={spec} store={store} />
        ))}
        <div className="contact__captcha" ref={captchaBox} />
        {/* Without script the captcha cannot run, so nothing can be sent: say so. */}
        <noscript>
          <p className="contact__no-script">
            Sending a message needs JavaScript for its captcha. Please turn JavaScript on to send
            this form.
          </p>
        </noscript>
        <div className="contact__actions">
          <button type="submit" className="button contact__send" disabled={!store.canSend}>
            SEND
          </button>
          <p className="contact__status" role="status">
            {store.sending ? 'Sending...' : ''}
          </p>
        </div>
      </form>
    </div>
  );
}

export default observer(ContactPage);
