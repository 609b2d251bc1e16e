/** portfolio-contact. */
export const EN_CONTACT = {
  'contact.name': 'Full name',
  'contact.email': 'Email address',
  'contact.message': 'Your message',
  'contact.send': 'Send message',
  'contact.sending': 'Sending...',
  'contact.sent': 'Message sent successfully',
  'contact.failed': 'Something went wrong',
  'contact.status.sending': 'Sending your message...',
  'contact.status.slow':
    'Still sending: the mail service is slow to answer. Your message stays in the form.',
  'contact.status.sent': "Message sent successfully. Thank you, I'll get back to you soon.",
  'contact.status.failed':
    'Something went wrong. Your message is still in the form; please try again.',
  'contact.status.throttled':
    'Your last message has just gone out. You can send another in {seconds}; this one stays in the form.',
  'contact.second': '1 second',
  'contact.seconds': '{count} seconds',
  'contact.cut': 'Cut to {max} characters, the most this field can send.',
  'contact.mailto': 'Or {link} at {address}.',
  'contact.mailtoLink': 'email me directly',
  'contact.mailSubject': 'Message from {name}',
  'contact.mailSubjectAnonymous': 'Message from your portfolio',
  'contact.honeypot': 'Leave this field empty',
} as const;
