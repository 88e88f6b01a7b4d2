/**
 * Hand-written seeds of the demo catalogue: series, topics and programs, and the items that
 * belong to them. catalogue.ts turns these into full wire records with a seeded generator,
 * so ids, dates, view counts and time windows are stable from run to run.
 */
import type {
  DemoAsset,
  DemoCollectionId,
  DemoContainerType,
  DemoContributor,
  DemoMemberType,
  DemoTag,
} from './types';

export type ItemPatch = Partial<
  Pick<
    DemoAsset,
    | 'Identifier'
    | 'IsPublic'
    | 'IsDigitized'
    | 'ThumbnailImage'
    | 'FormatLocation'
    | 'FormatTimeStart'
    | 'FormatDuration'
    | 'descriptions'
    | 'contributors'
    | 'addedAt'
    | 'DateIssued'
    | 'TrackViews'
    | 'coverages'
  >
>;

export interface ContainerSeed {
  key: string;
  type: DemoContainerType;
  collection: DemoCollectionId;
  title: string;
  year: number;
  place: string;
  subjects: string[];
  summary: string;
  genre: string;
  publisher: string;
  tag?: DemoTag;
  patch?: ItemPatch;
}

export interface ItemSeed {
  title: string;
  year: number;
  place: string;
  subjects: string[];
  /** Keys of the topics the item also belongs to. */
  topics: string[];
  people?: DemoContributor[];
  summary?: string;
  tag?: DemoTag;
  patch?: ItemPatch;
}

export interface GroupSeed {
  /** Key of the series, topic or program the items belong to; null for stand-alone items. */
  container: string | null;
  collection: DemoCollectionId;
  type: DemoMemberType;
  genre: string;
  publishers: string[];
  subjects: string[];
  /** Topics every item of the group belongs to. */
  topics?: string[];
  crew: DemoContributor[];
  /** Abstract templates; one is picked per item by the seeded generator. */
  describe: Array<(item: ItemSeed) => string>;
  items: ItemSeed[];
}

const p = (name: string, role: string): DemoContributor => ({ name, role });

function item(
  title: string,
  year: number,
  place: string,
  subjects: string[] = [],
  topics: string[] = [],
  more: Partial<ItemSeed> = {},
): ItemSeed {
  return { title, year, place, subjects, topics, ...more };
}

/** The one demo video; several assets play different windows of it. */
export const DEMO_VIDEO_PATH = '/media/video/demo_clip_iPod.mp4';
/** The same video under a name whose caption file does not exist. */
export const DEMO_VIDEO_NO_CAPTIONS_PATH = '/media/video/demo_clip_nocaptions.mp4';
/** The same video under a name whose captions are a transcript of the 1927 flood. */
export const DEMO_VIDEO_FLOOD_PATH = '/media/video/caernarvon_levee_iPod.mp4';
/** Stands for a virtual-hosted storage URL built from the asset's Id. */
export const S3_THUMBNAIL = '{s3}';
/** Seconds; time windows in the catalogue stay inside it. */
export const DEMO_VIDEO_SECONDS = 16;

export const CONTAINERS: ContainerSeed[] = [
  // LPB series
  {
    key: 'news',
    type: 'Series',
    collection: 3,
    title: 'Louisiana News Archive',
    year: 1956,
    place: 'Louisiana',
    subjects: ['News', 'Louisiana history'],
    summary:
      'Fifty years of local television news film from Baton Rouge, New Orleans and Lafayette stations, donated to Louisiana Public Broadcasting and digitized for the archive.',
    genre: 'News Report',
    publisher: 'Louisiana Public Broadcasting',
    tag: 'bigSeries',
  },
  {
    key: 'legis',
    type: 'Series',
    collection: 3,
    title: 'Legislative Sessions',
    year: 1976,
    place: 'Baton Rouge',
    subjects: ['Legislative bodies', 'Politics and government'],
    summary:
      'Gavel-to-gavel coverage of the Louisiana Legislature, with floor debates, committee hearings and interviews recorded at the State Capitol.',
    genre: 'Public Affairs',
    publisher: 'Louisiana Public Broadcasting',
    tag: 'lpbSeries',
  },
  {
    key: 'state',
    type: 'Series',
    collection: 3,
    title: 'Louisiana: The State We’re In',
    year: 1992,
    place: 'Louisiana',
    subjects: ['News', 'Public affairs'],
    summary:
      'The weekly news magazine of Louisiana Public Broadcasting, covering politics, the coast, culture and the people of the state.',
    genre: 'Magazine',
    publisher: 'Louisiana Public Broadcasting',
  },
  {
    key: 'folk',
    type: 'Series',
    collection: 3,
    title: 'Folklife in Louisiana',
    year: 1978,
    place: 'Acadiana',
    subjects: ['Folklore', 'Traditional crafts'],
    summary:
      'Field recordings of the crafts, foodways, music and celebrations of Louisiana’s Cajun, Creole, Isleño and Native communities.',
    genre: 'Documentary',
    publisher: 'Louisiana Public Broadcasting',
  },
  {
    key: 'legends',
    type: 'Series',
    collection: 3,
    title: 'Louisiana Legends',
    year: 1988,
    place: 'Louisiana',
    subjects: ['Biography', 'Interviews'],
    summary:
      'Long-form conversations with writers, musicians, public servants and leaders who shaped modern Louisiana.',
    genre: 'Interview',
    publisher: 'Louisiana Public Broadcasting',
  },
  {
    key: 'hurricane',
    type: 'Series',
    collection: 3,
    title: 'Hurricane Season',
    year: 1957,
    place: 'Louisiana coast',
    subjects: ['Hurricanes', 'Disasters'],
    summary:
      'Storm coverage from Audrey to Gustav: landfall, evacuation, rescue and the long work of rebuilding coastal parishes.',
    genre: 'News Report',
    publisher: 'Louisiana Public Broadcasting',
  },
  {
    key: 'elections',
    type: 'Series',
    collection: 3,
    title: 'Election Night Coverage',
    year: 1979,
    place: 'Baton Rouge',
    subjects: ['Elections', 'Governors'],
    summary:
      'Returns, victory speeches and concessions from Louisiana’s gubernatorial elections, as broadcast live on election night.',
    genre: 'News Report',
    publisher: 'Louisiana Public Broadcasting',
  },
  // LPB topics
  {
    key: 't-civil',
    type: 'Topic',
    collection: 3,
    title: 'Civil Rights in Louisiana',
    year: 1953,
    place: 'Louisiana',
    subjects: ['Civil rights', 'African Americans'],
    summary:
      'From the Baton Rouge bus boycott of 1953 to the integration of schools, lunch counters and the ballot box: the people and events of the civil rights movement in Louisiana.',
    genre: 'Topic',
    publisher: 'Louisiana Public Broadcasting',
    tag: 'bigTopic',
  },
  {
    key: 't-flood',
    type: 'Topic',
    collection: 3,
    title: 'The Great Flood of 1927',
    year: 1927,
    place: 'Mississippi River Valley',
    subjects: ['Floods', 'Mississippi River'],
    summary:
      'The Mississippi River flood of 1927, the dynamiting of the Caernarvon levee and the flood-control system built in its wake.',
    genre: 'Topic',
    publisher: 'Louisiana Public Broadcasting',
    tag: 'topic',
  },
  {
    key: 't-long',
    type: 'Topic',
    collection: 3,
    title: 'Huey Long & the Long Era',
    year: 1928,
    place: 'Baton Rouge',
    subjects: ['Huey Long', 'Governors'],
    summary:
      'Huey P. Long, his brother Earl and the political machine that dominated Louisiana for a generation.',
    genre: 'Topic',
    publisher: 'Louisiana Public Broadcasting',
  },
  {
    key: 't-mardi',
    type: 'Topic',
    collection: 3,
    title: 'Mardi Gras & Carnival',
    year: 1960,
    place: 'New Orleans',
    subjects: ['Mardi Gras', 'Carnival'],
    summary:
      'Parades, krewes, Mardi Gras Indians and the country Courir de Mardi Gras, on film across six decades.',
    genre: 'Topic',
    publisher: 'Louisiana Public Broadcasting',
  },
  {
    key: 't-oil',
    type: 'Topic',
    collection: 3,
    title: 'Oil & Gas in Louisiana',
    year: 1901,
    place: 'Louisiana',
    subjects: ['Petroleum industry', 'Natural gas'],
    summary:
      'From the Jennings field of 1901 to the offshore platforms of the Gulf: the industry that remade the state’s economy and coast.',
    genre: 'Topic',
    publisher: 'Louisiana Public Broadcasting',
  },
  {
    key: 't-hurricanes',
    type: 'Topic',
    collection: 3,
    title: 'Hurricanes & the Coast',
    year: 1957,
    place: 'Louisiana coast',
    subjects: ['Hurricanes', 'Coastal erosion'],
    summary: 'Storms, land loss and coastal restoration along the Louisiana coast.',
    genre: 'Topic',
    publisher: 'Louisiana Public Broadcasting',
  },
  {
    key: 't-music',
    type: 'Topic',
    collection: 3,
    title: 'Cajun, Creole & Zydeco Music',
    year: 1965,
    place: 'Acadiana',
    subjects: ['Cajun music', 'Zydeco music'],
    summary:
      'Fiddles, accordions and rubboards: performances and interviews with the musicians of south Louisiana.',
    genre: 'Topic',
    publisher: 'Louisiana Public Broadcasting',
  },
  // LPB programs
  {
    key: 'p-flood',
    type: 'Program',
    collection: 3,
    title: 'Rising Waters: The Great Flood of 1927',
    year: 2002,
    place: 'Plaquemines Parish',
    subjects: ['Floods', 'Mississippi River', 'Levees'],
    summary:
      'A documentary on the 1927 flood, told through newsreels, photographs and the memories of families who lost their homes when the levee below New Orleans was blown.',
    genre: 'Documentary',
    publisher: 'Louisiana Public Broadcasting',
    tag: 'program',
  },
  {
    key: 'p-long',
    type: 'Program',
    collection: 3,
    title: 'Kingfish: The Life of Huey P. Long',
    year: 1998,
    place: 'Winnfield',
    subjects: ['Huey Long', 'Governors', 'Politics and government'],
    summary:
      'The rise of Huey P. Long from a Winn Parish salesman to governor and senator, and his assassination in the State Capitol in 1935.',
    genre: 'Documentary',
    publisher: 'Louisiana Public Broadcasting',
  },
  {
    key: 'p-dome',
    type: 'Program',
    collection: 3,
    title: 'Building the Superdome',
    year: 2000,
    place: 'New Orleans',
    subjects: ['Superdome', 'Architecture', 'Sports'],
    summary:
      'How a stadium on Poydras Street went from a sketch on a napkin to the largest fixed-dome structure in the world.',
    genre: 'Documentary',
    publisher: 'Louisiana Public Broadcasting',
  },
  {
    key: 'p-oil',
    type: 'Program',
    collection: 3,
    title: 'Black Gold: A Century of Louisiana Oil',
    year: 2001,
    place: 'Jennings',
    subjects: ['Petroleum industry', 'Offshore drilling'],
    summary:
      'The discovery of oil at Jennings, the first well drilled out of sight of land and the boom-and-bust cycles that followed.',
    genre: 'Documentary',
    publisher: 'Louisiana Public Broadcasting',
  },
  {
    key: 'p-capitol',
    type: 'Program',
    collection: 3,
    title: 'The Tallest Capitol: Louisiana’s State House',
    year: 2007,
    place: 'Baton Rouge',
    subjects: ['Capitols', 'Architecture', 'Huey Long'],
    summary:
      'The thirty-four-story State Capitol built under Huey Long in fourteen months, its art and its history.',
    genre: 'Documentary',
    publisher: 'Louisiana Public Broadcasting',
  },
  {
    key: 'p-carnival',
    type: 'Program',
    collection: 3,
    title: 'Carnival Time: A History of Mardi Gras',
    year: 2004,
    place: 'New Orleans',
    subjects: ['Mardi Gras', 'Carnival', 'Parades'],
    summary:
      'From the old-line krewes to Zulu and the rural Courir: how Louisiana celebrates the days before Lent.',
    genre: 'Documentary',
    publisher: 'Louisiana Public Broadcasting',
  },
  // LSA series
  {
    key: 'l-gov',
    type: 'Series',
    collection: 4,
    title: 'Governor’s Office Films',
    year: 1934,
    place: 'Baton Rouge',
    subjects: ['Governors', 'Politics and government'],
    summary:
      'Films made by and for the Office of the Governor: inaugurations, bill signings, tours and addresses, 1934 to 2005.',
    genre: 'Raw Footage',
    publisher: 'Louisiana State Archives',
    tag: 'lsaSeries',
  },
  {
    key: 'l-newsreel',
    type: 'Series',
    collection: 4,
    title: 'State Archives Newsreels',
    year: 1927,
    place: 'Louisiana',
    subjects: ['Newsreels', 'Louisiana history'],
    summary:
      'Nitrate and safety-film newsreels of Louisiana events from the 1927 flood to the end of the Second World War.',
    genre: 'Newsreel',
    publisher: 'Louisiana State Archives',
  },
  {
    key: 'l-commerce',
    type: 'Series',
    collection: 4,
    title: 'Department of Commerce & Industry Films',
    year: 1947,
    place: 'Louisiana',
    subjects: ['Industries', 'Economic development'],
    summary:
      'Promotional films that sold Louisiana’s farms, ports, mills and mines to investors after the Second World War.',
    genre: 'Promotional',
    publisher: 'Louisiana Department of Commerce and Industry',
  },
  {
    key: 'l-legis',
    type: 'Series',
    collection: 4,
    title: 'Legislative Proceedings',
    year: 1948,
    place: 'Baton Rouge',
    subjects: ['Legislative bodies', 'Politics and government'],
    summary: 'Film and early video of the House and Senate chambers, 1948 to 1971.',
    genre: 'Public Affairs',
    publisher: 'Louisiana State Archives',
  },
  {
    key: 'l-tourist',
    type: 'Series',
    collection: 4,
    title: 'Louisiana Tourist Commission Films',
    year: 1960,
    place: 'Louisiana',
    subjects: ['Tourism', 'Travel'],
    summary: 'Travel films inviting visitors to the Sportsman’s Paradise.',
    genre: 'Promotional',
    publisher: 'Louisiana Tourist Commission',
  },
];

const REPORTERS: DemoContributor[] = [
  p('Marcel Thibodeaux', 'Reporter'),
  p('Ann Guidry', 'Reporter'),
  p('Robert Landry', 'Camera Operator'),
  p('Claudette Broussard', 'Producer'),
  p('James Fontenot', 'Camera Operator'),
  p('Lorraine Hebert', 'Reporter'),
  p('Paul Arceneaux', 'Editor'),
  p('Denise Boudreaux', 'Anchor'),
];

const LPB_CREW: DemoContributor[] = [
  p('Claudette Broussard', 'Producer'),
  p('Victor LeBlanc', 'Director'),
  p('Rosalind Duplantis', 'Narrator'),
  p('Henry Melancon', 'Camera Operator'),
  p('Theresa Romero', 'Editor'),
];

const LSA_CREW: DemoContributor[] = [
  p('Louisiana State Archives', 'Repository'),
  p('W. J. Cormier', 'Camera Operator'),
  p('Eunice Bergeron', 'Cataloguer'),
  p('Department of Public Works', 'Producer'),
];

export const GROUPS: GroupSeed[] = [
  {
    container: 'news',
    collection: 3,
    type: 'Clip',
    genre: 'News Report',
    publishers: ['WBRZ', 'WDSU', 'WWL-TV', 'WAFB', 'KLFY'],
    subjects: ['News'],
    crew: REPORTERS,
    describe: [
      (i) => `${i.title}. News film shot in ${i.place} in ${i.year}.`,
      (i) => `Station footage of ${lower(i.title)}, recorded in ${i.place}, ${i.year}.`,
      (i) => `${i.title}: raw news film with natural sound, ${i.place}, ${i.year}.`,
    ],
    items: [
      item(
        'Governor McKeithen on the Superdome',
        1967,
        'New Orleans',
        ['Architecture', 'Politics and government', 'Superdome'],
        [],
        {
          tag: 'playableClip',
          summary:
            'Governor John McKeithen explains the plan for a domed stadium in downtown New Orleans and why the state should back the bonds to build it.',
          people: [
            p('John McKeithen', 'Interviewee'),
            p('Unknown', ''),
            p('Ann Guidry', 'Reporter'),
          ],
          patch: {
            FormatTimeStart: '00:00:03',
            FormatDuration: '00:00:06',
            DateIssued: '1967-08-14',
            addedAt: '2024-12-02',
            TrackViews: 2418,
          },
        },
      ),
      item(
        'Superdome Construction Site, Unreleased Reel',
        1973,
        'New Orleans',
        ['Superdome', 'Construction'],
        [],
        {
          tag: 'nonPublicClip',
          summary:
            'Outtakes from the Superdome construction site, held back from public release pending rights review.',
          patch: { IsPublic: false, addedAt: '2024-11-20' },
        },
      ),
      item('Superdome Groundbreaking Ceremony', 1971, 'New Orleans', ['Superdome', 'Architecture']),
      item('Superdome Opening Day', 1975, 'New Orleans', ['Superdome', 'Sports'], [], {
        tag: 'playableFromStart',
        summary:
          'Crowds tour the new Louisiana Superdome on its opening day in August 1975, the largest fixed-dome structure in the world.',
        patch: { FormatTimeStart: '00:00:00', FormatDuration: '00:00:10', addedAt: '2024-11-28' },
      }),
      item('Saints Play Their First Game in the Superdome', 1975, 'New Orleans', [
        'Sports',
        'Football',
        'Superdome',
      ]),
      item(
        'Causeway Opens Across Lake Pontchartrain',
        1956,
        'Metairie',
        ['Bridges', 'Transportation'],
        [],
        {
          tag: 'noCaptionsClip',
          summary:
            'Cars cross the new Lake Pontchartrain Causeway on opening day, the longest bridge over water in the world.',
          patch: {
            FormatLocation: DEMO_VIDEO_NO_CAPTIONS_PATH,
            FormatTimeStart: '00:00:02',
            FormatDuration: '00:00:08',
          },
        },
      ),
      item(
        'Hurricane Audrey Survivors Return to Cameron',
        1957,
        'Cameron Parish',
        ['Hurricanes', 'Disasters'],
        ['t-hurricanes'],
      ),
      item(
        'Hurricane Betsy Floods the Lower Ninth Ward',
        1965,
        'New Orleans',
        ['Hurricanes', 'Floods'],
        ['t-hurricanes'],
        {
          tag: 'noteFirstClip',
          patch: {
            descriptions: [
              { text: 'Reel 14 of 22; the first minute has no sound.', type: 'Note' },
              {
                text: 'Residents of the Lower Ninth Ward wait on rooftops and levees for boats after Hurricane Betsy.',
                type: 'Abstract',
              },
              { text: 'Second abstract, not shown by the site.', type: 'Abstract' },
            ],
          },
        },
      ),
      item(
        'School Desegregation Crisis in New Orleans',
        1960,
        'New Orleans',
        ['Civil rights', 'School integration'],
        ['t-civil'],
      ),
      item(
        'Southern University Students Stage Sit-ins',
        1960,
        'Baton Rouge',
        ['Civil rights', 'Students'],
        ['t-civil'],
      ),
      item(
        'Bogalusa March to Baton Rouge',
        1967,
        'Bogalusa',
        ['Civil rights', 'Demonstrations'],
        ['t-civil'],
      ),
      item(
        'Dutch Morial Sworn In as Mayor',
        1978,
        'New Orleans',
        ['Civil rights', 'Mayors'],
        ['t-civil'],
      ),
      item(
        'Offshore Oil Platform off Grand Isle',
        1972,
        'Grand Isle',
        ['Petroleum industry', 'Offshore drilling'],
        ['t-oil'],
      ),
      item(
        'Lake Peigneur Drilling Disaster',
        1980,
        'Iberia Parish',
        ['Petroleum industry', 'Disasters'],
        ['t-oil'],
      ),
      item(
        'The Oil Bust Hits Lafayette',
        1986,
        'Lafayette',
        ['Petroleum industry', 'Economic conditions'],
        ['t-oil'],
      ),
      item(
        'Morganza Spillway Opened for the First Time',
        1973,
        'Pointe Coupee Parish',
        ['Floods', 'Flood control'],
        ['t-flood'],
      ),
      item(
        'Bonnet Carré Spillway Opening',
        1983,
        'St. Charles Parish',
        ['Floods', 'Flood control'],
        ['t-flood'],
      ),
      item(
        'Mardi Gras Parade Route on St. Charles Avenue',
        1969,
        'New Orleans',
        ['Mardi Gras', 'Parades'],
        ['t-mardi'],
      ),
      item(
        'Rex Greets His Queen at Gallier Hall',
        1974,
        'New Orleans',
        ['Mardi Gras', 'Carnival'],
        ['t-mardi'],
      ),
      item(
        'Police Strike Cancels Carnival Parades',
        1979,
        'New Orleans',
        ['Mardi Gras', 'Strikes'],
        ['t-mardi'],
      ),
      item('Louisiana World Exposition Opens', 1984, 'New Orleans', ["World's fairs", 'Tourism']),
      item(
        'Edwin Edwards Wins the Governor’s Race',
        1971,
        'Baton Rouge',
        ['Governors', 'Elections'],
        [],
        {
          tag: 'curlyApostropheClip',
          people: [p('Edwin Edwards', 'Interviewee'), p('Marcel Thibodeaux', 'Reporter')],
        },
      ),
      item(
        'Constitutional Convention Convenes',
        1973,
        'Baton Rouge',
        ['Constitutions', 'Politics and government'],
        [],
        {
          tag: 'leadingZeroClip',
          patch: { Identifier: '00042' },
        },
      ),
      item('Voters Approve the 1974 Constitution', 1974, 'Baton Rouge', [
        'Constitutions',
        'Elections',
      ]),
      item(
        'Jazz Funeral for a Tremé Musician',
        1976,
        'New Orleans',
        ['Jazz', 'Funeral rites and ceremonies'],
        ['t-music'],
      ),
      item(
        'New Orleans Jazz & Heritage Festival at the Fair Grounds',
        1972,
        'New Orleans',
        ['Jazz', 'Festivals'],
        ['t-music'],
      ),
      item('Cajun French Returns to the Classroom', 1968, 'Lafayette', [
        'French language',
        'Cajuns',
        'Education',
      ]),
      item('CODOFIL Founded in Lafayette', 1968, 'Lafayette', ['French language', 'Cajuns']),
      item(
        'Atchafalaya Basin Crawfish Harvest',
        1977,
        'Henderson',
        ['Crawfish industry', 'Atchafalaya River Basin'],
        [],
        {
          tag: 'emptyThumbnailClip',
          patch: { ThumbnailImage: '' },
        },
      ),
      item(
        'Shrimp Season Opens in Delcambre',
        1981,
        'Delcambre',
        ['Shrimp industry--Louisiana', 'Fisheries'],
        [],
        {
          patch: {
            contributors: [
              { name: 'Chris Segura', role: 'Reporter' },
              { name: 'Nolan Broussard', role: 'Interviewee' },
            ],
          },
        },
      ),
      item(
        'Sugar Cane Grinding Season',
        1966,
        'Thibodaux',
        ['Sugarcane industry', 'Agriculture'],
        [],
        {
          tag: 'untimedClip',
          patch: { FormatTimeStart: '', FormatDuration: '' },
        },
      ),
      item(
        'Thibodaux Sugar Strike Remembered',
        1987,
        'Thibodaux',
        ['Labor', 'Sugarcane industry', 'Civil rights'],
        ['t-civil'],
        { patch: { coverages: ['Thibodaux (La.)', 'Lafourche Parish (La.)', '1987'] } },
      ),
      item('LSU Tigers Win the National Championship', 1958, 'Baton Rouge', ['Football', 'Sports']),
      item('Billy Cannon’s Halloween Run', 1959, 'Baton Rouge', ['Football', 'Sports']),
      item(
        'Old State Capitol Restoration Begins',
        1990,
        'Baton Rouge',
        ['Historic buildings', 'Historic preservation'],
        [],
        {
          tag: 'httpThumbnailClip',
          patch: { ThumbnailImage: 'http://media.ldma.example.org/thumbs/old-state-capitol.jpg' },
        },
      ),
      item(
        'Interstate 10 Bridge over the Atchafalaya Opens',
        1973,
        'St. Martin Parish',
        ['Bridges', 'Highways'],
        [],
        {
          tag: 's3ThumbnailClip',
          patch: { ThumbnailImage: S3_THUMBNAIL },
        },
      ),
      item(
        'Chemical Corridor Along the River',
        1988,
        'St. James Parish',
        ['Petrochemical industry', 'Environmental protection'],
        ['t-oil'],
        {
          patch: { ThumbnailImage: S3_THUMBNAIL },
        },
      ),
      item(
        'Coastal Land Loss in Terrebonne Parish',
        1990,
        'Houma',
        ['Coastal erosion', 'Wetlands'],
        ['t-hurricanes'],
      ),
      item(
        'The Great Flood of 1927 Remembered',
        1977,
        'Plaquemines Parish',
        ['Floods', 'Oral history'],
        ['t-flood'],
      ),
      item(
        'Huey P. Long Bridge Fiftieth Anniversary',
        1985,
        'Jefferson Parish',
        ['Bridges', 'Huey Long'],
        ['t-long'],
      ),
      item('Earl Long’s Last Campaign', 1960, 'Winnfield', ['Governors', 'Elections'], ['t-long']),
      item(
        'Lindy Boggs Elected to Congress',
        1973,
        'New Orleans',
        ['Women in politics', 'Elections'],
        [],
        {
          tag: 'notDigitizedClip',
          patch: {
            IsDigitized: false,
            FormatLocation: '',
            FormatTimeStart: '',
            FormatDuration: '',
          },
        },
      ),
    ],
  },
  {
    container: 'legis',
    collection: 3,
    type: 'Episode',
    genre: 'Public Affairs',
    publishers: ['Louisiana Public Broadcasting'],
    subjects: ['Legislative bodies'],
    crew: [
      p('Beth Courtney', 'Executive Producer'),
      p('Marcel Thibodeaux', 'Host'),
      p('Victor LeBlanc', 'Director'),
    ],
    describe: [
      (i) =>
        `${i.title}. Floor debate and committee highlights from the State Capitol in ${i.year}.`,
      (i) => `Gavel-to-gavel coverage: ${lower(i.title)}, with interviews with lawmakers.`,
    ],
    items: [
      item('1976 Regular Session: Opening Day', 1976, 'Baton Rouge', ['Legislative bodies'], [], {
        tag: 'episode',
      }),
      item(
        '1979 Regular Session: Severance Tax Debate',
        1979,
        'Baton Rouge',
        ['Taxation', 'Petroleum industry'],
        ['t-oil'],
      ),
      item('1982 Regular Session: Highway Funding', 1982, 'Baton Rouge', ['Highways', 'Budget']),
      item('1984 Special Session: Fiscal Crisis', 1984, 'Baton Rouge', ['Budget', 'Taxation']),
      item(
        '1986 Special Session: Budget Shortfall',
        1986,
        'Baton Rouge',
        ['Budget', 'Petroleum industry'],
        ['t-oil'],
      ),
      item('1987 Regular Session: Education Reform', 1987, 'Baton Rouge', [
        'Education',
        'Teachers',
      ]),
      item('1989 Regular Session: Tax Reform Amendment', 1989, 'Baton Rouge', [
        'Taxation',
        'Constitutions',
      ]),
      item('1991 Regular Session: Campaign Finance', 1991, 'Baton Rouge', [
        'Campaign funds',
        'Elections',
      ]),
      item('1993 Regular Session: Riverboat Gaming', 1993, 'Baton Rouge', ['Gambling', 'Tourism']),
      item('1996 Regular Session: Term Limits', 1996, 'Baton Rouge', ['Term limits', 'Elections']),
    ],
  },
  {
    container: 'state',
    collection: 3,
    type: 'Episode',
    genre: 'Magazine',
    publishers: ['Louisiana Public Broadcasting'],
    subjects: ['Public affairs'],
    crew: [
      p('Denise Boudreaux', 'Host'),
      p('Lorraine Hebert', 'Reporter'),
      p('Claudette Broussard', 'Producer'),
      p('Henry Melancon', 'Camera Operator'),
    ],
    describe: [
      (i) => `This week: ${lower(i.title)}. Reports from ${i.place} and around the state.`,
      (i) => `${i.title}. A half-hour look at the story from ${i.place}, ${i.year}.`,
    ],
    items: [
      item(
        'Coastal Restoration and the Caernarvon Diversion',
        1992,
        'Plaquemines Parish',
        ['Coastal erosion', 'Wetlands'],
        ['t-hurricanes'],
      ),
      item(
        'Rebuilding After Hurricane Andrew',
        1992,
        'Morgan City',
        ['Hurricanes', 'Disaster relief'],
        ['t-hurricanes'],
      ),
      item(
        'Riverboat Casinos Come to Louisiana',
        1994,
        'Shreveport',
        ['Gambling', 'Riverboats'],
        [],
        {
          patch: {
            coverages: ['Shreveport (La.)', 'Bossier City (La.)', 'Tunica (Miss.)', '1994'],
          },
        },
      ),
      item('The Angola Prison Rodeo', 1997, 'Angola', ['Prisons', 'Rodeos']),
      item('Saving the Louisiana Black Bear', 1999, 'Tensas Parish', [
        'Wildlife conservation',
        'Bears',
      ]),
      item('Creole Tomato Festival', 2001, 'New Orleans', ['Festivals', 'Food']),
      item(
        'Rita’s Toll in Southwest Louisiana',
        2005,
        'Lake Charles',
        ['Hurricanes', 'Disasters'],
        ['t-hurricanes'],
      ),
      item(
        'Katrina: One Year Later',
        2006,
        'New Orleans',
        ['Hurricanes', 'Recovery'],
        ['t-hurricanes'],
      ),
      item('Reopening the Superdome', 2006, 'New Orleans', ['Superdome', 'Sports', 'Recovery']),
      item(
        'Deepwater Horizon and the Fishing Fleet',
        2010,
        'Venice',
        ['Oil spills', 'Fisheries'],
        ['t-oil'],
      ),
    ],
  },
  {
    container: 'folk',
    collection: 3,
    type: 'Clip',
    genre: 'Documentary',
    publishers: ['Louisiana Public Broadcasting', 'Louisiana Folklife Program'],
    subjects: ['Folklore'],
    crew: [
      p('Barry Jean Ancelet', 'Folklorist'),
      p('Rosalind Duplantis', 'Narrator'),
      p('Henry Melancon', 'Camera Operator'),
    ],
    describe: [
      (i) =>
        `${i.title}. Field recording in ${i.place}, ${i.year}, with the tradition bearers in their own words.`,
      (i) => `A folklife portrait: ${lower(i.title)}, filmed in ${i.place}.`,
    ],
    items: [
      item(
        'Cajun & Creole Fiddle Styles',
        1980,
        'Eunice',
        ['Cajun music', 'Fiddle music'],
        ['t-music'],
        {
          tag: 'ampersandTitleClip',
          summary:
            'Two fiddlers trade waltzes and two-steps and talk about the difference between Cajun and Creole bowing.',
          patch: { addedAt: '2024-11-25' },
        },
      ),
      item('Boucherie in Vermilion Parish', 1982, 'Abbeville', ['Foodways', 'Cajuns'], [], {
        patch: { coverages: ['Abbeville (La.)', 'Vermilion Parish (La.)', '1982'] },
      }),
      item(
        'Mardi Gras Indians Sew Their Suits',
        1984,
        'New Orleans',
        ['Mardi Gras Indians', 'Beadwork'],
        ['t-mardi'],
      ),
      item(
        'Courir de Mardi Gras in Mamou',
        1979,
        'Mamou',
        ['Mardi Gras', 'Cajuns'],
        ['t-mardi', 't-music'],
      ),
      item(
        'Zydeco Night at Richard’s Club',
        1986,
        'Lawtell',
        ['Zydeco music', 'Dance halls'],
        ['t-music'],
        { patch: { DateIssued: '', coverages: ['Lawtell (La.)'] } },
      ),
      item('Building a Pirogue in the Atchafalaya', 1983, 'Pierre Part', [
        'Boatbuilding',
        'Atchafalaya River Basin',
      ]),
      item('Isleño Décimas in St. Bernard Parish', 1985, 'St. Bernard Parish', [
        'Isleños',
        'Ballads',
      ]),
      item('Coushatta Basket Weaving', 1988, 'Elton', ['Koasati Indians', 'Basket making'], [], {
        patch: { DateIssued: '', coverages: ['Elton (La.)'] },
      }),
      item(
        'Accordion Making in Eunice',
        1981,
        'Eunice',
        ['Accordions', 'Cajun music'],
        ['t-music'],
        { patch: { DateIssued: '', coverages: ['Eunice (La.)', '1980s'] } },
      ),
      item('Crawfish Boil in Breaux Bridge', 1987, 'Breaux Bridge', [
        'Foodways',
        'Crawfish industry',
      ]),
    ],
  },
  {
    container: 'legends',
    collection: 3,
    type: 'Episode',
    genre: 'Interview',
    publishers: ['Louisiana Public Broadcasting'],
    subjects: ['Biography'],
    crew: [p('Victor LeBlanc', 'Director'), p('Rosalind Duplantis', 'Interviewer')],
    describe: [
      (i) => `${i.title} talks about a life in Louisiana, recorded in ${i.place} in ${i.year}.`,
      (i) => `A conversation with ${i.title}: childhood, career and the state that shaped them.`,
    ],
    items: [
      item('Ernest J. Gaines', 1993, 'Oscar', ['Authors', 'Literature']),
      item('Lindy Boggs', 1991, 'New Orleans', ['Women in politics', 'Legislators']),
      item('Pete Fountain', 1995, 'New Orleans', ['Jazz', 'Clarinetists'], ['t-music']),
      item(
        'Dr. Norman C. Francis',
        1998,
        'New Orleans',
        ['Universities and colleges', 'Civil rights'],
        ['t-civil'],
      ),
      item(
        'Clifton Chenier Remembered',
        1988,
        'Opelousas',
        ['Zydeco music', 'Accordionists'],
        ['t-music'],
        {
          summary:
            'Family and bandmates remember the King of Zydeco, with performance film from the Red Hot Louisiana Band.',
        },
      ),
      item(
        'Governor Jimmie Davis',
        1989,
        'Baton Rouge',
        ['Governors', 'Country music'],
        ['t-music'],
      ),
      item(
        'A. P. Tureaud Jr. on His Father’s Legacy',
        1996,
        'New Orleans',
        ['Civil rights', 'Lawyers'],
        ['t-civil'],
        {
          summary:
            'A. P. Tureaud Jr., the first Black undergraduate at LSU, on his father’s decades of civil rights litigation.',
        },
      ),
      item(
        'Justice Revius Ortique Jr.',
        1997,
        'New Orleans',
        ['Judges', 'Civil rights'],
        ['t-civil'],
      ),
    ],
  },
  {
    container: 'hurricane',
    collection: 3,
    type: 'Clip',
    genre: 'News Report',
    publishers: ['Louisiana Public Broadcasting', 'WWL-TV'],
    subjects: ['Hurricanes'],
    topics: ['t-hurricanes'],
    crew: REPORTERS,
    describe: [
      (i) => `${i.title}. Storm coverage from ${i.place}, ${i.year}.`,
      (i) => `Landfall and aftermath: ${lower(i.title)}, as seen on local television in ${i.year}.`,
    ],
    items: [
      item('Hurricane Audrey: The Cameron Parish Tragedy', 1957, 'Cameron Parish', ['Disasters']),
      item('Hurricane Camille Reaches Plaquemines Parish', 1969, 'Plaquemines Parish', [
        'Disasters',
      ]),
      item(
        'Hurricane Andrew Strikes Morgan City',
        1992,
        'Morgan City',
        ['Disasters', 'Hurricane Andrew, 1992--Louisiana--Terrebonne Parish'],
        [],
        {
          patch: {
            coverages: ['Morgan City (La.)', 'Houma (La.)', 'Terrebonne Parish (La.)', '1992'],
          },
        },
      ),
      item(
        'Hurricane Katrina: The Superdome as Shelter',
        2005,
        'New Orleans',
        ['Superdome', 'Evacuations'],
        [],
        {
          patch: { addedAt: '2024-11-30' },
        },
      ),
      item('Hurricane Rita Floods Cameron Again', 2005, 'Cameron Parish', ['Floods']),
      item('Hurricane Gustav Evacuation of Baton Rouge', 2008, 'Baton Rouge', ['Evacuations']),
    ],
  },
  {
    container: 'elections',
    collection: 3,
    type: 'Clip',
    genre: 'News Report',
    publishers: ['Louisiana Public Broadcasting'],
    subjects: ['Elections', 'Governors'],
    crew: [
      p('Denise Boudreaux', 'Anchor'),
      p('Marcel Thibodeaux', 'Reporter'),
      p('Paul Arceneaux', 'Editor'),
    ],
    describe: [
      (i) => `${i.title}. Live returns and speeches from election night, ${i.year}.`,
      (i) => `Election night coverage: ${lower(i.title)}.`,
    ],
    items: [
      item('Election Night 1979: Treen Becomes Governor', 1979, 'Baton Rouge'),
      item('Election Night 1983: Edwards Returns', 1983, 'Baton Rouge'),
      item('Election Night 1987: The Roemer Revolution', 1987, 'Baton Rouge'),
      item('Election Night 1991: The Edwards–Duke Runoff', 1991, 'New Orleans'),
      item('Election Night 1995: Foster Elected', 1995, 'Baton Rouge'),
      item('Election Night 2003: Blanco Makes History', 2003, 'Lafayette', ['Women in politics']),
    ],
  },
  {
    container: 't-civil',
    collection: 3,
    type: 'Segment',
    genre: 'Documentary',
    publishers: ['Louisiana Public Broadcasting'],
    subjects: ['Civil rights', 'African Americans'],
    crew: [
      p('Claudette Broussard', 'Producer'),
      p('Rosalind Duplantis', 'Narrator'),
      p('Theresa Romero', 'Editor'),
    ],
    describe: [
      (i) => `${i.title}. Archival film and oral history from ${i.place}, ${i.year}.`,
      (i) =>
        `Part of the civil rights story in Louisiana: ${lower(i.title)} (${i.place}, ${i.year}).`,
    ],
    items: [
      item(
        'The Baton Rouge Bus Boycott of 1953',
        1953,
        'Baton Rouge',
        ['Boycotts', 'Public transportation'],
        [],
        {
          summary:
            'In June 1953 Black riders in Baton Rouge stayed off the city buses for a week, organising free car rides that became a model for the Montgomery boycott.',
        },
      ),
      item('Rev. T. J. Jemison Organizes Free Rides', 1953, 'Baton Rouge', ['Clergy', 'Boycotts']),
      item('A. P. Tureaud and the NAACP Legal Fight', 1950, 'New Orleans', [
        'Lawyers',
        'Segregation in education',
      ]),
      item('Ruby Bridges Enters William Frantz Elementary', 1960, 'New Orleans', [
        'School integration',
        'Children',
      ]),
      item('The McDonogh Three Integrate Their School', 1960, 'New Orleans', [
        'School integration',
      ]),
      item('Freedom Riders Arrive in New Orleans', 1961, 'New Orleans', ['Freedom Rides']),
      item('CORE Voter Registration in Plaquemine', 1963, 'Plaquemine', ['Voter registration']),
      item('The Deacons for Defense in Jonesboro', 1964, 'Jonesboro', ['Self-defense']),
      item('Desegregating LSU', 1964, 'Baton Rouge', [
        'Universities and colleges',
        'Segregation in education',
      ]),
      item('Sit-ins at the Woolworth Lunch Counter on Canal Street', 1960, 'New Orleans', [
        'Sit-ins',
      ]),
      item('Voting Rights in East Feliciana Parish', 1965, 'Clinton', ['Voting rights']),
      item('Oretha Castle Haley and New Orleans CORE', 1962, 'New Orleans', [
        'Women civil rights workers',
      ]),
      item('Southern University Students Expelled After the Sit-ins', 1960, 'Baton Rouge', [
        'Students',
        'Sit-ins',
      ]),
      item('Dr. Leonard Burns and the Consumers’ League Boycott', 1960, 'New Orleans', [
        'Boycotts',
      ]),
      item('Integrating New Orleans City Park', 1958, 'New Orleans', ['Parks', 'Segregation']),
      item('Ernest “Dutch” Morial Goes to the Legislature', 1967, 'Baton Rouge', ['Legislators']),
      item(
        'The Louisiana Weekly Newsroom',
        1965,
        'New Orleans',
        ['African American newspapers'],
        [],
        {
          patch: { ThumbnailImage: '' },
        },
      ),
      item('Xavier University Students March', 1963, 'New Orleans', ['Students', 'Demonstrations']),
      item('Homer Plessy’s Stand on the Press Street Tracks', 2009, 'New Orleans', [
        'Segregation in transportation',
      ]),
      item('The State Sovereignty Commission Files', 1998, 'Baton Rouge', [
        'Segregation',
        'Government records',
      ]),
    ],
  },
  {
    container: 'p-flood',
    collection: 3,
    type: 'Segment',
    genre: 'Documentary',
    publishers: ['Louisiana Public Broadcasting'],
    subjects: ['Floods'],
    topics: ['t-flood'],
    crew: LPB_CREW,
    describe: [(i) => `From Rising Waters: ${lower(i.title)}.`],
    items: [
      item(
        'Dynamiting the Caernarvon Levee',
        1927,
        'Plaquemines Parish',
        ['Levees', 'Explosives'],
        [],
        {
          tag: 'programSegment',
          summary:
            'To spare New Orleans, engineers blew a hole in the levee at Caernarvon in April 1927, flooding St. Bernard and Plaquemines parishes.',
          // Its own captions, so a search for "flood" or "levee" finds spoken mentions.
          patch: {
            FormatLocation: DEMO_VIDEO_FLOOD_PATH,
            FormatTimeStart: '00:00:00',
            FormatDuration: '00:00:16',
          },
        },
      ),
      item('Refugee Camps in Baton Rouge', 1927, 'Baton Rouge', ['Refugees', 'Disaster relief']),
      item('Herbert Hoover Tours the Flooded Parishes', 1927, 'Melville', ['Disaster relief']),
      item('The Flood Control Act of 1928', 1928, 'Louisiana', ['Flood control', 'Levees']),
    ],
  },
  {
    container: 'p-long',
    collection: 3,
    type: 'Segment',
    genre: 'Documentary',
    publishers: ['Louisiana Public Broadcasting'],
    subjects: ['Huey Long'],
    topics: ['t-long'],
    crew: LPB_CREW,
    describe: [(i) => `From Kingfish: ${lower(i.title)}.`],
    items: [
      item('Winn Parish Beginnings', 1893, 'Winnfield', ['Childhood']),
      item('Share Our Wealth', 1934, 'Washington (D.C.)', ['Economic policy', 'Speeches']),
      item('Building the New Capitol', 1932, 'Baton Rouge', ['Capitols']),
      item('Assassination in the Capitol Corridor', 1935, 'Baton Rouge', ['Assassination']),
    ],
  },
  {
    container: 'p-dome',
    collection: 3,
    type: 'Segment',
    genre: 'Documentary',
    publishers: ['Louisiana Public Broadcasting'],
    subjects: ['Superdome'],
    crew: LPB_CREW,
    describe: [(i) => `From Building the Superdome: ${lower(i.title)}.`],
    items: [
      item('Dixon’s Dream', 1966, 'New Orleans', ['Sports']),
      item('Steel Over Poydras Street', 1973, 'New Orleans', ['Construction']),
      item('Opening Night, August 1975', 1975, 'New Orleans', ['Celebrations']),
    ],
  },
  {
    container: 'p-oil',
    collection: 3,
    type: 'Segment',
    genre: 'Documentary',
    publishers: ['Louisiana Public Broadcasting'],
    subjects: ['Petroleum industry'],
    topics: ['t-oil'],
    crew: LPB_CREW,
    describe: [(i) => `From Black Gold: ${lower(i.title)}.`],
    items: [
      item('Jennings Field, 1901', 1901, 'Jennings', ['Oil wells']),
      item('The First Well Out of Sight of Land', 1947, 'Morgan City', ['Offshore drilling']),
      item('Boom Years in Morgan City', 1955, 'Morgan City', ['Economic conditions']),
    ],
  },
  {
    container: 'p-capitol',
    collection: 3,
    type: 'Segment',
    genre: 'Documentary',
    publishers: ['Louisiana Public Broadcasting'],
    subjects: ['Capitols'],
    topics: ['t-long'],
    crew: LPB_CREW,
    describe: [(i) => `From The Tallest Capitol: ${lower(i.title)}.`],
    items: [
      item('Thirty-Four Floors in Fourteen Months', 1932, 'Baton Rouge', ['Construction']),
      item('Memorial Hall and the Senate Chamber', 1932, 'Baton Rouge', ['Architecture']),
    ],
  },
  {
    container: 'p-carnival',
    collection: 3,
    type: 'Segment',
    genre: 'Documentary',
    publishers: ['Louisiana Public Broadcasting'],
    subjects: ['Mardi Gras'],
    topics: ['t-mardi'],
    crew: LPB_CREW,
    describe: [(i) => `From Carnival Time: ${lower(i.title)}.`],
    items: [
      item('Comus and the Old-Line Krewes', 1857, 'New Orleans', ['Krewes']),
      item('Zulu Takes to the Streets', 1909, 'New Orleans', ['Krewes', 'African Americans']),
      item('Courir in the Prairie Parishes', 1995, 'Church Point', ['Cajuns'], ['t-music']),
    ],
  },
  {
    container: null,
    collection: 3,
    type: 'Clip',
    genre: 'Raw Footage',
    publishers: ['Louisiana Public Broadcasting'],
    subjects: [],
    crew: [p('Henry Melancon', 'Camera Operator')],
    describe: [(i) => `${i.title}. Footage from ${i.place}, ${i.year}.`],
    items: [
      item(
        'Sunrise over the Atchafalaya Basin',
        1994,
        'Atchafalaya River Basin',
        ['Swamps', 'Landscapes'],
        [],
        {
          tag: 'standaloneClip',
          summary: 'Morning mist lifts over cypress and tupelo in the Atchafalaya Basin.',
          patch: { addedAt: '2024-11-18' },
        },
      ),
      item('LPB Station Identification', 1975, 'Baton Rouge', ['Television stations'], [], {
        tag: 'noAbstractClip',
        patch: {
          descriptions: [
            { text: 'Station break reel; no catalogue abstract written.', type: 'Note' },
          ],
        },
      }),
    ],
  },
  // LSA
  {
    container: 'l-gov',
    collection: 4,
    type: 'Clip',
    genre: 'Raw Footage',
    publishers: ['Louisiana State Archives', 'Office of the Governor'],
    subjects: ['Governors'],
    crew: LSA_CREW,
    describe: [
      (i) => `${i.title}. Film from the Office of the Governor, ${i.place}, ${i.year}.`,
      (i) => `${i.title} (${i.year}). Silent film transferred from the original reel.`,
    ],
    items: [
      item(
        'Governor Oscar K. Allen Signs Highway Bills',
        1934,
        'Baton Rouge',
        ['Highways', 'Legislation'],
        [],
        {
          tag: 'lsaClip',
          patch: { addedAt: '2024-11-22', FormatTimeStart: '00:00:05', FormatDuration: '00:00:07' },
        },
      ),
      item('Governor Richard Leche Dedicates Charity Hospital', 1939, 'New Orleans', ['Hospitals']),
      item('Governor Sam Jones Signs the Civil Service Act', 1940, 'Baton Rouge', [
        'Civil service',
      ]),
      item('Governor Jimmie Davis Sings at His Inauguration', 1944, 'Baton Rouge', [
        'Inaugurations',
        'Country music',
      ]),
      item('Governor Earl K. Long at the State Fair', 1949, 'Shreveport', ['Fairs']),
      item('Governor Robert Kennon Tours the Port of Lake Charles', 1953, 'Lake Charles', [
        'Harbors',
      ]),
      item('Governor Earl K. Long Addresses the Legislature', 1959, 'Baton Rouge', ['Speeches']),
      item('Governor John McKeithen’s Inaugural Parade', 1964, 'Baton Rouge', [
        'Inaugurations',
        'Parades',
      ]),
      item(
        'Governor’s Office Internal Briefing (Restricted)',
        1972,
        'Baton Rouge',
        ['Government records'],
        [],
        {
          tag: 'nonPublicLsaClip',
          patch: { IsPublic: false },
        },
      ),
      item('Governor Edwin Edwards Opens the Superdome', 1975, 'New Orleans', ['Superdome']),
      item('Governor Dave Treen’s Inauguration', 1980, 'Baton Rouge', ['Inaugurations']),
      item('Governor Buddy Roemer Signs the Budget', 1988, 'Baton Rouge', ['Budget']),
      item('Governor Mike Foster Opens the Legislative Session', 1996, 'Baton Rouge', [
        'Legislative bodies',
      ]),
      item('Governor Kathleen Blanco Briefs the Press After Katrina', 2005, 'Baton Rouge', [
        'Hurricanes',
        'Press conferences',
      ]),
    ],
  },
  {
    container: 'l-newsreel',
    collection: 4,
    type: 'Clip',
    genre: 'Newsreel',
    publishers: ['Louisiana State Archives'],
    subjects: ['Newsreels'],
    crew: LSA_CREW,
    describe: [
      (i) => `${i.title}. Newsreel footage, ${i.place}, ${i.year}.`,
      (i) => `A ${i.year} newsreel: ${lower(i.title)}.`,
    ],
    items: [
      item('Flood Refugees at Baton Rouge', 1927, 'Baton Rouge', ['Floods', 'Refugees']),
      item('Building the Bonnet Carré Spillway', 1931, 'St. Charles Parish', [
        'Flood control',
        'Construction',
      ]),
      item('Dedication of the New State Capitol', 1932, 'Baton Rouge', ['Capitols', 'Huey Long']),
      item('Huey P. Long Lies in State', 1935, 'Baton Rouge', [
        'Huey Long',
        'Funeral rites and ceremonies',
      ]),
      item('Huey P. Long Funeral Procession', 1935, 'Baton Rouge', [
        'Huey Long',
        'Funeral rites and ceremonies',
      ]),
      item('Opening of the Huey P. Long Bridge', 1935, 'Jefferson Parish', ['Bridges']),
      item('LSU Cadets on Parade', 1936, 'Baton Rouge', ['Military cadets', 'Parades']),
      item('WPA Crews at City Park', 1937, 'New Orleans', [
        'Works Progress Administration',
        'Parks',
      ]),
      item('The Louisiana Maneuvers at Camp Polk', 1941, 'Leesville', [
        'Military exercises',
        'World War, 1939-1945',
      ]),
      item(
        'Higgins Industries Builds Landing Craft',
        1943,
        'New Orleans',
        ['Shipbuilding', 'World War, 1939-1945'],
        [],
        {
          tag: 'leadingZeroLsaClip',
          patch: { Identifier: '00107' },
        },
      ),
      item('Shreveport Victory Parade', 1945, 'Shreveport', ['Parades', 'World War, 1939-1945']),
    ],
  },
  {
    container: 'l-commerce',
    collection: 4,
    type: 'Clip',
    genre: 'Promotional',
    publishers: ['Louisiana Department of Commerce and Industry'],
    subjects: ['Industries'],
    crew: LSA_CREW,
    describe: [
      (i) => `${i.title}. A promotional film of Louisiana industry, ${i.year}.`,
      (i) => `Made to attract investment: ${lower(i.title)} (${i.place}, ${i.year}).`,
    ],
    items: [
      item('Muskrat Trapping in the Marsh', 1947, 'Cameron Parish', ['Trapping', 'Wetlands']),
      item('Sugar Harvest on the Bayou Teche', 1948, 'New Iberia', ['Sugarcane industry']),
      item('Paper Mill at Bogalusa', 1949, 'Bogalusa', ['Paper industry'], [], {
        patch: { ThumbnailImage: S3_THUMBNAIL, addedAt: '2016-03-14' },
      }),
      item('Rice Country Around Crowley', 1950, 'Crowley', ['Rice']),
      item('Cotton Gins of the Red River Valley', 1951, 'Natchitoches', ['Cotton'], [], {
        patch: {
          ThumbnailImage: 'http://media.ldma.example.org/thumbs/cotton-gins.jpg',
          addedAt: '2016-05-02',
        },
      }),
      item('The Port of New Orleans', 1952, 'New Orleans', ['Harbors', 'Shipping']),
      item('Salt Dome Mining at Avery Island', 1953, 'Avery Island', ['Salt mines and mining']),
      item('Shrimp Fleet at Delcambre', 1955, 'Delcambre', ['Shrimp industry']),
      item('Natural Gas Pipelines Across the State', 1956, 'Louisiana', [
        'Natural gas',
        'Pipelines',
      ]),
    ],
  },
  {
    container: 'l-legis',
    collection: 4,
    type: 'Segment',
    genre: 'Public Affairs',
    publishers: ['Louisiana State Archives'],
    subjects: ['Legislative bodies'],
    crew: LSA_CREW,
    describe: [(i) => `${i.title}. From the legislative film collection of the State Archives.`],
    items: [
      item('House Chamber, 1948 Regular Session', 1948, 'Baton Rouge', [], [], {
        tag: 'lsaSegment',
      }),
      item('Senate Debate on the Sales Tax', 1948, 'Baton Rouge', ['Taxation']),
      item('Joint Session Hears the Governor', 1952, 'Baton Rouge', ['Speeches']),
      item('House Votes on the Right-to-Work Law', 1954, 'Baton Rouge', ['Labor laws']),
      item('Segregation Bills Debated', 1960, 'Baton Rouge', ['Segregation']),
      item('Senate Confirms Board Appointments', 1962, 'Baton Rouge', ['Appointments'], [], {
        patch: { ThumbnailImage: '' },
      }),
      item('Special Session on Reapportionment', 1971, 'Baton Rouge', [
        'Apportionment (Election law)',
      ]),
    ],
  },
  {
    container: 'l-tourist',
    collection: 4,
    type: 'Clip',
    genre: 'Promotional',
    publishers: ['Louisiana Tourist Commission'],
    subjects: ['Tourism'],
    crew: LSA_CREW,
    describe: [(i) => `${i.title}. A travel film of the Louisiana Tourist Commission, ${i.year}.`],
    items: [
      item('New Orleans: Jazz and Old World Charm', 1960, 'New Orleans', [
        'Jazz',
        'French Quarter',
      ]),
      item('Plantation Country Along the River Road', 1962, 'St. James Parish', ['Plantations']),
      item('Vacation in Cajun Country', 1965, 'Lafayette', ['Cajuns']),
      item('Natchitoches Christmas Festival of Lights', 1966, 'Natchitoches', [
        'Christmas',
        'Festivals',
      ]),
      item('Sportsman’s Paradise', 1968, 'Grand Isle', ['Fishing', 'Hunting']),
      item('Toledo Bend Reservoir Opens to Anglers', 1969, 'Sabine Parish', [
        'Fishing',
        'Reservoirs',
      ]),
    ],
  },
];

/** Lower-cases a leading article only, so names inside running text keep their capitals. */
function lower(title: string): string {
  return title.replace(/^(The|A|An) /, (article) => article.toLowerCase());
}
