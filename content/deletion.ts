/**
 * What each account page tells users and store reviewers (Google Play's
 * requirements for an account-deletion web resource): the steps, what is
 * deleted, what is kept and for how long. It agrees with each privacy policy.
 */
export const deletionInfoEntries = [
  {
    app: 'sharix-ai',
    steps: [
      'Open Sharix AI and find your 6-character profile ID on your profile screen.',
      'Enter the profile ID above and select Delete Account.',
      'The result appears under the button. You can also e-mail us your profile ID and we will delete the account for you.',
    ],
    deleted: [
      'Your profile ID and profile',
      'The posts, captions and images you created, and the photos you added',
      'Your share records and support messages linked to the profile',
    ],
    kept: [
      'Nothing that identifies you is kept longer than one month after your request, except records the law requires us to keep.',
      'Posts already saved or forwarded by friends outside Sharix AI are outside our control.',
    ],
  },
  {
    app: 'meriastro',
    steps: [
      'Hesabına kayıtlı e-posta adresini ve şifreni yukarıdaki forma yaz.',
      'Delete Account düğmesine bas; sonuç düğmenin altında görünür.',
      'Şifreni hatırlamıyorsan uygulamadaki şifre sıfırlama seçeneğini kullan ya da kayıtlı e-posta adresinden bize yaz.',
    ],
    deleted: [
      'Kullanıcı adın, e-posta adresin ve şifrelenmiş şifren',
      'Doğum tarihin ve cihaz kimliğin',
      'Tarot okumaların, fal soruların ve uygulama tercihlerin',
    ],
    kept: [
      'Verilerin en geç 30 gün içinde silinir; yalnızca mevzuatın saklamamızı zorunlu kıldığı sınırlı kayıtlar, ilgili yasal süre boyunca tutulur.',
      'Hesabını silmek App Store veya Google Play aboneliğini iptal etmez; aboneliğini mağaza ayarlarından ayrıca iptal etmelisin.',
    ],
  },
  {
    app: 'funo',
    steps: [
      'Open Funo AI, go to Settings and copy your device ID.',
      'Paste the device ID above and select Delete Account.',
      'The result appears under the button. If you cannot use this page, e-mail us your device ID.',
    ],
    deleted: [
      'Your account and its device ID record',
      'Your e-mail address and password, if you signed in',
      'Your premium status and any voice recordings still on our servers',
    ],
    kept: [
      'Everything above is deleted within 30 days, including analytics and crash data linked to your device ID.',
      'Only the minimum transaction records that tax law requires are kept, for the period it requires.',
      'Deleting your account does not cancel a subscription: cancel it in your App Store or Google Play settings.',
    ],
  },
  {
    app: 'revoai',
    steps: [
      'Open RevoAI and note your 6-character username, shown in the app.',
      'Enter the username above and select Delete Account.',
      'Cancel any Premium subscription in your App Store or Google Play settings; deleting your account does not cancel it.',
    ],
    deleted: [
      'Your username and account',
      'Your uploaded photos, generated designs and personal gallery',
      'The link between your device ID and your account, and your subscription status on our side',
    ],
    kept: [
      'Deletion is completed within 30 days, backups included.',
      'Pseudonymous analytics (up to 14 months) and crash reports (up to 90 days) that are not linked to your username.',
      'Records the law requires us to keep, for the period it requires. Designs you exported stay on your device.',
    ],
  },
] as const;
