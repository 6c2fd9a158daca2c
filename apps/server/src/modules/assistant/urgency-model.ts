import { loadUrgencyCorpus } from '@sanity/shared/domain/assistant/urgency/load-corpus';
import { trainUrgencyModel, type UrgencyModel } from '@sanity/shared/domain/assistant/urgency/urgency';

let model: UrgencyModel | null = null;

/**
 * Igea's urgency classifier, trained once per process from the corpus in the repository, the
 * development tables' questions included (counting only: under a second for ~12,500 lines, no
 * download and no model file to keep in step with the corpus).
 */
export function loadUrgencyModel(): UrgencyModel {
  model ??= trainUrgencyModel(loadUrgencyCorpus());
  return model;
}
