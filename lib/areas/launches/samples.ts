import type { AreaSamples } from '../index';

const ph = 'https://www.producthunt.com';
const img = (id: string) =>
  `https://ph-files.imgix.net/${id}.png?auto=format&fit=crop&frame=1&h=240&w=240`;

const topics = {
  ai: { name: 'Artificial Intelligence', slug: 'artificial-intelligence' },
  productivity: { name: 'Productivity', slug: 'productivity' },
  devtools: { name: 'Developer Tools', slug: 'developer-tools' },
  design: { name: 'Design Tools', slug: 'design-tools' },
  notes: { name: 'Notes', slug: 'notes' },
  travel: { name: 'Travel', slug: 'travel' },
};

export const launchesSamples: AreaSamples<'launches'> = {
  'launches.leaderboard': {
    posts: [
      {
        name: 'Driftnote',
        slug: 'driftnote',
        tagline: 'Voice memos that turn into tidy, linked notes ✨',
        url: `${ph}/products/driftnote`,
        launchUrl: `${ph}/posts/driftnote-2`,
        topics: [topics.productivity, topics.ai, topics.notes],
        thumbnailUrl: img('8f3a2c1e-5b7d-4e9a-a61c-2d4f8b0e7c35'),
        votesCount: 742,
        commentsCount: 118,
      },
      {
        name: 'Stackscope',
        slug: 'stackscope',
        tagline: 'See every service your pull request touches before you merge',
        url: `${ph}/products/stackscope`,
        launchUrl: `${ph}/posts/stackscope`,
        topics: [topics.devtools, topics.ai],
        thumbnailUrl: img('2b91d7f4-0c6e-4a3b-9e8d-5f1a7c2e4b60'),
        votesCount: 613,
        commentsCount: 87,
      },
      {
        name: 'Palettely',
        slug: 'palettely',
        tagline: 'Generate accessible color systems from a single brand hue',
        url: `${ph}/products/palettely`,
        launchUrl: `${ph}/posts/palettely`,
        topics: [topics.design],
        thumbnailUrl: img('c4e07a52-93b1-4f8d-b6a2-7d0e3c9f1a84'),
        votesCount: 498,
        commentsCount: 64,
      },
      {
        name: 'Tabiji',
        slug: 'tabiji',
        tagline: 'Plan a trip to Japan in minutes — 旅のプランを数分で',
        url: `${ph}/products/tabiji`,
        launchUrl: `${ph}/posts/tabiji`,
        topics: [topics.travel, topics.ai],
        thumbnailUrl: img('5d7b3e19-6a4c-4c2f-8e90-b1f62a4d8c07'),
        votesCount: 356,
        commentsCount: 41,
      },
      {
        name: 'Inboxless',
        slug: 'inboxless',
        tagline: 'Turn newsletters into one calm daily digest',
        url: `${ph}/products/inboxless`,
        launchUrl: `${ph}/posts/inboxless`,
        topics: [topics.productivity],
        thumbnailUrl: img('e6a18c03-2f5d-4b7e-a3c9-0d8b4f6e2a91'),
        votesCount: 287,
        commentsCount: 29,
      },
    ],
    title: 'Top Products Launching on November 20th, 2026',
    date: '2026-11-20',
    period: 'daily',
    totalResults: 5,
  },

  'launches.search': {
    query: 'notes',
    products: [
      {
        name: 'Driftnote',
        slug: 'driftnote',
        tagline: 'Voice memos that turn into tidy, linked notes ✨',
        url: `${ph}/products/driftnote`,
        launchUrl: `${ph}/posts/driftnote-2`,
        thumbnailUrl: img('8f3a2c1e-5b7d-4e9a-a61c-2d4f8b0e7c35'),
      },
      {
        name: 'Marginalia',
        slug: 'marginalia',
        tagline: 'Highlight anything on the web and keep it in plain Markdown',
        url: `${ph}/products/marginalia`,
        launchUrl: `${ph}/posts/marginalia`,
        thumbnailUrl: img('1a9c4e7b-3d2f-4e6a-b8c1-9f0d5a7e3b26'),
      },
      {
        name: 'Quillpad',
        slug: 'quillpad',
        tagline: 'A distraction-free notebook for handwritten math on iPad',
        url: `${ph}/products/quillpad`,
        launchUrl: `${ph}/posts/quillpad-3`,
        thumbnailUrl: img('7e2d5b80-4c1a-4f9e-a6d3-2b8c0e4f7a19'),
      },
      {
        name: 'Notizblock',
        slug: 'notizblock',
        tagline: 'Privacy-first notes, hosted in Germany — Notizen ohne Tracking',
        url: `${ph}/products/notizblock`,
        launchUrl: `${ph}/posts/notizblock`,
        thumbnailUrl: img('b3f80d16-9e4a-4d5c-8b27-6a1c3e9f0d52'),
      },
    ],
    totalResults: 4,
  },

  'launches.product': {
    name: 'Driftnote',
    slug: 'driftnote',
    tagline: 'Voice memos that turn into tidy, linked notes ✨',
    description:
      'Driftnote listens to your voice memos, transcribes them in 40+ languages and files them as linked notes with tasks, dates and people pulled out automatically. Works offline on iPhone and Mac, and syncs end-to-end encrypted.',
    launchUrl: `${ph}/posts/driftnote-2`,
    website: 'https://driftnote.app/?ref=producthunt',
    votesCount: 742,
    overallRating: 4.8,
    reviewCount: 3,
    topics: [topics.productivity, topics.ai, topics.notes],
    makers: [
      {
        name: 'Maya Lindgren',
        username: 'mayalindgren',
        profileUrl: `${ph}/@mayalindgren`,
        avatarUrl:
          'https://ph-avatars.imgix.net/4218873/9b2e1f7c-3a4d-4c8e-b5f6-0d7a2e9c1b43.jpeg?auto=compress&codec=mozjpeg&cs=strip&auto=format&w=120&h=120&fit=crop',
      },
      {
        name: 'Kenji Watanabe',
        username: 'kenjiw',
        profileUrl: `${ph}/@kenjiw`,
        avatarUrl:
          'https://ph-avatars.imgix.net/3307912/c1a8e4d2-7f5b-4e3a-9d60-2b4f8c7e1a95.jpeg?auto=compress&codec=mozjpeg&cs=strip&auto=format&w=120&h=120&fit=crop',
      },
    ],
    thumbnailUrl: img('8f3a2c1e-5b7d-4e9a-a61c-2d4f8b0e7c35'),
    launches: [
      { name: 'Driftnote 2.0', slug: 'driftnote-2', url: `${ph}/posts/driftnote-2` },
      { name: 'Driftnote', slug: 'driftnote', url: `${ph}/posts/driftnote` },
    ],
  },

  'launches.reviews': {
    slug: 'driftnote',
    overallRating: 4.8,
    totalReviews: 3,
    reviews: [
      {
        author: {
          name: 'Priya Raman',
          username: 'priyaraman',
          profileUrl: `${ph}/@priyaraman`,
        },
        rating: 5,
        pros: {
          tags: [
            { label: 'Accurate transcription', count: 14 },
            { label: 'Offline mode', count: 9 },
          ],
          text: 'I record ideas on my commute and they show up as clean notes with tasks already extracted. Transcription handles my mix of English and Tamil surprisingly well.',
        },
        cons: {
          tags: [{ label: 'No Android app', count: 6 }],
          text: 'Wish there was an Android version for my work phone.',
        },
        alternatives: {
          products: [
            { name: 'Otter.ai', slug: 'otter-ai' },
            { name: 'Notion', slug: 'notion' },
          ],
          text: 'Otter is great for meetings, but Driftnote is much better for quick personal memos.',
        },
        subRatings: { 'Ease of use': 5, Reliability: 4, 'Value for money': 5 },
        helpfulCount: 23,
        viewCount: 1840,
        timeAgo: '2mo ago',
      },
      {
        author: {
          name: 'Jonas Becker',
          username: 'jonasbecker',
          profileUrl: `${ph}/@jonasbecker`,
        },
        rating: 5,
        pros: {
          tags: [{ label: 'Privacy', count: 11 }],
          text: 'Endlich eine Sprachnotiz-App mit Ende-zu-Ende-Verschlüsselung. Die Verknüpfungen zwischen Notizen sind genial.',
        },
        cons: {
          tags: [],
          text: '',
        },
        alternatives: {
          products: [{ name: 'Obsidian', slug: 'obsidian' }],
          text: 'I still use Obsidian for long-form writing, Driftnote feeds into it.',
        },
        subRatings: { 'Ease of use': 5, Reliability: 5 },
        helpfulCount: 11,
        viewCount: 962,
        timeAgo: '3w ago',
      },
      {
        author: {
          name: 'Sofía Morales',
          username: 'sofiamorales',
          profileUrl: `${ph}/@sofiamorales`,
        },
        rating: 4,
        pros: {
          tags: [
            { label: 'Fast', count: 8 },
            { label: 'Beautiful design', count: 12 },
          ],
          text: 'Muy rápida y bonita. Las notas de voz en español se transcriben casi perfectas 🎙️',
        },
        cons: {
          tags: [{ label: 'Pricey', count: 5 }],
          text: 'The yearly plan is a bit expensive compared to similar apps.',
        },
        alternatives: {
          products: [{ name: 'Apple Notes', slug: 'apple-notes' }],
          text: '',
        },
        subRatings: { 'Ease of use': 4, Reliability: 4, 'Value for money': 3 },
        helpfulCount: 4,
        viewCount: 415,
        timeAgo: '5d ago',
      },
    ],
  },
};
