import type { ContactSettings, Content, Footer } from './types.ts';

/**
 * The sample content of the sections without 3D (nav, contact, footer), apart from sample.ts:
 * each of those elements ships its own sections' sample, not the whole page's (its budget is
 * 80 KB alone, and the 3D sections' sample is most of the sample's bytes). Text naming the owner
 * is a template (owner-text.ts), so each of these elements carries the sample owner too.
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
  toName: '{firstName}',
  toEmail: '{email}',
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
    { name: 'GitHub', href: '{github}', icon: 'github' },
    { name: 'LinkedIn', href: '{linkedin}', icon: 'linkedin' },
  ],
  copyright: '© 2024 {name}. All rights reserved.',
};
