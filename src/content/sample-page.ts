import type { ContactSettings, Content, Footer } from './types.ts';

/**
 * The sample content of the sections without 3D (nav, contact, footer), apart from sample.ts:
 * each of those elements ships its own sections' sample, not the whole page's (its budget is
 * 80 KB alone, and the 3D sections' sample is most of the sample's bytes).
 */

export const SAMPLE_NAV: Content['nav'] = {
  items: [
    { id: 1, name: 'Home', href: '#home' },
    { id: 2, name: 'About', href: '#about' },
    { id: 3, name: 'Work', href: '#work' },
    { id: 4, name: 'Contact', href: '#contact' },
  ],
};

export const SAMPLE_CONTACT: ContactSettings = {
  title: "Let's talk",
  intro:
    "Whether you're looking to build a new website, improve your existing platform, or bring a unique project to life, I'm here to help.",
  publicKey: '',
  serviceId: '',
  templateId: '',
  toName: 'Jordan',
  toEmail: 'hello@example.com',
  emailOrigin: 'https://api.emailjs.com',
  throttleSeconds: 30,
  placeholders: {
    name: 'ex., John Doe',
    email: 'ex., johndoe@gmail.com',
    message: "Hello. I'd like to give you a job...",
  },
};

export const SAMPLE_FOOTER: Footer = {
  labels: ['Terms & Conditions', 'Privacy Policy'],
  social: [
    { name: 'GitHub', href: 'https://github.com/example', icon: 'github' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/in/example', icon: 'linkedin' },
  ],
  copyright: '© 2024 Jordan Avery. All rights reserved.',
};
