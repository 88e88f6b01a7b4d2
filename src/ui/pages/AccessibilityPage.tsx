import { Link } from 'react-router-dom';
import { paths } from '../../core/routes/routeTable';
import { PageHead } from '../components/PageHead';
import '../styles/sideColumn.css';
import '../styles/about.css';

const HELP_REQUEST = `${paths.contact()}?${new URLSearchParams({ subject: 'Accessibility request' }).toString()}`;

/** The accessibility statement: the standard, how it is checked, known limits, and help. */
export default function AccessibilityPage() {
  return (
    <div className="page about accessibility">
      <PageHead />
      <article className="about__text">
        <h1>Accessibility</h1>
        <p className="about__lead">
          The Louisiana Digital Media Archive is for everyone. We want every visitor to be able to
          find, watch and read the archive&apos;s collections, whatever device or assistive
          technology they use.
        </p>

        <h2>The standard we aim for</h2>
        <p>
          This site is built to meet the{' '}
          <a href="https://www.w3.org/TR/WCAG21/">
            Web Content Accessibility Guidelines (WCAG) 2.1
          </a>{' '}
          at level AA. In practice that means:
        </p>
        <ul>
          <li>
            Every page works with a keyboard alone, shows where the focus is, and starts with a
            &lsquo;Skip to main content&rsquo; link.
          </li>
          <li>
            Videos play with English captions. Where a video has a caption file, its page also has
            an interactive transcript you can search, follow as the video plays, and download as
            plain text.
          </li>
          <li>
            Pages are organised with headings and landmarks, controls have names that screen readers
            announce, and text has enough contrast against its background.
          </li>
          <li>
            Pages adapt to small screens and to zoom, and the home page carousel pauses on hover and
            focus and follows your device&apos;s reduced-motion setting.
          </li>
        </ul>

        <h2>How we test</h2>
        <ul>
          <li>
            Automated checks: every page and state is scanned with the axe accessibility engine in a
            real browser for WCAG 2.1 A and AA problems.
          </li>
          <li>
            Keyboard journeys: we browse, search, watch a video, use its transcript and send the
            contact form with the keyboard alone.
          </li>
          <li>Screen-reader spot checks of the main pages and controls.</li>
        </ul>

        <h2>Known limits</h2>
        <ul>
          <li>
            Captions and transcripts come from the archive&apos;s own caption files. They may
            contain errors, and some videos have no caption file yet; those videos have no
            transcript.
          </li>
          <li>
            Much of the footage is decades old. Picture and sound quality vary, some film has no
            sound at all, and the videos have no audio description.
          </li>
          <li>
            Web sites we link to, and content embedded from other services, are outside our control.
          </li>
        </ul>

        <h2>Ask for help or an accessible copy</h2>
        <p>
          If something on this site does not work for you, or you need a video&apos;s transcript, a
          description of a video or any other material in another format,{' '}
          <Link to={HELP_REQUEST}>tell us through the contact form</Link>. Say which page or video
          you were on and what you need, and we will reply by email.
        </p>
      </article>
    </div>
  );
}
