import type { AreaViews } from '../index';

const job = {
  title: 'title',
  subtitle: 'company',
  subtitleLink: 'https://www.linkedin.com/company/{companyId}/',
  text: 'description',
  date: 'postedAt',
  facts: {
    location: 'location',
    type: 'employmentType',
    level: 'experienceLevel',
    salary: 'salary',
  },
  link: 'https://www.linkedin.com/jobs/view/{id}/',
};

/** A post as the company and user post lists hold it. */
const post = {
  title: 'author',
  text: 'content',
  date: 'publishedAt',
  counts: { likes: 'likes', comments: 'comments', shares: 'shares' },
  link: 'url',
};

const person = {
  image: 'profilePic',
  title: 'name',
  subtitle: 'username',
  facts: { location: 'location' },
  link: 'profileUrl',
};

const results = { counts: { results: 'totalCount' } };

export const views = {
  searchCompanies: {
    family: 'list',
    items: 'companies',
    item: {
      title: 'name',
      subtitle: 'vanityName',
      text: 'description',
      counts: { followers: 'followerCount' },
      facts: { industry: 'industry' },
      link: 'companyUrl',
    },
  },
  company: {
    family: 'card',
    card: {
      image: 'logo',
      title: 'name',
      text: 'description',
      counts: { employees: 'employeeCount' },
      facts: {
        industry: 'industry',
        size: 'size',
        headquarters: 'headquarters',
        founded: 'founded',
        specialties: 'specialties',
        website: 'website',
      },
      link: 'https://www.linkedin.com/company/{id}/',
    },
  },
  companyJobs: { family: 'list', items: 'jobs', item: job, header: results },
  companyPosts: { family: 'list', items: 'posts', item: post },
  companyEmployees: {
    family: 'list',
    items: 'users',
    item: person,
    header: results,
  },
  searchJobs: { family: 'list', items: 'jobs', item: job, header: results },
  job: { family: 'card', card: job },
  post: {
    family: 'card',
    card: {
      image: 'author.profilePic',
      title: 'author.name',
      subtitle: 'author.headline',
      text: 'text',
      date: 'publishedAt',
      counts: { likes: 'likeCount', comments: 'commentCount', reposts: 'repostCount' },
      link: 'https://www.linkedin.com/feed/update/urn:li:activity:{id}/',
    },
  },
  searchUsers: {
    family: 'list',
    items: 'users',
    item: {
      ...person,
      facts: { location: 'location', companies: 'companies', education: 'education' },
    },
    header: results,
  },
  userPosts: { family: 'list', items: 'posts', item: post },
  user: {
    family: 'card',
    card: {
      image: 'profilePic',
      title: 'name',
      subtitle: 'description',
      verified: 'isVerified',
      text: 'about',
      counts: { followers: 'followers', connections: 'connections' },
      facts: { location: 'location', roles: 'jobTitles' },
      link: 'https://www.linkedin.com/in/{username}/',
    },
    lists: [
      {
        label: 'Experience',
        items: 'experience',
        item: {
          title: 'company',
          facts: { from: 'startDate', to: 'endDate' },
        },
      },
      {
        label: 'Education',
        items: 'education',
        item: {
          title: 'school',
          facts: { from: 'startDate', to: 'endDate' },
        },
      },
      {
        label: 'Articles',
        items: 'articles',
        item: { image: 'image', title: 'headline', date: 'publishedAt', link: 'url' },
      },
      {
        label: 'Recent posts',
        items: 'recentPosts',
        item: {
          text: 'text',
          date: 'publishedAt',
          counts: { likes: 'likes', comments: 'comments' },
          link: 'url',
        },
      },
    ],
  },
} satisfies AreaViews<'professional'>;
