import { trainIntentModel, type IntentModel } from '@sanity/shared/domain/assistant/intent-model';
import { loadIntentCorpus } from '@sanity/shared/domain/assistant/load-intent-corpus';

let model: IntentModel | null = null;

/**
 * Igea's intent classifier (ADR 0020, twentieth round), trained once per process from the
 * development tables' questions committed in the repository (counting only, no download).
 */
export function loadIntentModel(): IntentModel {
  model ??= trainIntentModel(loadIntentCorpus());
  return model;
}
