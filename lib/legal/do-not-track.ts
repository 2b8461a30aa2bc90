import { QUOTATIONS, quoted } from '@/lib/content/quotations';

type Language = 'en' | 'tr';

/**
 * How a policy answers "Do Not Track" (California's CalOPPA asks every privacy policy to say how it
 * responds to the signal): nothing tracks a user across other companies' apps and websites, with or
 * without the signal, so there is nothing to switch off. `where` names the app or the website. The
 * policies' <DoNotTrack /> prints it, and refuses a record whose inventory tracks anyone. The signal's
 * name is English in both languages, a quotation of content/quotations.ts.
 */
export function doNotTrackSentence(where: string, language: Language): string {
  const signal = QUOTATIONS.doNotTrack.en;
  return language === 'en'
    ? `${signal}: we do not track you over time or across other companies’ apps and websites through ${where}, and we let no one else do so, whether or not your browser or device sends a ${signal} signal; we therefore do not respond to that signal in any other way.`
    : `İzlenmeme (${quoted('doNotTrack', 'en')}) sinyali: ${where} aracılığıyla sizi zaman içinde veya başka şirketlerin uygulama ve web sitelerinde izlemeyiz ve başkasının izlemesine de izin vermeyiz; tarayıcınızın veya cihazınızın bu sinyali gönderip göndermemesi bunu değiştirmez, bu nedenle sinyale ayrıca bir yanıt vermeyiz.`;
}
