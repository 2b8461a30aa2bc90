/**
 * The steps of each account page's form, in the app's language. The page adds
 * the in-app way and the time limit, and lists what is deleted and what is
 * kept, from the app's legal record (content/apps/<app>/legal.ts), like its privacy policy.
 */
export const deletionSteps = [
  {
    app: 'sharix-ai',
    steps: [
      'Open Sharix AI and find your 6-character profile ID on your profile screen.',
      'Enter the profile ID above and select Delete Account.',
      'The result appears under the button. You can also e-mail us your profile ID and we will delete the account for you.',
    ],
  },
  {
    app: 'meriastro',
    steps: [
      'Hesabınıza kayıtlı e-posta adresinizi ve şifrenizi yukarıdaki forma yazın.',
      'Delete Account düğmesine basın; sonuç düğmenin altında görünür.',
      'Şifrenizi hatırlamıyorsanız uygulamadaki şifre sıfırlama seçeneğini kullanın.',
    ],
  },
  {
    app: 'funo',
    steps: [
      'Open Funo AI, go to Settings and copy your device ID.',
      'Paste the device ID above and select Delete Account.',
      'The result appears under the button. If you cannot use this page, e-mail us your device ID.',
    ],
  },
  {
    app: 'revoai',
    steps: [
      'Open RevoAI and note your 6-character username, shown in the app.',
      'Enter the username above and select Delete Account.',
      'Cancel any Premium subscription in your App Store or Google Play settings; deleting your account does not cancel it.',
    ],
  },
] as const;
