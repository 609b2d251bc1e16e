import type { ContactSettings } from './types.ts';

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
