/** What the home and about pages say about the owner's skills and work. */

export const mainSoftware = [
  { name: 'React Native', detail: 'Cross-platform iOS and Android apps from one TypeScript code base' },
  { name: 'Node.js', detail: 'REST and real-time APIs, background jobs, payment and notification services' },
  { name: 'Flutter', detail: 'Pixel-perfect apps with one UI layer for every platform' },
  { name: 'HTML & CSS', detail: 'Accessible, fast websites and landing pages' },
  { name: 'MongoDB', detail: 'Document database design, indexing and aggregation pipelines' },
  { name: 'Firebase & Google Cloud', detail: 'Authentication, Firestore, Cloud Functions, messaging and hosting' },
] as const;

export const mainSkills = [
  { name: 'Programming languages', detail: 'TypeScript, JavaScript, Dart, Kotlin and Swift' },
  { name: 'Operating systems', detail: 'Linux servers, macOS, iOS and Android internals' },
  { name: 'Development methodologies', detail: 'Agile delivery, code review, CI/CD and automated testing' },
  { name: 'Data structures and algorithms', detail: 'Choosing the right structure so apps stay fast as data grows' },
  { name: 'Continuous learning', detail: 'New platforms, new tools, and shipping what is learned' },
] as const;
