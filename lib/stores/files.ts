import { site } from '@/content/site';
import { apps } from '@/lib/content/apps';
import { legalRecord } from '@/lib/legal/records';
import { storeDocuments } from '@/lib/stores/forms';

export { STORES_FOLDER } from '@/lib/stores/forms';

/** Every app's store forms, on the production origin of content/site.ts, as `npm run docs` writes them. */
export function storeFiles(): { file: string; content: string }[] {
  return apps.flatMap((app) => {
    const record = legalRecord(app.slug);
    return storeDocuments(app, record, site.productionUrl.value);
  });
}
