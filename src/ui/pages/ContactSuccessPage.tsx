import { paths } from '../../core/routes/routeTable';
import { SiteButtonLink } from '../components/ButtonLink';
import { PageHead } from '../components/PageHead';
import '../styles/contact.css';

/** SPEC §2 "Thank-you". */
export default function ContactSuccessPage() {
  return (
    <div className="page message-page">
      <PageHead />
      <h1>Thank You!</h1>
      <p>
        Thank you for reaching out. Your message has been sent, and you will be contacted shortly.
      </p>
      <SiteButtonLink className="button" href={paths.home()}>
        Go Back Home
      </SiteButtonLink>
    </div>
  );
}
