/**
 * Spotlight On History: the demo blog posts. Bodies are staff-written HTML with headings,
 * paragraphs, lists, links into the archive and pictures served by the demo server
 * (`/media/blog/...` paths, relative to the site, which passes them on to the demo server).
 */
import type { DemoBlog, DemoTag } from './types';

/** Blog keys with a role in tests. */
export const DEMO_BLOG_KEYS = {
  /** The newest post, first on the home carousel. */
  newest: 'b1',
  /** `blogactive` is the text "true" rather than a boolean. */
  activeAsText: 'b9',
  /** `blogactive` is false: never listed by the site. */
  inactive: 'b10',
  /** `blogdate` is a full date-time rather than midnight UTC. */
  dateTime: 'b11',
} as const;

/** The posts shown on the home carousel, in order. */
export const FRONTPAGE_BLOG_KEYS = ['b1', 'b4', 'b6'];

type Ids = Readonly<Record<DemoTag, string>>;

const asset = (id: string, text: string): string =>
  `<a href="/video_v2/asset-detail/${id}">${text}</a>`;
const sublisting = (category: string, id: string, text: string): string =>
  `<a href="/sublisting/${category}/${id}">${text}</a>`;
const external = (href: string, text: string): string =>
  `<a href="${href}" target="_blank" rel="noopener noreferrer">${text}</a>`;
const figure = (key: string, n: number, alt: string, caption: string): string =>
  `<figure><img src="/media/blog/${key}-${n}.svg" alt="${alt}" width="640" height="360">` +
  `<figcaption>${caption}</figcaption></figure>`;

function post(
  key: string,
  blogtitle: string,
  blogdate: string,
  blogdesc: string,
  bloghtml: string,
  blogactive: boolean | string = true,
): DemoBlog {
  return {
    key,
    blogtitle,
    bloghtml,
    blogpic: `/media/blog/${key}.svg`,
    blogdesc,
    blogdate,
    blogactive,
  };
}

/** The demo posts, newest first. `ids` are the notable asset Identifiers (DEMO_IDS). */
export function buildBlogs(ids: Ids): DemoBlog[] {
  return [
    post(
      'b1',
      'The 1927 Flood on Film',
      '2024-03-05T00:00:00Z',
      'How newsreels and survivors’ memories tell the story of the Great Flood.',
      [
        '<p>When the levees broke in the spring of 1927, the Mississippi River covered more than twenty thousand square miles. Newsreel crews followed the water south, and some of that film survives in the State Archives.</p>',
        figure(
          'b1',
          1,
          'Flooded farmland seen from a levee',
          'Refugees on the levee near Melville, 1927.',
        ),
        '<h2>Blowing the levee at Caernarvon</h2>',
        `<p>On April 29, engineers set off dynamite at the Caernarvon levee to relieve pressure on New Orleans. Our documentary segment ${asset(ids.programSegment, '<em>Dynamiting the Caernarvon Levee</em>')} tells the story of the families in St. Bernard and Plaquemines parishes who paid the price.</p>`,
        '<h2>Where to start</h2>',
        '<ul>',
        `<li>The topic page ${sublisting('topic', ids.topic, 'The Great Flood of 1927')}</li>`,
        `<li>The documentary ${asset(ids.program, 'Rising Waters')}</li>`,
        `<li>John M. Barry’s history, ${external('https://www.simonandschuster.com/books/Rising-Tide/John-M-Barry/9780684840024', '<em>Rising Tide</em>')}</li>`,
        '</ul>',
      ].join('\n'),
    ),
    post(
      'b2',
      'Huey Long’s Capitol: Thirty-Four Floors in Fourteen Months',
      '2024-02-20T00:00:00Z',
      'The tallest state capitol in the nation went up in little more than a year.',
      [
        '<p>Huey P. Long wanted a capitol that looked like the future. Built in 1931 and 1932, the thirty-four-story tower still dominates the Baton Rouge skyline.</p>',
        figure('b2', 1, 'The State Capitol tower', 'The State Capitol, Baton Rouge.'),
        '<h2>Art deco and limestone</h2>',
        '<p>The building’s friezes show pioneers, planters and workers; the Memorial Hall floor is inlaid with a map of the state.</p>',
        `<p>${'<a href="/search?keyword=Huey%20Long&amp;search_by=ALLFIELDS">'}Search the archive for Huey Long</a>, or visit the ${external('https://www.crt.state.la.us/', 'State Capitol')} yourself.</p>`,
      ].join('\n'),
    ),
    post(
      'b3',
      'Carnival Before Television: Mardi Gras in the Newsreels',
      '2024-02-09T00:00:00Z',
      'Parades, krewes and maskers, as audiences saw them in movie houses.',
      [
        '<p>Before local stations broadcast the parades live, most Louisianans outside New Orleans saw Carnival in the newsreel before the feature.</p>',
        '<h2>Rex, Zulu and the old-line krewes</h2>',
        '<p>The earliest film in the collection shows Rex on St. Charles Avenue. Later reels follow Zulu’s riders and the walking clubs.</p>',
        figure('b3', 1, 'Float on St. Charles Avenue', 'A float rolls down St. Charles Avenue.'),
        '<blockquote><p>“If you ain’t been to Mardi Gras, you ain’t been nowhere.”</p></blockquote>',
      ].join('\n'),
    ),
    post(
      'b4',
      'Voices of the Civil Rights Movement in Louisiana',
      '2024-01-30T00:00:00Z',
      'From the Baton Rouge bus boycott to the integration of New Orleans schools.',
      [
        '<p>Two years before Montgomery, Black riders in Baton Rouge organised the first large bus boycott of the civil rights era. The archive’s civil rights topic brings together news film, interviews and documentary segments on the movement in Louisiana.</p>',
        figure('b4', 1, 'Marchers on a Baton Rouge street', 'Marchers in Baton Rouge.'),
        '<h2>In their own words</h2>',
        `<p>Start with the ${sublisting('topic', ids.bigTopic, 'Civil Rights in Louisiana')} topic, which has more than twenty-five items, and the ${external('https://www.loc.gov/collections/civil-rights-history-project/', 'Civil Rights History Project')} at the Library of Congress.</p>`,
      ].join('\n'),
    ),
    post(
      'b5',
      'Fiddles, Accordions & Washboards: Cajun and Creole Music in the Archive',
      '2023-11-14T00:00:00Z',
      'Dance halls, festivals and kitchen sessions from south Louisiana.',
      [
        `<p>Folklorists working with LPB filmed musicians at home and on the bandstand. Our favourite is ${asset(ids.ampersandTitleClip, 'Cajun &amp; Creole Fiddle Styles')}, two fiddlers comparing notes.</p>`,
        '<h2>Listen for</h2>',
        '<ol><li>The waltz and the two-step</li><li>The single-row accordion</li><li>The <em>frottoir</em>, or rubboard</li></ol>',
        figure('b5', 1, 'An accordion on a kitchen table', 'A single-row accordion.'),
      ].join('\n'),
    ),
    post(
      'b6',
      'Building the Superdome',
      '2023-09-22T00:00:00Z',
      'From a sketch on a napkin to the largest fixed dome in the world.',
      [
        `<p>In 1967 Governor John McKeithen went on television to sell the idea of a domed stadium. ${asset(ids.playableClip, 'Watch the interview')} in the Louisiana News Archive.</p>`,
        figure(
          'b6',
          1,
          'The Superdome under construction',
          'Steel rises over Poydras Street, 1973.',
        ),
        '<h2>Opening day</h2>',
        `<p>The stadium opened in August 1975. ${asset(ids.playableFromStart, 'See the crowds')} on the first day.</p>`,
      ].join('\n'),
    ),
    post(
      'b7',
      'After the Storm: Hurricanes in the LPB Collection',
      '2023-08-29T00:00:00Z',
      'Audrey, Betsy, Camille, Andrew, Katrina and Rita on film.',
      [
        '<p>Every generation of Louisianans has its storm. The collection follows them from landfall to rebuilding.</p>',
        '<h2>The storms</h2>',
        '<ul><li>Audrey, 1957</li><li>Betsy, 1965</li><li>Camille, 1969</li><li>Andrew, 1992</li><li>Katrina and Rita, 2005</li></ul>',
        figure('b7', 1, 'A flooded street after a hurricane', 'Floodwater after Hurricane Betsy.'),
        `<p>See the ${external('https://www.nhc.noaa.gov/', 'National Hurricane Center')} for today’s forecasts.</p>`,
      ].join('\n'),
    ),
    post(
      'b8',
      'Black Gold: Louisiana’s Oil Boom on Camera',
      '2023-06-12T00:00:00Z',
      'Derricks, platforms and the boom-and-bust economy.',
      [
        '<p>Oil was struck near Jennings in 1901. Within fifty years, platforms stood in the Gulf out of sight of land.</p>',
        figure('b8', 1, 'An offshore platform at sunset', 'A platform off Grand Isle.'),
        '<h2>Boom and bust</h2>',
        '<p>The collapse of oil prices in 1986 emptied offices in Lafayette and Houma. LPB reporters were there.</p>',
      ].join('\n'),
    ),
    post(
      'b9',
      'Gavel to Gavel: Fifty Years of Legislative Coverage',
      '2023-04-03T00:00:00Z',
      'How public television brought the Legislature into living rooms.',
      [
        `<p>Since 1976 LPB has broadcast the sessions of the Louisiana Legislature. Browse the ${sublisting('series', ids.lpbSeries, 'Legislative Sessions')} series.</p>`,
        figure('b9', 1, 'The House chamber', 'The House of Representatives in session.'),
        '<h2>From the State Archives</h2>',
        `<p>Older film of the chambers is in the ${sublisting('series', ids.lsaSeries, 'Governor’s Office Films')} and the State Archives’ legislative reels.</p>`,
      ].join('\n'),
      'true',
    ),
    post(
      'b10',
      'Draft: Holiday Programming Notes',
      '2022-12-01T00:00:00Z',
      'Internal draft, not for publication.',
      '<p>Draft notes for the holiday schedule.</p>',
      false,
    ),
    post(
      'b11',
      'Digitizing the State Archives Newsreels',
      '2022-10-17T14:30:00Z',
      'Inside the work of moving nitrate film to digital files.',
      [
        '<p>Nitrate film is fragile and flammable. Archivists inspect every reel, repair splices and scan each frame.</p>',
        figure('b11', 1, 'A film reel on an inspection bench', 'A reel on the inspection bench.'),
        '<h2>What happens to a reel</h2>',
        '<ol><li>Inspection and cleaning</li><li>Scanning</li><li>Cataloguing</li><li>Publication in the archive</li></ol>',
        `<p>Learn more at the ${external('https://www.sos.la.gov/HistoricalResources/', 'Louisiana State Archives')}.</p>`,
      ].join('\n'),
    ),
  ];
}
