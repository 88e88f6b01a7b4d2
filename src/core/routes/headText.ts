/** A route's head before its page knows more. */
export interface RouteMetaText {
  /** Without the site's name. */
  title: string;
  description: string;
  robots?: 'noindex';
}

/** The head text of a route, and of particular values of one of its parameters. */
export interface RouteHeadText {
  meta: RouteMetaText;
  /** Meta of particular values of one parameter, compared case-insensitively. */
  metaByParam?: { param: string; values: Readonly<Record<string, RouteMetaText>> };
}

const VIDEO: RouteHeadText = {
  meta: {
    title: 'Video',
    description: 'A historic video from the Louisiana Digital Media Archive, with captions.',
  },
};

/** The head text of the site's routes; the route table names each route's own. */
export const HEAD_TEXT = {
  home: {
    meta: {
      title: 'Home',
      description:
        'Decades of historic Louisiana video and audio from Louisiana Public Broadcasting and the Louisiana State Archives. Watch, search and read the Spotlight On History blog.',
    },
  },
  browse: {
    meta: {
      title: 'Browse Videos',
      description: "Browse the archive's videos by collection, series, topic and program.",
    },
  },
  subListing: {
    meta: {
      title: 'Collection Listing',
      description: 'A listing of videos in the Louisiana Digital Media Archive.',
    },
    metaByParam: {
      param: 'category',
      values: {
        series: {
          title: 'Series',
          description: 'The videos of a series in the Louisiana Digital Media Archive.',
        },
        topic: {
          title: 'Topic',
          description: 'The videos of a topic in the Louisiana Digital Media Archive.',
        },
      },
    },
  },
  video: VIDEO,
  blog: {
    meta: {
      title: 'Spotlight On History',
      description: "A Spotlight On History post about Louisiana's past.",
    },
  },
  search: {
    meta: {
      title: 'Search Results',
      description: 'Search the Louisiana Digital Media Archive.',
      robots: 'noindex',
    },
  },
  blogList: {
    meta: {
      title: 'Spotlight On History',
      description:
        "Spotlight On History: stories from Louisiana's past, told with the archive's films and recordings.",
    },
  },
  about: {
    meta: {
      title: 'About LDMA',
      description:
        'About the Louisiana Digital Media Archive: its collections, mission, partners and history.',
    },
  },
  contact: {
    meta: {
      title: 'Contact Us',
      description:
        'Send the Louisiana Digital Media Archive your questions, feedback or a footage licensing request.',
    },
  },
  contactSuccess: {
    meta: {
      title: 'Thank You',
      description: 'Thank you for contacting the Louisiana Digital Media Archive.',
      robots: 'noindex',
    },
  },
  accessibility: {
    meta: {
      title: 'Accessibility',
      description:
        'How the Louisiana Digital Media Archive meets WCAG 2.1 AA, how it is tested, its known limits and how to ask for help.',
    },
  },
  notFound: {
    meta: {
      title: 'Page Not Found',
      description: "We couldn't find that page.",
      robots: 'noindex',
    },
  },
  embed: { meta: { ...VIDEO.meta, robots: 'noindex' } },
  explore: {
    meta: {
      title: 'Explore by Place and Time',
      description:
        "Explore the archive's videos by Louisiana parish, decade, subject and person, on a map of the 64 parishes.",
    },
  },
  exploreParish: {
    meta: {
      title: 'Parish',
      description: 'Videos of a Louisiana parish in the Louisiana Digital Media Archive.',
    },
  },
  exploreDecade: {
    meta: {
      title: 'Decade',
      description: 'Videos of a decade in the Louisiana Digital Media Archive.',
    },
  },
  exploreSubject: {
    meta: {
      title: 'Subject',
      description: 'Videos on a subject in the Louisiana Digital Media Archive.',
    },
  },
  explorePerson: {
    meta: {
      title: 'Person',
      description: 'Videos with a person in the Louisiana Digital Media Archive.',
    },
  },
} satisfies Readonly<Record<string, RouteHeadText>>;
