import { deflateSync } from 'node:zlib';
import { type Locator, type Page } from '@playwright/test';
import { expect } from './fixtures';

/** A small real PNG (the server checks the bytes): width × height of one teal colour. */
export function png(width = 32, height = 18): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [15, 118, 110]).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** Opens the 'Crea nuovo contenuto' dialog from the dashboard's side bar (a doctor is signed in). */
export async function openEditor(page: Page): Promise<Locator> {
  await page.goto('/dashboard');
  await page.getByRole('complementary').getByRole('button', { name: 'Crea contenuto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crea nuovo contenuto' });
  await expect(dialog).toBeVisible();
  return dialog;
}

export interface ArticleDraft {
  title: string;
  paragraph: string;
  heading: string;
  listItems: string[];
  /** A YouTube watch URL. */
  youtubeUrl: string;
  /** The label of the category checkbox, e.g. 'Cardiologia'. */
  category: string;
  tags?: string[];
}

/**
 * Writes an article in the open editor: title, paragraph, heading, list, an uploaded image, a
 * YouTube embed, tags, a featured image and a category, then publishes it and waits for the dialog
 * to close.
 */
export async function writeAndPublishArticle(page: Page, dialog: Locator, draft: ArticleDraft): Promise<void> {
  await dialog.getByLabel('Titolo', { exact: true }).fill(draft.title);

  await dialog.getByRole('button', { name: 'Paragrafo', exact: true }).click();
  await dialog.getByRole('region', { name: 'Blocco 1: Paragrafo' }).getByLabel('Testo').fill(draft.paragraph);

  await dialog.getByRole('button', { name: 'Titolo di sezione', exact: true }).click();
  await dialog.getByRole('region', { name: 'Blocco 2: Titolo di sezione' }).getByLabel('Testo').fill(draft.heading);

  await dialog.getByRole('button', { name: 'Elenco', exact: true }).click();
  await dialog.getByRole('region', { name: 'Blocco 3: Elenco' }).getByLabel('Voci (una per riga)').fill(draft.listItems.join('\n'));

  await dialog.getByRole('button', { name: 'Immagine', exact: true }).click();
  const image = dialog.getByRole('region', { name: 'Blocco 4: Immagine' });
  await image.getByLabel('Carica immagine').setInputFiles({ name: 'immagine.png', mimeType: 'image/png', buffer: png() });
  await expect(image.getByRole('img')).toHaveAttribute('src', /^\/media\/users\/.+\/images\/.+\.png$/);

  await dialog.getByRole('button', { name: 'Video incorporato', exact: true }).click();
  const embed = dialog.getByRole('region', { name: 'Blocco 5: Video incorporato' });
  await embed.getByLabel('URL').fill(draft.youtubeUrl);
  await expect(embed.getByTitle('Anteprima del video incorporato')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);

  const tagInput = dialog.getByRole('textbox', { name: 'Tag' });
  for (const tag of draft.tags ?? []) {
    await tagInput.fill(tag);
    await tagInput.press('Enter');
  }

  await dialog.getByLabel('Immagine in evidenza', { exact: true }).setInputFiles({ name: 'copertina.png', mimeType: 'image/png', buffer: png(64, 36) });
  await expect(dialog.getByRole('img', { name: 'Anteprima dell’immagine in evidenza' })).toHaveAttribute('src', /^\/media\//);
  await dialog.getByRole('checkbox', { name: draft.category }).click();

  await dialog.getByRole('button', { name: 'Pubblica' }).click();
  await expect(page.getByText('Articolo pubblicato con successo!')).toBeVisible();
  await expect(dialog).toBeHidden();
}
