import type { Content } from './types.ts';
import { SAMPLE_OWNER } from './sample-owner.ts';
import { SAMPLE_CONTACT, SAMPLE_FOOTER, SAMPLE_NAV } from './sample-page.ts';
import projectLogo1 from './art/project-logo-1.svg?url';
import projectLogo2 from './art/project-logo-2.svg?url';
import projectLogo3 from './art/project-logo-3.svg?url';
import projectLogo4 from './art/project-logo-4.svg?url';
import spotlight1 from './art/project-spotlight-1.svg?url';
import spotlight2 from './art/project-spotlight-2.svg?url';
import spotlight3 from './art/project-spotlight-3.svg?url';
import spotlight4 from './art/project-spotlight-4.svg?url';
import companyLogo1 from './art/company-logo-1.svg?url';
import companyLogo2 from './art/company-logo-2.svg?url';
import companyLogo3 from './art/company-logo-3.svg?url';
import companyLogo4 from './art/company-logo-4.svg?url';
import deskPhoto from './art/desk-photo.svg?url';

/**
 * The built-in sample content: every element renders this when given no configuration.
 * The owner is a neutral placeholder, never a real person.
 */
export const SAMPLE_CONTENT: Content = {
  theme: 'dark',
  surface: 'solid',
  owner: SAMPLE_OWNER,
  nav: SAMPLE_NAV,
  hero: {
    greeting: 'Hi, I am {firstName}',
    phrases: [
      'Full-Stack Engineer',
      'Frontend Development',
      'CI/CD',
      'Test-Driven Development',
      'Scalability Optimization',
      'API Design & Development',
    ],
    cta: { label: "Let's work together", href: '#about' },
    photo: deskPhoto,
    logos: ['react', 'python', 'git', 'javascript'],
  },
  about: {
    bio: {
      title: 'Hi, I am {firstName}',
      text: 'Eight years of building for the web, from a first jQuery widget to platforms that serve millions of requests a day. I like small teams, clear interfaces and shipping every week.',
    },
    techStack: {
      title: 'Tech stack',
      text: 'I work across the stack, and I pick the tool after the problem: these are the skills I lean on most.',
    },
    skills: [
      'Frontend & Backend Development',
      'Stakeholder Collaboration',
      'Automated Testing',
      'Incident Management',
      'Cross-Platform Development',
      'SDLC Management',
      'Cloud Migration',
      'Software Issue Resolution',
    ],
    globe: {
      title: 'I work remotely across multiple timezones',
      text: 'Based in {city}, open to remote work with teams anywhere.',
      // The marker sits at owner.location (src/content/globe-place.ts).
      label: { size: 12, text: '{city}' },
    },
    contactButton: { label: 'Contact Me', href: '#contact' },
    why: {
      title: 'Why I Chose This',
      text: 'Software is the closest thing to a craft that scales: a well-made tool can help thousands of people at once. I still get a kick out of the moment a hard problem turns simple.',
    },
    copy: { title: 'Contact me' },
  },
  projects: {
    title: 'My Work',
    items: [
      {
        title: 'Refer: referral job-application platform',
        desc: 'A job board where candidates apply through referrals from people already inside the company, and referrers follow every application they vouched for.',
        subdesc:
          'Built with Next.js, Styled Components and Redux: server-rendered listings, a typed application flow and an activity feed that updates live.',
        logo: projectLogo1,
        isImage: true,
        logoStyle: {
          backgroundColor: '#13202F',
          border: '0.2px solid #17293E',
          boxShadow: '0px 0px 60px 0px #2F6DB54D',
        },
        spotlight: spotlight1,
        tags: [
          { id: 1, name: 'Next.js', icon: 'nextjs' },
          { id: 2, name: 'Styled Components', icon: 'styledcomponents' },
          { id: 3, name: 'Redux', icon: 'redux' },
        ],
      },
      {
        title: 'DevLink: developer-to-startup networking',
        desc: 'A network that matches developers with early-stage startups by stack, timezone and availability, and lets both sides talk before anyone sends a CV.',
        subdesc:
          'Built with React, Recoil and Tailwind CSS: atom-based state for the matching filters and a responsive, keyboard-friendly interface.',
        logo: projectLogo2,
        isImage: true,
        logoStyle: {
          backgroundColor: '#1C1A43',
          border: '0.2px solid #252262',
          boxShadow: '0px 0px 60px 0px #635BFF4D',
        },
        spotlight: spotlight2,
        tags: [
          { id: 1, name: 'React', icon: 'react' },
          { id: 2, name: 'Recoil', icon: 'recoil' },
          { id: 3, name: 'Tailwind CSS', icon: 'tailwindcss' },
        ],
      },
      {
        title: 'Deployr: cloud deployment platform',
        desc: 'Push a repository, get a preview URL: a deployment platform with build logs streamed as they happen and one-click rollbacks.',
        subdesc:
          'Built with Next.js, Mantine, Tailwind CSS and SWR: optimistic UI for deploys and revalidating data that keeps dashboards current.',
        logo: projectLogo3,
        isImage: true,
        logoStyle: {
          backgroundColor: '#0E1F38',
          border: '0.2px solid #0E2D58',
          boxShadow: '0px 0px 60px 0px #2F67B64D',
        },
        spotlight: spotlight3,
        tags: [
          { id: 1, name: 'Next.js', icon: 'nextjs' },
          { id: 2, name: 'Mantine', icon: 'mantine' },
          { id: 3, name: 'Tailwind CSS', icon: 'tailwindcss' },
          { id: 4, name: 'SWR', icon: 'swr' },
        ],
      },
      {
        title: 'PromptLab: AI prompt-testing tool',
        desc: 'A workbench for testing prompts against many models at once, comparing answers side by side and keeping every run for later.',
        subdesc:
          'Built with Next.js, SWR, shadcn/ui and Tailwind CSS: streaming responses, saved test suites and diff views between runs.',
        logo: projectLogo4,
        isImage: true,
        logoStyle: {
          backgroundColor: '#1A0D0E',
          border: '0.2px solid #36201D',
          boxShadow: '0px 0px 50px 0px #6E3F364D',
        },
        spotlight: spotlight4,
        tags: [
          { id: 1, name: 'Next.js', icon: 'nextjs' },
          { id: 2, name: 'SWR', icon: 'swr' },
          { id: 3, name: 'shadcn/ui', icon: 'shadcnui' },
          { id: 4, name: 'Tailwind CSS', icon: 'tailwindcss' },
        ],
      },
    ],
  },
  work: {
    title: 'My Work Experience',
    jobs: [
      {
        id: 1,
        name: 'Northwind Systems',
        position: 'Software Engineer',
        start: '2022',
        title:
          'I build and run the services behind a B2B analytics product: API design, the React front end, and the on-call rotation that keeps it fast.',
        icon: companyLogo1,
        animation: 'victory',
      },
      {
        id: 2,
        name: 'Brightwave Labs',
        position: 'Full Stack',
        start: '2021-05',
        end: '2022-12',
        title:
          'Led the move of a monolith to cloud services, set up CI/CD from scratch and cut release time from days to minutes.',
        icon: companyLogo2,
        animation: 'clapping',
      },
      {
        id: 3,
        name: 'Orchard Lane',
        position: 'Full Stack',
        start: '2019-07',
        end: '2021-05',
        title:
          'Shipped customer-facing features end to end, from database schema to UI, with automated tests for every release.',
        icon: companyLogo3,
        animation: 'salute',
      },
      {
        id: 4,
        name: 'Pixelforge Studio',
        position: 'Full Stack Developer',
        start: '2018-07',
        end: '2019-06',
        title:
          'Built web apps for agency clients across retail and media, and learned to turn vague briefs into working software.',
        icon: companyLogo4,
        animation: 'victory',
      },
    ],
  },
  contact: SAMPLE_CONTACT,
  footer: SAMPLE_FOOTER,
};
