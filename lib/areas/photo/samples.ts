import type { AreaSamples } from '../index';

const cdn = (path: string, size: string) =>
  `https://scontent-iad3-1.cdninstagram.com/v/t51.29350-15/${path}_n.jpg?stp=dst-jpg_e35_${size}_tt6&_nc_ht=scontent-iad3-1.cdninstagram.com&_nc_cat=1&_nc_ohc=Xq3kR9vT2mUQ7kNvgF1aB2c&oh=00_AYDq8uW3pL&oe=6716C4A2`;

const avatar = (path: string) =>
  `https://scontent-iad3-2.cdninstagram.com/v/t51.2885-19/${path}_n.jpg?stp=dst-jpg_s150x150_tt6&_nc_ht=scontent-iad3-2.cdninstagram.com&_nc_cat=1&oh=00_AYBm4Tz7Qw&oe=6716A913`;

export const photoSamples: AreaSamples<'photo'> = {
  'photo.searchTags': {
    tags: [
      { name: 'travel', mediaCount: 702345118, formattedMediaCount: '702M' },
      { name: 'travelphotography', mediaCount: 245871903, formattedMediaCount: '245M' },
      { name: 'travelgram', mediaCount: 182604477, formattedMediaCount: '182M' },
      { name: 'traveltips', mediaCount: 2412830, formattedMediaCount: '2.4M' },
      { name: 'travelvlog', mediaCount: 987614, formattedMediaCount: '987K' },
    ],
  },
  'photo.user': {
    username: 'nasa',
    fullName: 'NASA',
    biography:
      'Exploring the universe and our home planet. Verified by NASA’s social media team. 🚀🌎',
    followerCount: 97412508,
    followingCount: 86,
    postCount: 4531,
    highlightCount: 21,
    isVerified: true,
    isPrivate: false,
    profilePicUrl: avatar('29090066_159271188110124_1152068159029641216'),
    externalUrl: 'https://www.nasa.gov/',
    category: null,
    bioLinks: [
      { title: 'NASA', url: 'https://www.nasa.gov/' },
      { title: 'NASA+', url: 'https://plus.nasa.gov/' },
    ],
    isProfessional: true,
    pronouns: [],
    recentPosts: [
      {
        id: '3467012945812273341',
        shortcode: 'DAcX9fPuR2k',
        caption:
          'Liftoff! 🚀 The Europa Clipper spacecraft begins its journey to Jupiter’s icy moon, where scientists will investigate whether the ocean beneath its crust could support life.',
        likeCount: 1248703,
        commentCount: 8421,
        isVideo: true,
        thumbnailUrl: cdn('464017743_1201836437554712_4481903316782293910', 's640x640'),
        takenAt: '2026-10-03T16:06:12.000Z',
        mediaType: 'video',
        location: null,
        taggedUsers: [],
        displayUrl: cdn('464017743_1201836437554712_4481903316782293910', 'p1080x1080'),
        accessibilityCaption: null,
      },
      {
        id: '3465581209937706118',
        shortcode: 'DAXY2kbsW0f',
        caption:
          'Time-lapse of the aurora australis from the International Space Station as it passed over the Southern Ocean. 💚',
        likeCount: 903156,
        commentCount: 4108,
        isVideo: true,
        thumbnailUrl: cdn('463608112_539820765402981_3920188276620745517', 's640x640'),
        takenAt: '2026-10-01T18:44:50.000Z',
        mediaType: 'video',
        location: null,
        taggedUsers: [],
        displayUrl: cdn('463608112_539820765402981_3920188276620745517', 'p1080x1080'),
        accessibilityCaption: null,
      },
      {
        id: '3464120873358891204',
        shortcode: 'DASXaQ7Mh5C',
        caption:
          'How do astronauts sleep in space? An astronaut gives us a tour of the crew quarters aboard the station. 😴',
        likeCount: 611470,
        commentCount: 3377,
        isVideo: true,
        thumbnailUrl: cdn('463211890_1088392716254407_2297018830016654230', 's640x640'),
        takenAt: '2026-09-29T14:12:03.000Z',
        mediaType: 'video',
        location: null,
        taggedUsers: [],
        displayUrl: cdn('463211890_1088392716254407_2297018830016654230', 'p1080x1080'),
        accessibilityCaption: null,
      },
    ],
  },
  'photo.post': {
    id: '3467012945812273341',
    shortcode: 'DAcX9fPuR2k',
    caption:
      'Liftoff! 🚀 The Europa Clipper spacecraft begins its journey to Jupiter’s icy moon, where scientists will investigate whether the ocean beneath its crust could support life.',
    likeCount: 1248703,
    commentCount: 8421,
    isVideo: true,
    thumbnailUrl: cdn('464017743_1201836437554712_4481903316782293910', 's640x640'),
    takenAt: '2026-10-03T16:06:12.000Z',
    mediaType: 'video',
    location: null,
    taggedUsers: [],
    displayUrl: cdn('464017743_1201836437554712_4481903316782293910', 'p1080x1080'),
    accessibilityCaption: null,
    owner: {
      id: '528817151',
      username: 'nasa',
      fullName: 'NASA',
      profilePicUrl: avatar('29090066_159271188110124_1152068159029641216'),
      isVerified: true,
    },
    videoUrl:
      'https://scontent-iad3-1.cdninstagram.com/o1/v/t16/f2/m86/AQPxK3v9bYq2Lm7TzR0wHf5sJd8NcE1gUa4oWi6kVp3ZyXb.mp4?efg=eyJ2ZW5jb2RlX3RhZyI6InhwdjEuMTA4MCJ9&_nc_ht=scontent-iad3-1.cdninstagram.com&_nc_cat=104&vs=8f2b1c7d4e9a03f6&_nc_vs=HBksFQIYUmlnX3hwdl9yZWVsc19wZXJtYW5lbnRfc3JfcHJvZA&oh=00_AYCz1Nw8Rk&oe=6712E0B8',
    dimensions: { width: 1080, height: 1920 },
    videoViewCount: 14306219,
  },
  'photo.comments': {
    comments: [
      {
        id: '18047382915924617',
        text: 'Go Europa Clipper!! 🚀🪐 Can’t wait to see what you find.',
        createdAt: '2026-10-03T16:09:41.000Z',
        owner: {
          username: 'astro_sam',
          profilePicUrl: avatar('448120953_1022748305877410_6638201945511829360'),
        },
        likeCount: 3208,
        replyCount: 14,
      },
      {
        id: '17912460385031298',
        text: '¡Qué emoción! Mis alumnos lo vieron en directo en clase 👩‍🏫',
        createdAt: '2026-10-03T16:15:07.000Z',
        owner: {
          username: 'profe.marta.ciencias',
          profilePicUrl: avatar('441097218_812305227613980_4109283376650112087'),
        },
        likeCount: 1187,
        replyCount: 6,
      },
      {
        id: '18301145827107553',
        text: 'エウロパに生命がいたら本当にすごい。',
        createdAt: '2026-10-03T16:31:55.000Z',
        owner: {
          username: 'sora.tenmon',
          profilePicUrl: avatar('452871604_1598320478034417_7321946801556627384'),
        },
        likeCount: 642,
        replyCount: 2,
      },
      {
        id: '17869930271188402',
        text: 'How long until it actually reaches Jupiter?',
        createdAt: '2026-10-03T17:02:18.000Z',
        owner: {
          username: 'dan.m.walsh',
          profilePicUrl: avatar('433905127_7410283365597024_5511082947168260331'),
        },
        likeCount: 219,
        replyCount: 9,
      },
    ],
    nextCursor:
      'QVFEa2RzT3pKV0N6cXBfLUtXTnh1Q3RfcVRzeV9JNnJ0S0ZsUzZmUnBxS2hzX0dBeW9vM2RQZzRzU2hUN1hRSGZMbA==',
  },
  'photo.userPosts': {
    posts: [
      {
        id: '3467012945812273341',
        shortcode: 'DAcX9fPuR2k',
        caption:
          'Liftoff! 🚀 The Europa Clipper spacecraft begins its journey to Jupiter’s icy moon, where scientists will investigate whether the ocean beneath its crust could support life.',
        likeCount: 1248703,
        commentCount: 8421,
        isVideo: true,
        thumbnailUrl: cdn('464017743_1201836437554712_4481903316782293910', 's640x640'),
        takenAt: '2026-10-03T16:06:12.000Z',
        mediaType: 'video',
        location: null,
        taggedUsers: [],
        displayUrl: cdn('464017743_1201836437554712_4481903316782293910', 'p1080x1080'),
        accessibilityCaption: null,
      },
      {
        id: '3465581209937706118',
        shortcode: 'DAXY2kbsW0f',
        caption:
          'Time-lapse of the aurora australis from the International Space Station as it passed over the Southern Ocean. 💚',
        likeCount: 903156,
        commentCount: 4108,
        isVideo: true,
        thumbnailUrl: cdn('463608112_539820765402981_3920188276620745517', 's640x640'),
        takenAt: '2026-10-01T18:44:50.000Z',
        mediaType: 'video',
        location: null,
        taggedUsers: [],
        displayUrl: cdn('463608112_539820765402981_3920188276620745517', 'p1080x1080'),
        accessibilityCaption: null,
      },
      {
        id: '3464120873358891204',
        shortcode: 'DASXaQ7Mh5C',
        caption:
          'How do astronauts sleep in space? An astronaut gives us a tour of the crew quarters aboard the station. 😴',
        likeCount: 611470,
        commentCount: 3377,
        isVideo: true,
        thumbnailUrl: cdn('463211890_1088392716254407_2297018830016654230', 's640x640'),
        takenAt: '2026-09-29T14:12:03.000Z',
        mediaType: 'video',
        location: null,
        taggedUsers: [],
        displayUrl: cdn('463211890_1088392716254407_2297018830016654230', 'p1080x1080'),
        accessibilityCaption: null,
      },
      {
        id: '3462795508126650389',
        shortcode: 'DANqJ1uPx8L',
        caption:
          'Hurricane season from above: our satellites tracked this storm as it crossed the Atlantic. Stay safe and follow local guidance. 🌀',
        likeCount: 544082,
        commentCount: 2951,
        isVideo: true,
        thumbnailUrl: cdn('462844017_1336519047705316_8837104452910386224', 's640x640'),
        takenAt: '2026-09-27T18:20:37.000Z',
        mediaType: 'video',
        location: null,
        taggedUsers: [],
        displayUrl: cdn('462844017_1336519047705316_8837104452910386224', 'p1080x1080'),
        accessibilityCaption: null,
      },
    ],
    nextCursor:
      'QVFEMnFNbFJ3TzVjVHpnSHZ3aUJ0a2FNd0w2Y2hCX2xNZ1hQZ2FYU2xSNlJWb0dkcUVYc3pzN0ZJZ0xqRTFzVmtyUQ==',
  },
};
