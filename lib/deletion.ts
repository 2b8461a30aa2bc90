import { z } from 'zod';
import { deletionInfoEntries } from '@/content/deletion';
import { apps } from '@/lib/apps';
import { parseContent } from '@/lib/validate';

const deletionInfoSchema = z
  .object({
    app: z.string(),
    steps: z.array(z.string().min(10)).min(2),
    deleted: z.array(z.string().min(5)).min(1),
    kept: z.array(z.string().min(10)).min(1),
  })
  .strict();

export type DeletionInfo = z.infer<typeof deletionInfoSchema>;

export const deletionInfo: DeletionInfo[] = deletionInfoEntries.map((entry) =>
  parseContent(deletionInfoSchema, entry, `content/deletion.ts, app "${entry.app}"`),
);

export function getDeletionInfo(appSlug: string): DeletionInfo {
  const info = deletionInfo.find((entry) => entry.app === appSlug);
  if (!info) throw new Error(`content/deletion.ts has no entry for "${appSlug}"`);
  return info;
}

/** Every app with a deletion page must say what deletion does. */
for (const app of apps) {
  if (app.deletionPath) getDeletionInfo(app.slug);
}
