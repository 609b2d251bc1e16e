import type { MessageTable } from './en.ts';

/** German, written for a portfolio's visitors (the informal "du" a developer's page uses). */
export const DE: MessageTable = {
  'sample.nav.home': 'Start',
  'sample.nav.about': 'Über mich',
  'sample.nav.work': 'Werdegang',
  'sample.nav.contact': 'Kontakt',
  'sample.hero.greeting': 'Hallo, ich bin {firstName}',
  'sample.hero.cta': 'Lass uns zusammenarbeiten',
  'sample.about.globe': 'Ich arbeite remote, mit Teams in vielen Zeitzonen',
  'sample.about.contactButton': 'Schreib mir',
  'sample.about.why': 'Warum ich diesen Beruf gewählt habe',
  'sample.about.techStack': 'Technologien',
  'sample.about.copy': 'Schreib mir',
  'sample.projects.title': 'Meine Projekte',
  'sample.work.title': 'Berufserfahrung',
  'sample.contact.title': 'Lass uns reden',
  'sample.contact.placeholder.name': 'z. B. Max Mustermann',
  'sample.contact.placeholder.email': 'z. B. max.mustermann@gmail.com',
  'sample.contact.placeholder.message': 'Hallo, ich hätte einen Auftrag für dich...',
  'sample.footer.terms': 'AGB',
  'sample.footer.privacy': 'Datenschutz',

  'nav.main': 'Hauptmenü',
  'nav.mainMobile': 'Hauptmenü (mobil)',
  'nav.openMenu': 'Menü öffnen',
  'nav.closeMenu': 'Menü schließen',
  'nav.languages': 'Sprachen',

  'stage.loading': 'Wird geladen...',
  'stage.failed':
    'Die 3D-Ansicht kann hier nicht angezeigt werden. Der Rest der Seite funktioniert.',
  'hero.stage': 'Ein Schreibtisch mit einem Computer, der ein Foto von {name} zeigt',
  'hero.stageLogos':
    'Ein Schreibtisch mit einem Computer, der ein Foto von {name} zeigt; um ihn schweben die Logos von {logos}',
  'about.globeStage': 'Ein langsam drehender Globus mit einer Markierung',
  'about.globeStageAt': 'Ein langsam drehender Globus mit einer Markierung bei {place}',

  'about.skills': 'Kernkompetenzen',
  'about.copy': '{email} kopieren',
  'about.copyField': 'Kontakt-E-Mail-Adresse',
  'about.copied': 'In die Zwischenablage kopiert',
  'about.copyBlocked':
    'Kopieren ist hier gesperrt: Drück Strg+C (⌘C auf dem Mac), um die markierte Adresse zu kopieren',
  'about.clickToCopy': 'Zum Kopieren klicken',

  'projects.carousel': 'Projekte',
  'projects.slide': '{index} von {count}',
  'projects.previous': 'Vorheriges Projekt',
  'projects.next': 'Nächstes Projekt',
  'projects.announce': 'Projekt {index} von {count}: {title}',
  'projects.builtWith': 'Gebaut mit',
  'projects.live': 'Zur Website',
  'projects.stage': 'Demo-Computer zeigt {title}',

  'work.hint': 'Fokussiere oder aktiviere eine Station, und die Figur reagiert.',
  'work.present': 'heute',
  'work.range': '{start} – {end}',
  'work.stage.idle': '3D-Figur, die ruhig dasteht und atmet',
  'work.stage.salute': '3D-Figur, die salutiert',
  'work.stage.clapping': '3D-Figur, die klatscht',
  'work.stage.victory': '3D-Figur, die mit erhobenen Armen springt',

  'contact.name': 'Vollständiger Name',
  'contact.email': 'E-Mail-Adresse',
  'contact.message': 'Deine Nachricht',
  'contact.send': 'Nachricht senden',
  'contact.sending': 'Wird gesendet...',
  'contact.sent': 'Nachricht erfolgreich gesendet',
  'contact.failed': 'Etwas ist schiefgelaufen',
  'contact.status.sending': 'Deine Nachricht wird gesendet...',
  'contact.status.slow':
    'Wird noch gesendet: Der Mail-Dienst antwortet langsam. Deine Nachricht bleibt im Formular.',
  'contact.status.sent': 'Nachricht erfolgreich gesendet. Danke, ich melde mich bald.',
  'contact.status.failed':
    'Etwas ist schiefgelaufen. Deine Nachricht steht noch im Formular; versuch es bitte noch einmal.',
  'contact.status.throttled':
    'Deine letzte Nachricht ist gerade rausgegangen. In {seconds} kannst du die nächste senden; diese bleibt im Formular.',
  'contact.second': '1 Sekunde',
  'contact.seconds': '{count} Sekunden',
  'contact.cut': 'Auf {max} Zeichen gekürzt, mehr kann dieses Feld nicht senden.',
  'contact.mailto': 'Oder {link} an {address}.',
  'contact.mailtoLink': 'schreib mir direkt',
  'contact.mailSubject': 'Nachricht von {name}',
  'contact.mailSubjectAnonymous': 'Nachricht über dein Portfolio',
  'contact.honeypot': 'Dieses Feld bitte leer lassen',

  'footer.profiles': 'Profile',
  'footer.copyright': '© {year} {name}. Alle Rechte vorbehalten.',

  'embed.noLinks': 'Diese Einbettung kann keine Links öffnen. Kopiere die Adresse:',
  'embed.linkAddress': 'Linkadresse',
  'embed.close': 'Schließen',

  'image.unavailable': 'Bild nicht verfügbar',
  'image.unavailableNamed': '{alt} (Bild nicht verfügbar)',
  'error.title': '<{tag}> konnte seine Konfiguration nicht verwenden ({count})',
  'error.problem': '1 Problem',
  'error.problems': '{count} Probleme',
};
