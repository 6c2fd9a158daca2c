import { itFhir } from '@sanity/shared/i18n/it-fhir';
import { AppError } from '../../lib/app-error';

/**
 * The unfiltered searches of HealthcareService and Schedule (a directory client browsing): every
 * resource of every doctor the public directory lists, in the directory's order (surname, id) and,
 * within a doctor, the order of their services. The walk reads the directory a batch of doctors at
 * a time with its own cursor; `_page` is that cursor plus how many resources of the batch were
 * already given, so a page may end in the middle of a doctor's services.
 */

/** Doctors read per directory page: constant, so a `_page` means the same batch whatever `_count` says. */
export const WALK_BATCH = 20;
/** Directory pages one answer reads at most; a page not yet full then links on (fewer entries, as FHIR allows). */
export const WALK_MAX_BATCHES = 5;

export interface WalkPosition {
  /** The directory cursor the batch starts at; undefined: the first batch. */
  at: string | undefined;
  /** The batch's resources already given. */
  skip: number;
}

const pageInvalid = () => new AppError(400, itFhir.pageInvalid, { fields: { _page: itFhir.pageInvalid } });

/** `_page`: `<skip>` for the first batch, `<skip>.<directory cursor>` for a later one. */
export function encodeWalk({ at, skip }: WalkPosition): string {
  return at ? `${skip}.${at}` : String(skip);
}

export function decodeWalk(text: string | undefined): WalkPosition {
  if (text === undefined) return { at: undefined, skip: 0 };
  const match = /^(0|[1-9][0-9]{0,5})(?:\.([A-Za-z0-9_-]{1,480}))?$/.exec(text);
  if (!match?.[1]) throw pageInvalid();
  return { skip: Number(match[1]), at: match[2] };
}

/**
 * One page of `count` items over the directory from `cursor`: `batchAt` reads the doctors of a
 * directory page, `expand` turns them into items (in their order). `next` is null only when the
 * directory has no more doctors, so the last page never links to an empty one unless the scan
 * limit stopped it.
 */
export async function walkDirectory<Row, Item>({
  count,
  cursor,
  batchAt,
  expand,
}: {
  count: number;
  cursor: string | undefined;
  batchAt: (at: string | undefined) => Promise<{ rows: Row[]; nextCursor: string | null }>;
  expand: (rows: Row[]) => Promise<Item[]>;
}): Promise<{ items: Item[]; next: string | null }> {
  let { at, skip } = decodeWalk(cursor);
  const items: Item[] = [];
  for (let batches = 0; batches < WALK_MAX_BATCHES; batches += 1) {
    const { rows, nextCursor } = await batchAt(at);
    const rest = (await expand(rows)).slice(skip);
    const room = count - items.length;
    if (rest.length > room) {
      items.push(...rest.slice(0, room));
      return { items, next: encodeWalk({ at, skip: skip + room }) };
    }
    items.push(...rest);
    if (!nextCursor) return { items, next: null };
    at = nextCursor;
    skip = 0;
  }
  return { items, next: encodeWalk({ at, skip }) };
}
